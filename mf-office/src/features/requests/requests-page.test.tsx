import { useAuthStore } from '@agency/shared-auth';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { copy } from '../../copy';
import type { OfficeRequest } from '../../lib/office-api';
import { jsonResponse, renderAt, stubApi } from '../../testing/render';
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

beforeEach(() => {
  useAuthStore.setState({ user: { token: 'staff-token', first_name: 'Bola', last_name: '', email: 'staff@example.ng', id: 1, role: 'staff' } });
});
afterEach(() => jest.restoreAllMocks());

describe('RequestsPage', () => {
  it('quotes a price with the staff token and shows the request as Quoted', async () => {
    const sent = stubApi({
      'GET /api/office/requests': [jsonResponse([pending]), jsonResponse([{ ...pending, price: '150000', status: 'Quoted' }])],
      'POST /api/office/requests/12/quote': jsonResponse({ success: 'success' }),
    });
    renderAt('/office/requests', '/office/requests', <RequestsPage />);
    const row = await screen.findByRole('row', { name: /Bakery shop/ });
    await userEvent.type(within(row).getByLabelText(copy.requests.quoteLabel(12)), '150000');
    await userEvent.click(within(row).getByRole('button', { name: copy.requests.quote }));
    expect(await screen.findByText(copy.requests.quoted(12))).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('row', { name: /Bakery shop/ })).toHaveTextContent(/Quoted/));
    expect(screen.getByText('₦150,000')).toBeInTheDocument();
    const quote = sent.find((c) => c.method === 'POST')!;
    expect(quote).toMatchObject({ path: '/api/office/requests/12/quote', body: { price: 150000 }, auth: 'Bearer staff-token' });
  });

  it('refuses a price that is not a whole number of naira, sending nothing', async () => {
    const sent = stubApi({ 'GET /api/office/requests': jsonResponse([pending]) });
    renderAt('/office/requests', '/office/requests', <RequestsPage />);
    const row = await screen.findByRole('row', { name: /Bakery shop/ });
    await userEvent.type(within(row).getByLabelText(copy.requests.quoteLabel(12)), '12.5');
    await userEvent.click(within(row).getByRole('button', { name: copy.requests.quote }));
    expect(await screen.findByRole('alert')).toHaveTextContent(copy.requests.badPrice);
    expect(sent.filter((c) => c.method === 'POST')).toEqual([]);
  });

  it('shows the server’s reason when a change is refused', async () => {
    stubApi({
      'GET /api/office/requests': jsonResponse([pending]),
      'POST /api/office/requests/12/decline': jsonResponse({ detail: 'Request 12 is paid: refund it before declining.' }, 400),
    });
    renderAt('/office/requests', '/office/requests', <RequestsPage />);
    await userEvent.click(await screen.findByRole('button', { name: copy.requests.decline }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Request 12 is paid: refund it before declining.');
  });

  it('offers to start the project of a paid request, with its stages', async () => {
    const sent = stubApi({
      'GET /api/office/requests': jsonResponse([{ ...pending, price: 'paid', status: 'Ongoing' }]),
      'POST /api/office/projects': jsonResponse({}),
    });
    renderAt('/office/requests', '/office/requests', <RequestsPage />);
    await userEvent.click(await screen.findByRole('button', { name: copy.requests.startProject }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: copy.projects.start }));
    await waitFor(() => expect(sent.some((c) => c.method === 'POST')).toBe(true));
    expect(sent.find((c) => c.method === 'POST')!.body).toEqual({ request_id: 12, stages: ['Design', 'Build', 'Launch'], url: '' });
  });
});
