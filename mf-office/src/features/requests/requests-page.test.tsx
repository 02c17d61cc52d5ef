import { fail, mockApi, ok, raw } from '@agency/contracts/testing/msw';
import { apiKey, queryClient } from '@agency/shared-auth';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { copy } from '../../copy';
import { currentLocation, renderAt, signInStaff } from '../../testing/render';
import { officeProject, officeRequest, staffMember } from '../../testing/fixtures';
import { catalogueContent } from '../../testing/catalogue';
import { listCopy } from './copy';
import { RequestsPage } from './requests-page';

const pending = officeRequest();
const paid = officeRequest({ price: 'paid', status: 'Ongoing' });

const project = officeProject({ stage_list: [], revision_rounds: 2 });
const ada = staffMember({ id: 7, name: 'Ada', email: 'ada@thinkmakesolve.ng' });
const bola = staffMember({ id: 1, name: 'Bola' });

/**
 * What the page asks for beside its list: the staff (the assignee choices), this staff member's saved views, and the
 * published catalogue's services (each quote field says its service's "from" price).
 */
const NO_UNREAD = {
  'GET /api/office/staff': ok([bola, ada]),
  'GET /api/office/views': ok([]),
  'GET /api/catalogue/services': ok({ version: 2, services: catalogueContent().services }),
};

beforeEach(signInStaff);

/** The client's own portal data, cached on the page as if the portal had shown it. */
function cachePortalData() {
  queryClient.setQueryData(apiKey('requests'), { cart: [], requests: [] });
  queryClient.setQueryData(apiKey('dashboard/-1'), { project: null, projects: [] });
}
const isStale = (path: string) => queryClient.getQueryState(apiKey(path))?.isInvalidated;

