import type { consultations } from '@agency/contracts';
import { gate, mockApi as answerApi, ok, raw } from '@agency/contracts/testing/msw';
import { apiKey, invalidateApi, queryClient, useAuthStore } from '@agency/shared-auth';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { copy } from '../../../copy';
import Requests from '../../../exposes/requests';
import { NO_UNREAD, pageCalls } from '../../../testing/api';
import { currentLocation, DEMO_USER, renderAt } from '../../../testing/render';
import type { ServiceRequest } from '../../../types/service-request';

/** The page also reads the client's consultations (issue 27): none unless a test says otherwise. */
const NO_CONSULTATIONS: consultations.MyConsultations = { upcoming: [], past: [] };
const mockApi = (routes: Parameters<typeof answerApi>[0]) => answerApi({ 'GET /api/consultations': ok(NO_CONSULTATIONS), 'GET /api/threads/unread': ok(NO_UNREAD), ...routes });

const req = (id: number, price: string, reference: string, subject: string, extra: Partial<ServiceRequest> = {}): ServiceRequest => ({
  id,
  date: '2026-11-21T12:27:00.000Z',
  price,
  reference,
  is_done: false,
  request: { service: 'seo', subject },
  ...extra,
});

const LIST = [
  req(3, '150000', 'Quoted', 'SEO audit'),
  req(4, '240000', 'Quoted', 'Instagram content', { request: { service: 'smm', subject: 'Instagram content' } }),
  req(1, 'paid', 'Ongoing', 'Bakery website', { request: { service: 'wd', subject: 'Bakery website' } }),
  req(2, 'paid', 'Completed', 'Brand refresh', { is_done: true }),
  req(5, '0', 'Pending', 'Launch video'),
];

const renderPage = () => renderAt('/made-requests', '/made-requests', <Requests />);

beforeEach(() => {
  localStorage.clear();
  useAuthStore.setState({ user: DEMO_USER });
});

