import { useAuthStore } from '@agency/shared-auth';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { copy } from '../../../copy';
import { fail, gate, mockApi, ok, raw } from '@agency/contracts/testing/msw';
import { renderAt } from '../../../testing/render';
import type { Tutorial } from '@agency/contracts';
import { TutorialsPage } from './tutorials-page';

function tutorial(overrides: Partial<Tutorial>): Tutorial {
  return {
    id: 1,
    title: 'Frontend Web Development Bootcamp',
    brief_description: 'Twelve weeks from HTML to a deployed React app.',
    description: 'A live cohort.',
    amount: 85000,
    is_current: true,
    start_date: '2026-11-07',
    end_date: '2099-01-30',
    link: '',
    is_done: false,
    is_cert_awarded: true,
    course_id: 'FWD2026',
    instructor: 'Emeka Obi',
    ...overrides,
  };
}

const TUTORIALS = [
  tutorial({}),
  tutorial({ id: 2, title: 'UI/UX Design Foundations', brief_description: 'Design thinking and Figma.', amount: 0, is_current: false }),
];

describe('TutorialsPage', () => {
  beforeEach(() => {
    localStorage.clear();
    useAuthStore.setState({ user: null });
  });

  it('posts to all_tutorial and shows each tutorial as a card with its status, price, title, brief and link', async () => {
    const calls = mockApi({ 'POST /api/all_tutorial': ok(TUTORIALS) });
    renderAt('/tutorials', '/tutorials', <TutorialsPage />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(copy.tutorials.heading);
    const cards = await screen.findAllByRole('article');
    expect(cards).toHaveLength(2);

    const paid = within(cards[0]!);
    expect(paid.getByRole('heading', { level: 2 })).toHaveTextContent('Frontend Web Development Bootcamp');
    expect(paid.getByText(copy.tutorials.current)).toBeInTheDocument();
    expect(paid.getByText('₦85,000')).toBeInTheDocument();
    expect(paid.getByText('Twelve weeks from HTML to a deployed React app.')).toBeInTheDocument();
    expect(paid.getByRole('link', { name: /View details/ })).toHaveAttribute('href', '/tutorial-detail/1');

    const free = within(cards[1]!);
    expect(free.getByText(copy.tutorials.upcoming)).toBeInTheDocument();
    expect(free.getByText(copy.common.free)).toBeInTheDocument();
    expect(free.getByRole('link', { name: `${copy.tutorials.viewDetails} for UI/UX Design Foundations` })).toHaveAttribute(
      'href',
      '/tutorial-detail/2',
    );

    expect(calls).toEqual([{ method: 'POST', path: '/api/all_tutorial', search: '', body: {}, auth: null }]);
  });

  it('labels a finished tutorial as past, whether marked done or past its last day, never as upcoming or current', async () => {
    mockApi({
      'POST /api/all_tutorial': ok([
        tutorial({ id: 3, title: 'Digital Marketing Essentials', is_current: false, is_done: true, start_date: '2026-08-20', end_date: '2026-10-22' }),
        tutorial({ id: 4, title: 'Cloud Basics', is_current: true, is_done: false, start_date: '2025-01-10', end_date: '2025-03-01' }),
      ]),
    });
    renderAt('/tutorials', '/tutorials', <TutorialsPage />);
    const cards = await screen.findAllByRole('article');
    for (const card of cards) {
      expect(within(card).getByText(copy.tutorials.finished)).toBeInTheDocument();
      expect(within(card).queryByText(copy.tutorials.upcoming)).not.toBeInTheDocument();
      expect(within(card).queryByText(copy.tutorials.current)).not.toBeInTheDocument();
    }
  });

  it('sends the bearer token when signed in', async () => {
    useAuthStore.setState({ user: { token: 'tok-9', first_name: 'Ada', last_name: '', email: 'ada@example.ng', id: 9 } });
    const calls = mockApi({ 'POST /api/all_tutorial': ok(TUTORIALS) });
    renderAt('/tutorials', '/tutorials', <TutorialsPage />);
    await screen.findAllByRole('article');
    expect(calls.map((c) => c.auth)).toEqual(['Bearer tok-9']);
  });

  it('still shows the public list when the stored sign-in has expired: signs out quietly and loads it as a guest', async () => {
    useAuthStore.getState().signIn({ token: 'expired', first_name: 'Ada', last_name: '', email: 'ada@example.ng', id: 9 });
    const calls = mockApi({ 'POST /api/all_tutorial': [fail(401, 'Your session has expired. Please sign in again.'), ok(TUTORIALS)] });
    renderAt('/tutorials', '/tutorials', <TutorialsPage />);
    expect(await screen.findAllByRole('article')).toHaveLength(2);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(calls.map((c) => c.auth)).toEqual(['Bearer expired', null]);
    expect(useAuthStore.getState().user).toBeNull();
    expect(localStorage.getItem('userInfo')).toBeNull();
  });

  it('says so when there is no tutorial', async () => {
    mockApi({ 'POST /api/all_tutorial': ok([]) });
    renderAt('/tutorials', '/tutorials', <TutorialsPage />);
    expect(await screen.findByText(copy.tutorials.empty)).toBeInTheDocument();
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
  });

  it("shows a loading state, then the server's detail on failure, and retries", async () => {
    const retried = gate();
    const calls = mockApi({ 'POST /api/all_tutorial': [fail(400, 'Service unavailable.'), ok(TUTORIALS, { until: retried.promise })] });
    renderAt('/tutorials', '/tutorials', <TutorialsPage />);
    expect(screen.getByRole('status', { name: copy.tutorials.loading })).toBeInTheDocument();
    expect(await screen.findByRole('alert')).toHaveTextContent('Service unavailable.');
    await userEvent.setup().click(screen.getByRole('button', { name: copy.common.retry }));
    // While the retry runs: the spinner again, not the old failure.
    expect(await screen.findByRole('status', { name: copy.tutorials.loading })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    retried.open();
    expect(await screen.findAllByRole('article')).toHaveLength(2);
    expect(calls).toHaveLength(2);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('falls back to the generic message when the failure has no detail', async () => {
    mockApi({ 'POST /api/all_tutorial': raw(500) });
    renderAt('/tutorials', '/tutorials', <TutorialsPage />);
    expect(await screen.findByRole('alert')).toHaveTextContent(copy.common.genericFailure);
  });
});