const render = (route = '/office/requests') => renderAt(route, '/office/requests', <RequestsPage />);
const listCalls = (sent: { path: string; search: string }[]) => sent.filter((c) => c.path === '/api/office/requests').map((c) => c.search);

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

  it('says under the price the service’s published “from” price, as the catalogue has it', async () => {
    mockApi({ ...NO_UNREAD, 'GET /api/office/requests': ok([pending]) });
    render();
    const row = await screen.findByRole('row', { name: /Bakery shop/ });
    const price = within(row).getByLabelText(copy.requests.quoteLabel(12));
    await waitFor(() => expect(price).toHaveAccessibleDescription('Web development: from ₦350,000 in the catalogue'));
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
    const confirm = await screen.findByRole('dialog', { name: listCopy.declineTitle });
    await userEvent.click(within(confirm).getByRole('button', { name: copy.requests.decline }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Request 12 is paid: refund it before declining.');
  });

  it('asks for the chosen status only', async () => {
    const sent = mockApi({ ...NO_UNREAD, 'GET /api/office/requests': [ok([pending]), ok([])] });
    render();
    await screen.findByRole('row', { name: /Bakery shop/ });
    await userEvent.selectOptions(screen.getByLabelText(copy.requests.status), 'Quoted');
    expect(await screen.findByText(listCopy.noMatch)).toBeInTheDocument();
    expect(listCalls(sent)).toEqual(['', '?status=Quoted']);
    expect(currentLocation()).toBe('/office/requests?status=Quoted');
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
    mockApi({ ...NO_UNREAD,
      'GET /api/office/requests': ok([{ ...pending, unread: 2 }, officeRequest({ id: 13, subject: 'Salon bookings', client: 'Tunde Bello' })]),
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

  it('searches with the box: the URL and the query sent carry it, and the count is announced', async () => {
    const sent = mockApi({ ...NO_UNREAD, 'GET /api/office/requests': [ok([pending, officeRequest({ id: 13, subject: 'Salon' })]), ok([pending])] });
    render();
    expect(await screen.findByText(listCopy.count(2))).toHaveAttribute('role', 'status');
    await userEvent.type(screen.getByRole('searchbox', { name: listCopy.search }), 'REQ-0012{Enter}');
    await waitFor(() => expect(screen.getByText(listCopy.count(1))).toBeInTheDocument());
    expect(screen.getByText(listCopy.count(1))).toHaveAttribute('aria-live', 'polite');
    expect(listCalls(sent)).toEqual(['', '?q=REQ-0012']);
    expect(currentLocation()).toBe('/office/requests?q=REQ-0012');
    expect(screen.getAllByRole('row')).toHaveLength(2);
    await userEvent.clear(screen.getByRole('searchbox', { name: listCopy.search }));
    await userEvent.click(screen.getByRole('button', { name: listCopy.searchButton }));
    await waitFor(() => expect(currentLocation()).toBe('/office/requests'));
  });

  it('combines the filters in the URL and the query, and opens a linked view with its filters applied', async () => {
    const sent = mockApi({ ...NO_UNREAD, 'GET /api/office/requests': ok([pending]) });
    render('/office/requests?status=Pending&q=bakery');
    await screen.findByRole('row', { name: /Bakery shop/ });
    expect(screen.getByRole('searchbox', { name: listCopy.search })).toHaveValue('bakery');
    expect(screen.getByLabelText(copy.requests.status)).toHaveValue('Pending');
    await userEvent.selectOptions(screen.getByLabelText(listCopy.service), 'wd');
    await userEvent.selectOptions(screen.getByLabelText(listCopy.assignee), listCopy.me);
    await userEvent.click(screen.getByRole('checkbox', { name: listCopy.unreadOnly }));
    await waitFor(() => expect(listCalls(sent)).toHaveLength(4));
    expect(listCalls(sent)).toEqual([
      '?q=bakery&status=Pending',
      '?q=bakery&status=Pending&service=wd',
      '?q=bakery&status=Pending&service=wd&assignee=me',
      '?q=bakery&status=Pending&service=wd&assignee=me&unread=1',
    ]);
    expect(currentLocation()).toBe('/office/requests?status=Pending&q=bakery&service=wd&assignee=me&unread=1');
    await userEvent.selectOptions(screen.getByLabelText(listCopy.assignee), 'Ada');
    await waitFor(() => expect(currentLocation()).toContain('assignee=7'));
  });

  it('says when nothing matches and clears the filters on request', async () => {
    const sent = mockApi({ ...NO_UNREAD, 'GET /api/office/requests': [ok([]), ok([pending])] });
    render('/office/requests?status=Declined&unread=1&assignee=bogus');
    expect(await screen.findByText(listCopy.noMatch)).toBeInTheDocument();
    expect(screen.getByText(listCopy.count(0))).toHaveAttribute('aria-live', 'polite');
    await userEvent.click(screen.getByRole('button', { name: listCopy.clearFilters }));
    await screen.findByRole('row', { name: /Bakery shop/ });
    expect(listCalls(sent)).toEqual(['?status=Declined&unread=1', '']);
    expect(currentLocation()).toBe('/office/requests');
  });

  it('assigns a request at once and says it worked; unassigning says so too', async () => {
    const sent = mockApi({
      ...NO_UNREAD,
      'GET /api/office/requests': [ok([pending]), ok([{ ...pending, assignee: { id: 7, name: 'Ada' } }]), ok([pending])],
      'PUT /api/office/requests/:id/assignee': [ok({ ...pending, assignee: { id: 7, name: 'Ada' } }), ok(pending)],
    });
    render();
    const row = await screen.findByRole('row', { name: /Bakery shop/ });
    const select = within(row).getByRole('combobox', { name: listCopy.assigneeLabel('REQ-0012') });
    await userEvent.selectOptions(select, 'Ada');
    expect(await screen.findByText(listCopy.assigned('Ada'))).toBeInTheDocument();
    expect(sent.find((c) => c.method === 'PUT')).toMatchObject({ path: '/api/office/requests/12/assignee', body: { staff_id: 7 } });
    await waitFor(() => expect(within(screen.getByRole('row', { name: /Bakery shop/ })).getByRole('combobox')).toHaveValue('7'));
    await userEvent.selectOptions(within(screen.getByRole('row', { name: /Bakery shop/ })).getByRole('combobox'), listCopy.unassigned);
    expect(await screen.findByText(listCopy.unassignedOk)).toBeInTheDocument();
    expect(sent.filter((c) => c.method === 'PUT').at(-1)!.body).toEqual({ staff_id: null });
  });

  it('asks before declining, in the site’s dialog; Keep it leaves the request alone', async () => {
    const sent = mockApi({ ...NO_UNREAD, 'GET /api/office/requests': ok([pending]) });
    render();
    await userEvent.click(await screen.findByRole('button', { name: copy.requests.decline }));
    const confirm = await screen.findByRole('dialog', { name: listCopy.declineTitle });
    expect(confirm).toHaveTextContent('Decline REQ-0012 (Bakery shop)? The client is told.');
    await userEvent.click(within(confirm).getByRole('button', { name: listCopy.keepIt }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(sent.filter((c) => c.method === 'POST')).toEqual([]);
    expect(screen.getByRole('row', { name: /Bakery shop/ })).toHaveTextContent('Pending');
  });

  it('declines once confirmed and says it worked', async () => {
    const sent = mockApi({
      ...NO_UNREAD,
      'GET /api/office/requests': [ok([pending]), ok([{ ...pending, status: 'Declined' }])],
      'POST /api/office/requests/:id/decline': ok({ success: 'success' }),
    });
    render();
    await userEvent.click(await screen.findByRole('button', { name: copy.requests.decline }));
    const confirm = await screen.findByRole('dialog', { name: listCopy.declineTitle });
    await userEvent.click(within(confirm).getByRole('button', { name: copy.requests.decline }));
    expect(await screen.findByText(copy.requests.declined(12))).toBeInTheDocument();
    expect(sent.find((c) => c.method === 'POST')!.path).toBe('/api/office/requests/12/decline');
    await waitFor(() => expect(screen.getByRole('row', { name: /Bakery shop/ })).toHaveTextContent('Declined'));
  });

  it('saves the current filters as a named view, lists it as a link that applies them, and deletes it once confirmed', async () => {
    const view = { id: 4, name: 'My pending web work', query: { status: 'Pending' as const, service: 'wd', assignee: 'me' as const } };
    const sent = mockApi({
      ...NO_UNREAD,
      'GET /api/office/views': [ok([]), ok([view]), ok([])],
      'GET /api/office/requests': ok([pending]),
      'POST /api/office/views': ok(view),
      'DELETE /api/office/views/:id': ok({ success: 'success' }),
    });
    render('/office/requests?status=Pending&service=wd&assignee=me');
    expect(await screen.findByText(listCopy.noViews)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: listCopy.saveView }));
    const dialog = await screen.findByRole('dialog', { name: listCopy.saveViewTitle });
    await userEvent.type(within(dialog).getByLabelText(listCopy.viewName), 'My pending web work');
    await userEvent.click(within(dialog).getByRole('button', { name: listCopy.save }));
    expect(await screen.findByText(listCopy.viewSaved('My pending web work'))).toBeInTheDocument();
    expect(sent.find((c) => c.method === 'POST')!.body).toEqual({ name: 'My pending web work', query: { status: 'Pending', service: 'wd', assignee: 'me' } });
    const link = await screen.findByRole('link', { name: 'My pending web work' });
    expect(link).toHaveAttribute('href', '/office/requests?status=Pending&service=wd&assignee=me');
    expect(link).toHaveAttribute('aria-current', 'page');

    await userEvent.click(screen.getByRole('button', { name: listCopy.deleteViewLabel('My pending web work') }));
    const confirm = await screen.findByRole('dialog', { name: listCopy.deleteViewTitle });
    await userEvent.click(within(confirm).getByRole('button', { name: listCopy.deleteView }));
    expect(await within(confirm).findByText(listCopy.viewDeleted('My pending web work'))).toBeInTheDocument();
    expect(sent.find((c) => c.method === 'DELETE')!.path).toBe('/api/office/views/4');
    await waitFor(() => expect(screen.queryByRole('link', { name: 'My pending web work' })).not.toBeInTheDocument());
  });

  it('applies a saved view from its link', async () => {
    const view = { id: 4, name: 'Unread, nobody’s', query: { unread: '1' as const, assignee: 'none' as const } };
    const sent = mockApi({ ...NO_UNREAD, 'GET /api/office/staff': ok([bola]), 'GET /api/office/views': ok([view]), 'GET /api/office/requests': ok([pending]) });
    render();
    await userEvent.click(await screen.findByRole('link', { name: view.name }));
    await waitFor(() => expect(listCalls(sent)).toEqual(['', '?assignee=none&unread=1']));
    expect(currentLocation()).toBe('/office/requests?assignee=none&unread=1');
    expect(screen.getByRole('checkbox', { name: listCopy.unreadOnly })).toBeChecked();
  });

  it('keeps the save dialog open with the server’s refusal of a duplicate name', async () => {
    mockApi({ ...NO_UNREAD, 'GET /api/office/requests': ok([pending]), 'POST /api/office/views': fail(409, 'You have a view with that name already.') });
    render();
    await userEvent.click(await screen.findByRole('button', { name: listCopy.saveView }));
    const dialog = await screen.findByRole('dialog', { name: listCopy.saveViewTitle });
    await userEvent.type(within(dialog).getByLabelText(listCopy.viewName), 'Mine');
    await userEvent.click(within(dialog).getByRole('button', { name: listCopy.save }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('You have a view with that name already.');
    expect(within(dialog).getByLabelText(listCopy.viewName)).toHaveValue('Mine');
  });

  it('parses the answer: a list the contract refuses shows the failure, never a half-drawn table', async () => {
    mockApi({ ...NO_UNREAD, 'GET /api/office/requests': raw(200, JSON.stringify([{ ...pending, assignee: 'Ada' }]), { 'content-type': 'application/json' }) });
    render();
    expect(await screen.findByText(copy.common.loadFailed)).toBeInTheDocument();
    expect(screen.queryByRole('row', { name: /Bakery shop/ })).not.toBeInTheDocument();
  });
});
