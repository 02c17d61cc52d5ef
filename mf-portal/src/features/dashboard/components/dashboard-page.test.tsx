import { useAuthStore } from '@agency/shared-auth';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { copy } from '../../../copy';
import Dashboard from '../../../exposes/dashboard';
import { DEMO_USER, stubApi } from '../../../testing/api-stub';
import { currentLocation, jsonResponse, renderAt } from '../../../testing/render';
import type { Project } from '../api/get-dashboard';

const ongoing: Project = {
  id: 1,
  levels: 60,
  url: 'https://staging.korabakes.ng',
  current_stage: 'Development',
  list_stages: 'Discovery,Design,Development,Testing,Launch',
  is_done: false,
  request: { service: 'wd', subject: 'Bakery website' },
};
const done: Project = { ...ongoing, id: 2, levels: 100, is_done: true, current_stage: 'Launch', request: { service: 'gd', subject: 'Brand refresh' } };

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

  it('shows the bars, the default project, its progress, stages and the packages link', async () => {
    const sent = stubApi({ 'GET /api/dashboard/-1': jsonResponse({ project: ongoing, projects: [done, ongoing] }) });
    renderPage();
    expect(await screen.findByRole('progressbar')).toHaveAttribute('aria-valuenow', '60');
    expect(screen.getByText('Hello, Adaeze')).toBeInTheDocument();
    const side = screen.getByRole('navigation', { name: copy.dashboard.sideNav });
    expect(within(side).getAllByRole('link').map((a) => a.getAttribute('href'))).toEqual(['/', '/dashboard', '/profile', '/made-requests', '/packages', '/settings']);
    expect(within(side).getByRole('button', { name: 'Logout' })).toBeInTheDocument();
    const top = screen.getByRole('navigation', { name: copy.dashboard.topNav });
    expect(within(top).getByRole('link', { name: 'My Requests' })).toHaveAttribute('href', '/made-requests');
    expect(within(top).getByRole('button', { name: 'Contact Us' })).toBeInTheDocument();
    expect(screen.getByText('Development').closest('li')).toHaveAttribute('aria-current', 'step');
    expect(screen.getByRole('button', { name: copy.dashboard.deleteProject })).toBeDisabled();
    expect(screen.getByRole('link', { name: copy.dashboard.packagesLink })).toHaveAttribute('href', '/packages');
    expect(sent[0]).toMatchObject({ path: '/api/dashboard/-1', auth: 'Bearer tok-1' });
  });

  it('shows every stage of a finished project as done, the last one included, and none as current', async () => {
    stubApi({ 'GET /api/dashboard/-1': jsonResponse({ project: done, projects: [done, ongoing] }) });
    renderPage();
    expect(await screen.findByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');
    const stages = screen.getByRole('heading', { name: copy.dashboard.stages }).nextElementSibling as HTMLElement;
    const items = within(stages).getAllByRole('listitem');
    expect(items.map((li) => li.textContent)).toEqual(['Discovery (done)', 'Design (done)', 'Development (done)', 'Testing (done)', 'Launch (done)']);
    expect(items.filter((li) => li.hasAttribute('aria-current'))).toEqual([]);
  });

  it('shows 1% when there is no project', async () => {
    stubApi({ 'GET /api/dashboard/-1': jsonResponse({ project: null, projects: [] }) });
    renderPage();
    expect(await screen.findByRole('progressbar')).toHaveAttribute('aria-valuenow', '1');
    expect(screen.getByText(copy.dashboard.noProject)).toBeInTheDocument();
  });

  it("copies the project URL and shows 'Text Copied!' for 4 seconds", async () => {
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    // After setup: user-event installs its own clipboard stub.
    const writeText = jest.spyOn(navigator.clipboard, 'writeText');
    stubApi({ 'GET /api/dashboard/-1': jsonResponse({ project: ongoing, projects: [ongoing] }) });
    renderPage();
    await user.click(await screen.findByRole('button', { name: copy.dashboard.copyLabel }));
    expect(writeText).toHaveBeenCalledWith('https://staging.korabakes.ng');
    expect(await screen.findByText('Text Copied!')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(3900));
    expect(screen.getByText('Text Copied!')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(200));
    expect(screen.queryByText('Text Copied!')).toBeNull();
  });

  it('selects a project, deletes it once done after confirmation, then reloads', async () => {
    const sent = stubApi({
      'GET /api/dashboard/-1': jsonResponse({ project: ongoing, projects: [done, ongoing] }),
      'GET /api/dashboard/2': jsonResponse({ project: done, projects: [done, ongoing] }),
      'GET /api/del_project/2': jsonResponse({ success: 'success' }),
    });
    renderPage();
    await userEvent.selectOptions(await screen.findByLabelText(copy.dashboard.projectSelect), '2');
    await waitFor(() => expect(screen.getByRole('button', { name: copy.dashboard.deleteProject })).toBeEnabled());
    await userEvent.click(screen.getByRole('button', { name: copy.dashboard.deleteProject }));
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: copy.dashboard.delete }));
    expect(await screen.findByText('Success!')).toBeInTheDocument();
    await waitFor(() => expect(sent.map((c) => c.path)).toEqual(['/api/dashboard/-1', '/api/dashboard/2', '/api/del_project/2', '/api/dashboard/-1']));
  });

  it("shows 'An error occured' when deletion fails", async () => {
    stubApi({ 'GET /api/dashboard/-1': jsonResponse({ project: done, projects: [done] }), 'GET /api/del_project/2': new Response('', { status: 500 }) });
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: copy.dashboard.deleteProject }));
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: copy.dashboard.delete }));
    expect(await screen.findByRole('alert')).toHaveTextContent('An error occured');
  });
});
