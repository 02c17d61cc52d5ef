import { useAuthStore } from '@agency/shared-auth';
import { screen } from '@testing-library/react';
import type { ComponentType } from 'react';
import { copy } from '../copy';
import { jsonResponse, renderAt, stubFetch } from '../testing/render';
import { tutorialDetail } from '../testing/tutorials';
import Certificate from './certificate';
import TutorialDetail from './tutorial-detail';
import Tutorials from './tutorials';

// The shell routes to these default exports; each must render its real page (one h1) for its route.
describe.each<[string, string, ComponentType, unknown, string]>([
  ['/tutorials', '/tutorials', Tutorials, [], copy.tutorials.heading],
  ['/tutorial-detail/2', '/tutorial-detail/:id', TutorialDetail, tutorialDetail(), 'UI/UX Design Foundations'],
  [
    '/certificate/DME2026-1',
    '/certificate/:id',
    Certificate,
    { tutorial: { ...tutorialDetail(), course_id: 'DME2026' }, course_id: 'DME2026', is_student: true, namer: 'Adaeze Okafor' },
    copy.certificate.heading,
  ],
])('%s', (route, path, Page, answer, heading) => {
  it('renders its page with one h1', async () => {
    Object.defineProperty(window, 'innerWidth', { configurable: true, value: 1280 });
    useAuthStore.setState({ user: null });
    stubFetch(() => jsonResponse(answer));
    renderAt(route, path, <Page />);
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  });
});
