import { mockApi as mockRoutes, ok } from '@agency/contracts/testing/msw';
import { heroesAnswer } from './catalogue';

/**
 * The contracts' mockApi, with GET /api/catalogue/heroes answered as seeded (no uploaded hero art) unless the test
 * answers it itself: every page's hero asks for it (components/page-hero.tsx).
 */
export function mockApi(answers: Parameters<typeof mockRoutes>[0]): ReturnType<typeof mockRoutes> {
  return mockRoutes({ 'GET /api/catalogue/heroes': ok(heroesAnswer()), ...answers });
}
