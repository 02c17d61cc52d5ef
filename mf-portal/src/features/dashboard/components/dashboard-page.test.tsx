import type { consultations } from '@agency/contracts';
import { gate, mockApi as answerApi, ok, raw } from '@agency/contracts/testing/msw';
import { invalidateApi, useAuthStore } from '@agency/shared-auth';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { copy } from '../../../copy';
import Dashboard from '../../../exposes/dashboard';
import { NO_UNREAD } from '../../../testing/api';
import { currentLocation, DEMO_USER, renderAt } from '../../../testing/render';
import type { Project } from '../api/get-dashboard';

/** The page also reads the client's consultations (issue 27): none unless a test says otherwise. */
const NO_CONSULTATIONS: consultations.MyConsultations = { upcoming: [], past: [] };
/** The calls about projects (the consultations' read is the section's own, tested with it). */
const projectCalls = (sent: ReturnType<typeof answerApi>) => sent.filter((c) => c.path !== '/api/consultations' && c.path !== '/api/threads/unread');
const mockApi = (routes: Parameters<typeof answerApi>[0]) => answerApi({ 'GET /api/consultations': ok(NO_CONSULTATIONS), 'GET /api/threads/unread': ok(NO_UNREAD), ...routes });

const ongoing: Project = {
  id: 1,
  levels: 60,
  url: 'https://staging.korabakes.ng',
  current_stage: 'Development',
  list_stages: 'Discovery,Design,Development,Testing,Launch',
  is_done: false,
  request: { service: 'wd', subject: 'E-commerce website for our bakery, with delivery slots' },
  started_at: '2026-10-01T09:00:00.000Z',
  stage_dates: { Discovery: '2026-10-01T09:00:00.000Z', Design: '2026-10-14T09:00:00.000Z', Development: '2026-11-03T09:00:00.000Z' },
  completed_at: null,
};
const done: Project = {
  ...ongoing,
  id: 2,
  levels: 100,
  is_done: true,
  current_stage: 'Launch',
  request: { service: 'gd', subject: 'Brand refresh' },
  completed_at: '2026-11-20T09:00:00.000Z',
};

const renderPage = () => renderAt('/dashboard', '/dashboard', <Dashboard />);

afterEach(() => jest.useRealTimers());

beforeEach(() => {
  localStorage.clear();
  useAuthStore.setState({ user: DEMO_USER });
});

