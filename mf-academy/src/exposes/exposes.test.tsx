import { mockApi, ok } from '@agency/contracts/testing/msw';
import { useAuthStore } from '@agency/shared-auth';
import { screen } from '@testing-library/react';
import type { ComponentType } from 'react';
import { copy } from '../copy';
import { renderAt } from '../testing/render';
import { tutorialDetail } from '../testing/tutorials';
import Certificate from './certificate';
import TutorialDetail from './tutorial-detail';
import Tutorials from './tutorials';

// The shell routes to these default exports; each must render its real page (one h1) for its route.
describe.each<[string, string, ComponentType, Record<string, ReturnType<typeof ok>>, string]>([
  ['/tutorials', '/tutorials', Tutorials, { 'POST /api/all_tutorial': ok([]) }, copy.tutorials.heading],
  ['/tutorial-detail/2', '/tutorial-detail/:id', TutorialDetail, { 'GET /api/tutorial_detail/:id': ok(tutorialDetail()) }, 'UI/UX Design Foundations'],
  [
    '/certificate/DME2026-3d5c0f8a2b7e4c19a6f1e08b7d2c4a53',
    '/certificate/:id',
    Certificate,
    {
      'GET /api/view_n_verify_cert/:id': ok({
        tutorial: { ...tutorialDetail(), course_id: 'DME2026' },
        course_id: 'DME2026',
        is_student: true,
        namer: 'Adaeze Okafor',
        certificate_number: 'TMS-DME2026-7KX4QP',
        certificate_id: 'DME2026-3d5c0f8a2b7e4c19a6f1e08b7d2c4a53',
      }),
    },
    copy.certificate.heading,
  ],
])('%s', (route, path, Page, answers, heading) => {
  it('renders its page with one h1', async () => {
    Object.defineProperty(window, 'innerWidth', { configurable: true, value: 1280 });
    useAuthStore.setState({ user: null });
    mockApi(answers);
    renderAt(route, path, <Page />);
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  });
});
