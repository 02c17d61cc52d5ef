import { fail, mockApi, ok } from '@agency/contracts/testing/msw';
import { apiKey, queryClient } from '@agency/shared-auth';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { copy } from '../../copy';
import type { OfficeRequest } from '../../lib/office-api';
import { currentLocation, renderAt, signInStaff } from '../../testing/render';
import { officeProject } from '../../testing/fixtures';
import { RequestsPage } from './requests-page';

const pending: OfficeRequest = {
  id: 12,
  created_at: '2026-11-20T10:00:00.000Z',
  client: 'Ngozi Eze',
  email: 'ngozi@example.ng',
  service: 'wd',
  service_label: 'Web development',
  subject: 'Bakery shop',
  message: '',
  price: '0',
  status: 'Pending',
  is_done: false,
  project_id: null,
};
const paid: OfficeRequest = { ...pending, price: 'paid', status: 'Ongoing' };

const project = officeProject();

/** The unread answer the table asks for beside its list (issue 26): nothing unread. */
const NO_UNREAD = { 'GET /api/office/threads/unread': ok({ total: 0, threads: [] }) };

beforeEach(signInStaff);

/** The client's own portal data, cached on the page as if the portal had shown it. */
function cachePortalData() {
  queryClient.setQueryData(apiKey('requests'), { cart: [], requests: [] });
  queryClient.setQueryData(apiKey('dashboard/-1'), { project: null, projects: [] });
}
const isStale = (path: string) => queryClient.getQueryState(apiKey(path))?.isInvalidated;

const render = () => renderAt('/office/requests', '/office/requests', <RequestsPage />);

