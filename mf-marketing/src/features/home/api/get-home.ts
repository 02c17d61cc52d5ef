import type { HomeAnswer } from '@agency/contracts';
import { api } from '@agency/shared-auth';

/** GET /api/home — the landing page's client feedback. */
export function getHome() {
  return api.get<HomeAnswer>('home');
}