describe('Requests', () => {
  it('redirects a guest to /login?redirect=/made-requests', async () => {
    useAuthStore.setState({ user: null });
    renderPage();
    await waitFor(() => expect(currentLocation()).toBe('/login?redirect=/made-requests'));
  });

  it('lists each request with service, subject, date and status; the cart toggle only where there is a price to pay', async () => {
    const sent = mockApi({ 'GET /api/requests': ok(LIST) });
    renderPage();
    const list = await screen.findByRole('list', { name: copy.requests.listLabel });
    const rows = within(list).getAllByRole('listitem');
    expect(rows).toHaveLength(5);
    expect(rows[0]).toHaveTextContent('SEO, SEM');
    expect(rows[0]).toHaveTextContent('SEO audit');
    expect(rows[0]).toHaveTextContent('21 Nov 2026');
    expect(rows[0]).toHaveTextContent('Quoted');
    expect(screen.getAllByRole('button', { name: /cart:/ })).toHaveLength(2);
    expect(within(rows[0]!).getByRole('button', { name: '₦150,000 cart: SEO audit' })).toHaveAttribute('aria-pressed', 'false');
    // Delete shows when done or not Ongoing: not on the ongoing bakery website.
    expect(within(rows[2]!).queryByRole('button', { name: /Delete/ })).toBeNull();
    expect(within(rows[3]!).getByRole('button', { name: 'Delete request: Brand refresh' })).toBeInTheDocument();
    expect(pageCalls(sent)[0]).toMatchObject({ method: 'GET', path: '/api/requests', auth: 'Bearer tok-1' });
  });

  it('shows a booked request’s consultation date and time in WAT, and the client’s own when it differs, instead of the day it was made', async () => {
    jest.spyOn(Intl.DateTimeFormat.prototype, 'resolvedOptions').mockReturnValue({ ...new Intl.DateTimeFormat().resolvedOptions(), timeZone: 'Europe/London' });
    const booked: consultations.Consultation = {
      id: 9,
      request_id: 5,
      service: 'seo',
      service_label: 'SEO, SEM',
      date: '2026-12-04',
      time: '10:00',
      time_zone: 'Africa/Lagos',
      long_date: 'Friday, December 4, 2026',
      label: 'Friday, December 4, 2026 at 10:00 WAT',
      starts_at: '2026-12-04T09:00:00.000Z',
      ends_at: '2026-12-04T09:30:00.000Z',
      mode: 'video',
      location: 'https://meet.example.ng/tms',
      meeting_link: 'https://meet.example.ng/tms',
      status: 'booked',
      can_change: true,
    };
    mockApi({ 'GET /api/requests': ok(LIST), 'GET /api/consultations': ok({ upcoming: [booked], past: [] }) });
    renderPage();
    const list = await screen.findByRole('list', { name: copy.requests.listLabel });
    const row = await within(list).findByText(/Consultation: Friday, December 4, 2026 at 10:00 WAT/);
    expect(row.closest('li')).toHaveTextContent('Launch video');
    expect(row.closest('li')).toHaveTextContent('Your time: Friday 4 December, 09:00 (GMT)');
    expect(row.closest('li')).not.toHaveTextContent('21 Nov 2026');
    expect(within(list).getAllByRole('listitem')[0]).toHaveTextContent('21 Nov 2026');
  });

  it('toggles requests into the cart (newest first, kept under Cart + user id) with the discounted total', async () => {
    mockApi({ 'GET /api/requests': ok(LIST) });
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: '₦150,000 cart: SEO audit' }));
    const panel = screen.getByRole('region', { name: copy.cart.checkoutTitle });
    expect(within(panel).getByTestId('cart-total')).toHaveTextContent('₦150,000');
    expect(within(panel).queryByText('Discount applied')).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: '₦240,000 cart: Instagram content' }));
    expect(within(panel).getByTestId('cart-total')).toHaveTextContent('₦370,500');
    expect(within(panel).getByText('Discount applied')).toBeInTheDocument();
    expect(JSON.parse(localStorage.getItem(`Cart${DEMO_USER.id}`)!).map((r: ServiceRequest) => r.id)).toEqual([4, 3]);
    expect(within(panel).getByRole('link', { name: 'Proceed to payment' })).toHaveAttribute('href', '/order-summary');

    await userEvent.click(within(panel).getByRole('button', { name: 'Remove Instagram content' }));
    expect(screen.getByRole('button', { name: '₦240,000 cart: Instagram content' })).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(screen.getByRole('button', { name: '₦150,000 cart: SEO audit' }));
    expect(JSON.parse(localStorage.getItem(`Cart${DEMO_USER.id}`)!)).toEqual([]);
  });

  it('drops cart items the server no longer asks payment for', async () => {
    localStorage.setItem(`Cart${DEMO_USER.id}`, JSON.stringify([req(3, '150000', 'Quoted', 'SEO audit'), req(9, '1000', 'Quoted', 'Gone')]));
    mockApi({ 'GET /api/requests': ok([req(3, 'paid', 'Ongoing', 'SEO audit')]) });
    renderPage();
    await screen.findByRole('list', { name: copy.requests.listLabel });
    await waitFor(() => expect(JSON.parse(localStorage.getItem(`Cart${DEMO_USER.id}`)!)).toEqual([]));
  });

  it('deletes after confirmation, shows Success! and reloads the list', async () => {
    const sent = mockApi({
      'GET /api/requests': [ok(LIST), ok(LIST.filter((r) => r.id !== 2))],
      'DELETE /api/requests/2': ok({ success: 'success' }),
    });
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Delete request: Brand refresh' }));
    const dialog = screen.getByRole('dialog', { name: copy.requests.confirmTitle });
    expect(dialog).toHaveTextContent('Are sure you want to delete this request?');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await within(dialog).findByText('Success!')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Brand refresh')).toBeNull());
    expect(pageCalls(sent).filter((c) => c.path !== '/api/consultations').map((c) => `${c.method} ${c.path}`)).toEqual(['GET /api/requests', 'DELETE /api/requests/2', 'GET /api/requests']);
  });

  it("shows 'An error occured' when deleting fails without a detail", async () => {
    mockApi({ 'GET /api/requests': ok(LIST), 'DELETE /api/requests/2': raw(500) });
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Delete request: Brand refresh' }));
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('An error occured');
  });

  it("shows 'No request available' with a link to the dashboard when there are none", async () => {
    mockApi({ 'GET /api/requests': ok([]) });
    renderPage();
    expect(await screen.findByText('No request available')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: copy.requests.toDashboard })).toHaveAttribute('href', '/dashboard');
  });

  it('offers a retry when the list cannot load', async () => {
    mockApi({ 'GET /api/requests': [raw(400), ok(LIST)] });
    renderPage();
    expect(await screen.findByRole('alert')).toHaveTextContent(copy.requests.loadFailed);
    await userEvent.click(screen.getByRole('button', { name: copy.common.retry }));
    expect(await screen.findByRole('list', { name: copy.requests.listLabel })).toBeInTheDocument();
  });
  it('shows a spinner in the dialog while deleting, and marks the dashboard stale for every remote', async () => {
    const answer = gate();
    queryClient.setQueryData(apiKey('dashboard/-1'), { project: null, projects: [] });
    mockApi({ 'GET /api/requests': [ok(LIST), ok(LIST.filter((r) => r.id !== 2))], 'DELETE /api/requests/2': ok({ success: 'success' }, { until: answer.promise }) });
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Delete request: Brand refresh' }));
    const dialog = screen.getByRole('dialog', { name: copy.requests.confirmTitle });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(within(dialog).getByRole('status', { name: copy.requests.busy })).toBeInTheDocument();
    expect(queryClient.getQueryState(apiKey('dashboard/-1'))?.isInvalidated).toBe(false);
    answer.open();
    expect(await within(dialog).findByText('Success!')).toBeInTheDocument();
    expect(queryClient.getQueryState(apiKey('dashboard/-1'))?.isInvalidated).toBe(true);
    await userEvent.click(within(dialog).getAllByRole('button', { name: copy.common.close }).at(-1)!);
    await userEvent.click(screen.getByRole('button', { name: 'Delete request: Launch video' }));
    expect(within(screen.getByRole('dialog')).getByText(copy.requests.confirmBody)).toBeInTheDocument();
  });

  it('reloads when any remote marks the requests stale, and the cart follows the new answer', async () => {
    mockApi({ 'GET /api/requests': [ok(LIST), ok(LIST.map((r) => (r.id === 3 ? { ...r, price: 'paid', reference: 'Ongoing' } : r)))] });
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: '₦150,000 cart: SEO audit' }));
    expect(JSON.parse(localStorage.getItem(`Cart${DEMO_USER.id}`)!).map((r: ServiceRequest) => r.id)).toEqual([3]);
    await act(() => invalidateApi('requests'));
    await waitFor(() => expect(screen.queryByRole('button', { name: '₦150,000 cart: SEO audit' })).toBeNull());
    expect(JSON.parse(localStorage.getItem(`Cart${DEMO_USER.id}`)!)).toEqual([]);
  });

  it('links each request to its messages, with the unread count from the agency in the link’s name (issue 26)', async () => {
    mockApi({
      'GET /api/requests': ok(LIST),
      'GET /api/threads/unread': ok({ ...NO_UNREAD, total: 2, threads: [{ request_id: 4, code: 'REQ-0004', subject: 'Instagram content', client: 'Adaeze Okafor', unread: 2, last_at: '2026-11-28T08:00:00.000Z' }] }),
    });
    renderPage();
    const list = await screen.findByRole('list', { name: copy.requests.listLabel });
    const rows = within(list).getAllByRole('listitem');
    expect(await within(rows[1]!).findByRole('link', { name: 'Messages, 2 unread: Instagram content' })).toHaveAttribute('href', '/made-requests/4/messages');
    expect(within(rows[1]!).getByText('2')).toHaveAttribute('aria-hidden', 'true');
    expect(within(rows[0]!).getByRole('link', { name: 'Messages: SEO audit' })).toHaveAttribute('href', '/made-requests/3/messages');
    expect(within(list).getAllByRole('link', { name: /^Messages/ })).toHaveLength(5);
    // The spec's row texts stay as they were.
    expect(rows[1]).toHaveTextContent('Instagram content');
    expect(rows[1]).toHaveTextContent('Quoted');
  });
});