describe('RequestsPage', () => {
  it('quotes a price with the staff token, shows the request as Quoted and marks the client’s portal data stale', async () => {
    const sent = mockApi({ ...NO_UNREAD,
      'GET /api/office/requests': [ok([pending]), ok([{ ...pending, price: '150000', status: 'Quoted' }])],
      'POST /api/office/requests/:id/quote': ok({ success: 'success' }),
    });
    render();
    cachePortalData();
    const row = await screen.findByRole('row', { name: /Bakery shop/ });
    await userEvent.type(within(row).getByLabelText(copy.requests.quoteLabel(12)), '150000');
    await userEvent.click(within(row).getByRole('button', { name: copy.requests.quote }));
    expect(await screen.findByText(copy.requests.quoted(12))).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('row', { name: /Bakery shop/ })).toHaveTextContent(/Quoted/));
    expect(screen.getByText('₦150,000')).toBeInTheDocument();
    const quote = sent.find((c) => c.method === 'POST')!;
    expect(quote).toMatchObject({ path: '/api/office/requests/12/quote', body: { price: 150000 }, auth: 'Bearer staff-token' });
    expect(sent.filter((c) => c.path === '/api/office/requests')).toHaveLength(2);
    expect(isStale('requests')).toBe(true);
    expect(isStale('dashboard/-1')).toBe(true);
  });

  it('refuses a price that is not a whole number of naira, focusing it and sending nothing', async () => {
    const sent = mockApi({ ...NO_UNREAD, 'GET /api/office/requests': ok([pending]) });
    render();
    const row = await screen.findByRole('row', { name: /Bakery shop/ });
    const price = within(row).getByLabelText(copy.requests.quoteLabel(12));
    await userEvent.type(price, '12.5');
    await userEvent.click(within(row).getByRole('button', { name: copy.requests.quote }));
    expect(await within(row).findByRole('alert')).toHaveTextContent(copy.requests.badPrice);
    expect(price).toHaveFocus();
    expect(price).toHaveAttribute('aria-invalid', 'true');
    expect(price).toHaveAccessibleDescription(copy.requests.badPrice);
    await userEvent.clear(price);
    await userEvent.type(price, '0');
    await userEvent.click(within(row).getByRole('button', { name: copy.requests.quote }));
    expect(within(row).getByRole('alert')).toHaveTextContent(copy.requests.badPrice);
    expect(sent.filter((c) => c.method === 'POST')).toEqual([]);
  });

  it('shows the server’s refusal of a quote beside the price, keeping it', async () => {
    mockApi({ ...NO_UNREAD,
      'GET /api/office/requests': ok([pending]),
      'POST /api/office/requests/:id/quote': fail(409, 'Request 12 is paid already.'),
    });
    render();
    const row = await screen.findByRole('row', { name: /Bakery shop/ });
    await userEvent.type(within(row).getByLabelText(copy.requests.quoteLabel(12)), '150000');
    await userEvent.click(within(row).getByRole('button', { name: copy.requests.quote }));
    expect(await within(row).findByRole('alert')).toHaveTextContent('Request 12 is paid already.');
    expect(within(row).getByLabelText(copy.requests.quoteLabel(12))).toHaveValue('150000');
    expect(screen.queryByText(copy.requests.quoted(12))).not.toBeInTheDocument();
  });

  it('shows the server’s reason when a change is refused', async () => {
    mockApi({ ...NO_UNREAD,
      'GET /api/office/requests': ok([pending]),
      'POST /api/office/requests/:id/decline': fail(400, 'Request 12 is paid: refund it before declining.'),
    });
    render();
    await userEvent.click(await screen.findByRole('button', { name: copy.requests.decline }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Request 12 is paid: refund it before declining.');
  });

  it('asks for the chosen status only', async () => {
    const sent = mockApi({ ...NO_UNREAD, 'GET /api/office/requests': [ok([pending]), ok([])] });
    render();
    await screen.findByRole('row', { name: /Bakery shop/ });
    await userEvent.selectOptions(screen.getByLabelText(copy.requests.status), 'Quoted');
    expect(await screen.findByText(copy.common.none)).toBeInTheDocument();
    expect(sent.filter((c) => c.path === '/api/office/requests').map((c) => c.search)).toEqual(['', '?status=Quoted']);
  });

  it('starts the project of a paid request with its stages, then shows the project on the request', async () => {
    const sent = mockApi({ ...NO_UNREAD,
      'GET /api/office/requests': [ok([paid]), ok([{ ...paid, project_id: 3 }])],
      'POST /api/office/projects': ok(project),
    });
    render();
    cachePortalData();
    await userEvent.click(await screen.findByRole('button', { name: copy.requests.startProject }));
    const dialog = await screen.findByRole('dialog', { name: copy.projects.startTitle(12) });
    await userEvent.click(within(dialog).getByRole('button', { name: copy.projects.start }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(sent.find((c) => c.method === 'POST')!.body).toEqual({ request_id: 12, stages: ['Design', 'Build', 'Launch'], url: '' });
    expect(screen.getByRole('row', { name: /Bakery shop/ })).toHaveTextContent(copy.requests.project(3));
    expect(isStale('dashboard/-1')).toBe(true);
  });

  it('refuses a project without stages or with a link that is not http(s), focusing the first', async () => {
    const sent = mockApi({ ...NO_UNREAD, 'GET /api/office/requests': ok([paid]) });
    render();
    await userEvent.click(await screen.findByRole('button', { name: copy.requests.startProject }));
    const dialog = await screen.findByRole('dialog', { name: copy.projects.startTitle(12) });
    await userEvent.clear(within(dialog).getByLabelText(copy.projects.stages));
    await userEvent.type(within(dialog).getByLabelText(copy.projects.stages), ' , ');
    await userEvent.type(within(dialog).getByLabelText(copy.projects.url), 'ftp://files.example.ng');
    await userEvent.click(within(dialog).getByRole('button', { name: copy.projects.start }));
    expect(await within(dialog).findByText(copy.projects.noStages)).toBeInTheDocument();
    expect(within(dialog).getByText(copy.common.badUrl)).toBeInTheDocument();
    expect(within(dialog).getByLabelText(copy.projects.stages)).toHaveFocus();
    expect(sent.filter((c) => c.method === 'POST')).toEqual([]);
  });

  it('keeps the start dialog open with the server’s reason when it refuses', async () => {
    mockApi({ ...NO_UNREAD,
      'GET /api/office/requests': ok([paid]),
      'POST /api/office/projects': fail(409, 'Request 12 already has a project.'),
    });
    render();
    await userEvent.click(await screen.findByRole('button', { name: copy.requests.startProject }));
    const dialog = await screen.findByRole('dialog', { name: copy.projects.startTitle(12) });
    await userEvent.click(within(dialog).getByRole('button', { name: copy.projects.start }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Request 12 already has a project.');
    expect(within(dialog).getByLabelText(copy.projects.stages)).toHaveValue('Design, Build, Launch');
  });

  it('links each request to its own page, with the number of the client’s messages not yet read', async () => {
    mockApi({
      'GET /api/office/requests': ok([pending, { ...pending, id: 13, subject: 'Salon bookings', client: 'Tunde Bello' }]),
      'GET /api/office/threads/unread': ok({
        total: 2,
        threads: [{ request_id: 12, code: 'REQ-0012', subject: 'Bakery shop', client: 'Ngozi Eze', unread: 2, last_at: '2026-11-21T09:30:00.000Z' }],
      }),
    });
    render();
    const row = await screen.findByRole('row', { name: /Bakery shop/ });
    const open = await within(row).findByRole('link', { name: /Ngozi Eze.*Bakery shop.*2 unread/ });
    expect(open).toHaveAttribute('href', '/office/requests/12');
    expect(open).toHaveAccessibleName(copy.engagement.openLabel('REQ-0012', 'Ngozi Eze', 'Bakery shop', 2));
    expect(within(row).getByText(copy.engagement.unread(2))).toBeInTheDocument();
    const other = screen.getByRole('row', { name: /Salon bookings/ });
    expect(within(other).getByRole('link', { name: copy.engagement.openLabel('REQ-0013', 'Tunde Bello', 'Salon bookings', 0) })).toHaveAttribute('href', '/office/requests/13');
    expect(within(other).queryByText(/unread/)).not.toBeInTheDocument();
    await userEvent.click(open);
    expect(currentLocation()).toBe('/office/requests/12');
  });
});