describe('Dashboard', () => {
  it('redirects a guest to /login', async () => {
    useAuthStore.setState({ user: null });
    renderPage();
    await waitFor(() => expect(currentLocation()).toBe('/login'));
  });

  it('shows every project by its full name with a status, and the default one in detail', async () => {
    const sent = mockApi({ 'GET /api/dashboard/-1': ok({ project: ongoing, projects: [done, ongoing] }) });
    renderPage();
    expect(await screen.findByRole('progressbar')).toHaveAttribute('aria-valuenow', '60');
    const list = screen.getByRole('list', { name: copy.dashboard.projectList });
    const cards = within(list).getAllByRole('button');
    expect(cards.map((b) => b.textContent)).toEqual([
      expect.stringContaining('Brand refresh'),
      expect.stringContaining('E-commerce website for our bakery, with delivery slots'),
    ]);
    expect(within(cards[0]!).getByText(copy.dashboard.statusDone)).toBeInTheDocument();
    expect(within(cards[1]!).getByText(copy.dashboard.statusOngoing)).toBeInTheDocument();
    expect(cards[1]).toHaveAttribute('aria-current', 'true');
    expect(cards[0]).not.toHaveAttribute('aria-current');
    const detail = screen.getByRole('region', { name: 'E-commerce website for our bakery, with delivery slots' });
    expect(within(detail).getByText('Started 1 Oct 2026')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: copy.dashboard.packagesLink })).toHaveAttribute('href', '/packages');
    expect(projectCalls(sent)[0]).toMatchObject({ path: '/api/dashboard/-1', auth: 'Bearer tok-1' });
  });

  it('lays the stages out as a stepper: done ones dated, the current one marked, and the next milestone named', async () => {
    mockApi({ 'GET /api/dashboard/-1': ok({ project: ongoing, projects: [ongoing] }) });
    renderPage();
    const stepper = await screen.findByRole('list', { name: copy.dashboard.stages });
    const steps = within(stepper).getAllByRole('listitem');
    // The marker's step number is decorative (aria-hidden); the rest is what each step says.
    expect(steps.map((li) => li.textContent?.replace(/^\d+/, ''))).toEqual([
      'Discovery' + 'Done' + '1 Oct 2026',
      'Design' + 'Done' + '14 Oct 2026',
      'Development' + 'In progress' + '3 Nov 2026',
      'Testing' + 'Upcoming',
      'Launch' + 'Upcoming',
    ]);
    expect(steps.filter((li) => li.getAttribute('aria-current') === 'step')).toEqual([steps[2]]);
    expect(within(steps[1]!).getByText('14 Oct 2026')).toHaveAttribute('datetime', '2026-10-14T09:00:00.000Z');
    expect(screen.getByTestId('current-stage')).toHaveTextContent('Development');
    expect(screen.getByTestId('milestone')).toHaveTextContent(`${copy.dashboard.nextMilestone}Testing`);
  });

  it('says the last stage has no next milestone, and leaves dates out where the agency has none', async () => {
    const last: Project = { ...ongoing, current_stage: 'Launch', stage_dates: {}, started_at: undefined };
    // An API from before stage dates sends none at all (outside today's contract, so sent raw).
    mockApi({ 'GET /api/dashboard/-1': raw(200, JSON.stringify({ project: last, projects: [last] }), { 'content-type': 'application/json' }) });
    renderPage();
    const stepper = await screen.findByRole('list', { name: copy.dashboard.stages });
    expect(stepper.querySelectorAll('time')).toHaveLength(0);
    expect(screen.getByTestId('milestone')).toHaveTextContent(copy.dashboard.lastStage);
  });

  it('shows 1% when there is no project', async () => {
    mockApi({ 'GET /api/dashboard/-1': ok({ project: null, projects: [] }) });
    renderPage();
    expect(await screen.findByRole('progressbar')).toHaveAttribute('aria-valuenow', '1');
    expect(screen.getByText(copy.dashboard.noProject)).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: copy.dashboard.projectList })).toBeNull();
    expect(screen.queryByRole('button', { name: copy.dashboard.moreActions })).toBeNull();
  });

  it("copies the project URL and shows 'Text Copied!' for 4 seconds", async () => {
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    // After setup: user-event installs its own clipboard stub.
    const writeText = jest.spyOn(navigator.clipboard, 'writeText');
    mockApi({ 'GET /api/dashboard/-1': ok({ project: ongoing, projects: [ongoing] }) });
    renderPage();
    await user.click(await screen.findByRole('button', { name: copy.dashboard.copyLabel }));
    expect(writeText).toHaveBeenCalledWith('https://staging.korabakes.ng');
    expect(await screen.findByText('Text Copied!')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(3900));
    expect(screen.getByText('Text Copied!')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(200));
    expect(screen.queryByText('Text Copied!')).toBeNull();
  });

  it('keeps Delete project in the More actions menu, unavailable until the project is done, and says why', async () => {
    const sent = mockApi({ 'GET /api/dashboard/-1': ok({ project: ongoing, projects: [done, ongoing] }) });
    renderPage();
    await screen.findByRole('progressbar');
    expect(screen.queryByRole('button', { name: copy.dashboard.deleteProject })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: copy.dashboard.moreActions }));
    const item = within(screen.getByRole('menu')).getByRole('menuitem', { name: copy.dashboard.deleteProject });
    expect(item).toHaveAttribute('aria-disabled', 'true');
    expect(item).toHaveAccessibleDescription(copy.dashboard.deleteDisabledHint);
    await userEvent.click(item);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(sent.some((c) => c.path.startsWith('/api/del_project'))).toBe(false);
  });

  it('selects a finished project, deletes it from the menu after confirmation, then reloads the list', async () => {
    const sent = mockApi({
      'GET /api/dashboard/-1': ok({ project: ongoing, projects: [done, ongoing] }),
      'GET /api/dashboard/2': ok({ project: done, projects: [done, ongoing] }),
      'GET /api/del_project/2': ok({ success: 'success' }),
    });
    renderPage();
    await screen.findByRole('progressbar');
    await userEvent.click(within(screen.getByRole('list', { name: copy.dashboard.projectList })).getByRole('button', { name: /Brand refresh/ }));
    await waitFor(() => expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100'));
    await userEvent.click(screen.getByRole('button', { name: copy.dashboard.moreActions }));
    const item = screen.getByRole('menuitem', { name: copy.dashboard.deleteProject });
    expect(item).not.toHaveAttribute('aria-disabled');
    await userEvent.click(item);
    const dialog = screen.getByRole('dialog', { name: copy.dashboard.confirmTitle });
    expect(dialog).toHaveTextContent(copy.dashboard.confirmBody);
    // The guide's order: Cancel first, the red action last.
    expect(within(dialog).getAllByRole('button').map((b) => b.textContent)).toEqual(['×', 'Cancel', copy.dashboard.confirmAction]);
    await userEvent.click(within(dialog).getByRole('button', { name: copy.dashboard.confirmAction }));
    expect(await screen.findByText('Success!')).toBeInTheDocument();
    await waitFor(() => expect(projectCalls(sent).map((c) => c.path)).toEqual(['/api/dashboard/-1', '/api/dashboard/2', '/api/del_project/2', '/api/dashboard/-1']));
  });

  it("shows 'An error occured' when deletion fails", async () => {
    mockApi({ 'GET /api/dashboard/-1': ok({ project: done, projects: [done] }), 'GET /api/del_project/2': raw(500) });
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: copy.dashboard.moreActions }));
    await userEvent.click(screen.getByRole('menuitem', { name: copy.dashboard.deleteProject }));
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: copy.dashboard.confirmAction }));
    expect(await screen.findByRole('alert')).toHaveTextContent('An error occured');
  });
  it('offers a retry when the projects cannot load, showing the spinner again while it tries', async () => {
    const again = gate();
    mockApi({ 'GET /api/dashboard/-1': [raw(500), ok({ project: ongoing, projects: [ongoing] }, { until: again.promise })] });
    renderPage();
    expect(await screen.findByRole('alert')).toHaveTextContent(copy.dashboard.loadFailed);
    await userEvent.click(screen.getByRole('button', { name: copy.common.retry }));
    expect(await screen.findByRole('status', { name: copy.common.loading })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
    again.open();
    expect(await screen.findByRole('progressbar')).toHaveAttribute('aria-valuenow', '60');
  });

  it('keeps the last answer on screen, and the focus on the chosen card, while another project loads', async () => {
    const answer = gate();
    mockApi({
      'GET /api/dashboard/-1': ok({ project: ongoing, projects: [done, ongoing] }),
      'GET /api/dashboard/2': ok({ project: done, projects: [done, ongoing] }, { until: answer.promise }),
    });
    renderPage();
    await screen.findByRole('progressbar');
    const card = within(screen.getByRole('list', { name: copy.dashboard.projectList })).getByRole('button', { name: /Brand refresh/ });
    await userEvent.click(card);
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '60');
    expect(card).toHaveFocus();
    expect(screen.queryByRole('status', { name: copy.common.loading })).toBeNull();
    answer.open();
    await waitFor(() => expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100'));
    expect(card).toHaveFocus();
  });

  it("reloads when any remote marks the dashboard's answers stale", async () => {
    const sent = mockApi({ 'GET /api/dashboard/-1': [ok({ project: ongoing, projects: [ongoing] }), ok({ project: { ...ongoing, levels: 80 }, projects: [ongoing] })] });
    renderPage();
    expect(await screen.findByRole('progressbar')).toHaveAttribute('aria-valuenow', '60');
    await act(() => invalidateApi('dashboard'));
    await waitFor(() => expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '80'));
    expect(projectCalls(sent).map((c) => c.path)).toEqual(['/api/dashboard/-1', '/api/dashboard/-1']);
  });

  it('lists the threads with unread messages in a Messages panel, or says there are none (issue 26)', async () => {
    mockApi({
      'GET /api/dashboard/-1': ok({ project: null, projects: [] }),
      'GET /api/threads/unread': [
        ok({ ...NO_UNREAD, total: 2, threads: [{ request_id: 4, code: 'REQ-0004', subject: 'Instagram content', client: 'Adaeze Okafor', unread: 2, last_at: '2026-11-28T08:00:00.000Z' }] }),
        ok(NO_UNREAD),
      ],
    });
    renderPage();
    const panel = await screen.findByRole('region', { name: copy.messagesPanel.title });
    expect(await within(panel).findByRole('link', { name: 'REQ-0004: Instagram content (2 unread)' })).toHaveAttribute('href', '/made-requests/4/messages');
    await act(() => invalidateApi('threads/unread'));
    expect(await within(panel).findByText(copy.messagesPanel.none)).toBeInTheDocument();
    expect(screen.getByRole('region', { name: copy.dashboard.packagesTitle })).toBeInTheDocument();
  });

  it('marks the stages that need the client’s approval, in words (issue 26)', async () => {
    const withApprovals: Project = { ...ongoing, approval_stages: ['Design', 'Testing'], revision_rounds: 3 };
    mockApi({ 'GET /api/dashboard/-1': ok({ project: withApprovals, projects: [withApprovals] }) });
    renderPage();
    const steps = within(await screen.findByRole('list', { name: copy.dashboard.stages })).getAllByRole('listitem');
    expect(steps.map((li) => li.textContent?.replace(/^\d+/, ''))).toEqual([
      'Discovery' + 'Done' + '1 Oct 2026',
      'Design' + 'Done' + '14 Oct 2026' + copy.dashboard.neededApproval,
      'Development' + 'In progress' + '3 Nov 2026',
      'Testing' + 'Upcoming' + copy.dashboard.needsApproval,
      'Launch' + 'Upcoming',
    ]);
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '60');
  });

  it('shows the activity of the project’s request newest first, dated in Lagos time, linking to its messages (issue 26)', async () => {
    const engaged: Project = { ...ongoing, request_id: 42 };
    const sent = mockApi({
      'GET /api/dashboard/-1': ok({ project: engaged, projects: [engaged] }),
      'GET /api/requests/:id/activity': ok({
        request_id: 42,
        code: 'REQ-0042',
        items: [
          { at: '2026-10-01T09:00:00.000Z', kind: 'project', text: 'Work started', by: 'Ada' },
          { at: '2026-11-27T13:05:00.000Z', kind: 'deliverable', text: 'Homepage v2.pdf sent for your review (Design, round 2)', by: 'Ada' },
          { at: '2026-11-28T08:30:00.000Z', kind: 'review', text: 'You approved Homepage v2.pdf (round 2)', by: 'Adaeze Okafor' },
        ],
      }),
    });
    renderPage();
    const region = await screen.findByRole('region', { name: copy.dashboard.activityTitle });
    const items = within(await within(region).findByRole('list', { name: copy.dashboard.activityList })).getAllByRole('listitem');
    expect(items.map((li) => li.textContent)).toEqual([
      'You approved Homepage v2.pdf (round 2)By Adaeze Okafor · 28 Nov 2026, 09:30 WAT',
      'Homepage v2.pdf sent for your review (Design, round 2)By Ada · 27 Nov 2026, 14:05 WAT',
      'Work startedBy Ada · 1 Oct 2026, 10:00 WAT',
    ]);
    expect(within(items[0]!).getByText('28 Nov 2026, 09:30 WAT')).toHaveAttribute('datetime', '2026-11-28T08:30:00.000Z');
    expect(within(region).getByRole('link', { name: copy.dashboard.activityThread('REQ-0042') })).toHaveAttribute('href', '/made-requests/42/messages');
    expect(projectCalls(sent).map((c) => c.path)).toEqual(['/api/dashboard/-1', '/api/requests/42/activity']);
  });

  it('shows the latest events first and the rest on request, and says when nothing has happened yet', async () => {
    const engaged: Project = { ...ongoing, request_id: 42 };
    const many = Array.from({ length: 10 }, (_, i) => ({ at: `2026-11-${String(i + 10)}T09:00:00.000Z`, kind: 'message' as const, text: `Event ${i + 1}`, by: null }));
    mockApi({
      'GET /api/dashboard/-1': ok({ project: engaged, projects: [engaged] }),
      'GET /api/requests/:id/activity': [ok({ request_id: 42, code: 'REQ-0042', items: many }), ok({ request_id: 42, code: 'REQ-0042', items: [] })],
    });
    renderPage();
    const region = await screen.findByRole('region', { name: copy.dashboard.activityTitle });
    const list = await within(region).findByRole('list', { name: copy.dashboard.activityList });
    expect(within(list).getAllByRole('listitem')).toHaveLength(8);
    expect(within(list).getAllByRole('listitem')[0]).toHaveTextContent('Event 10');
    await userEvent.click(within(region).getByRole('button', { name: copy.dashboard.activityShowAll(10) }));
    expect(within(list).getAllByRole('listitem')).toHaveLength(10);
    expect(within(list).getAllByRole('listitem')[9]).toHaveTextContent('Event 1');
    await act(() => invalidateApi('requests/42'));
    expect(await within(region).findByText(copy.dashboard.activityNone)).toBeInTheDocument();
  });
});
