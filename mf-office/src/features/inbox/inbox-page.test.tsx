import { useAuthStore } from '@agency/shared-auth';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { copy } from '../../copy';
import type { Booking } from '../../lib/office-api';
import { jsonResponse, renderAt, stubApi } from '../../testing/render';
import { InboxPage } from './inbox-page';

const booking: Booking = {
  id: 7,
  created_at: '2026-11-20T10:00:00.000Z',
  name: 'Ngozi Eze',
  email: 'ngozi@example.ng',
  phone: '+2348012345678',
  country: 'NG',
  service: 'wd',
  service_label: 'Web development',
  subject: 'Bakery shop',
  message: 'We bake in Enugu.',
  date: 'Friday, November 27, 2026',
  time: '10:30',
  start: '2026-11-27T10:30',
  price: '0',
  status: 'Pending',
  handled_at: null,
};

beforeEach(() => {
  useAuthStore.setState({ user: { token: 'staff-token', first_name: 'Bola', last_name: '', email: 'staff@example.ng', id: 1, role: 'staff' } });
  // jsdom has no <dialog> methods; the shared Dialog calls them.
  HTMLDialogElement.prototype.showModal ??= function (this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close ??= function (this: HTMLDialogElement) {
    this.removeAttribute('open');
  };
});
afterEach(() => jest.restoreAllMocks());

describe('InboxPage', () => {
  it('shows a booking with its calendar start, and marks it handled', async () => {
    const sent = stubApi({
      'GET /api/office/bookings': [jsonResponse([booking]), jsonResponse([])],
      'GET /api/office/messages': jsonResponse([]),
      'GET /api/office/subscribers': jsonResponse([]),
      'POST /api/office/bookings/7/handled': jsonResponse({ success: 'success' }),
    });
    renderAt('/office', '/office', <InboxPage />);
    const card = await screen.findByRole('article', { name: /Bakery shop/ });
    expect(card).toHaveTextContent('2026-11-27 10:30');
    expect(card).toHaveTextContent('ngozi@example.ng');
    await userEvent.click(within(card).getByRole('button', { name: copy.inbox.markHandled }));
    expect(await screen.findByText(copy.inbox.noBookings)).toBeInTheDocument();
    expect(sent.find((c) => c.method === 'POST')).toMatchObject({ path: '/api/office/bookings/7/handled', body: { handled: true } });
  });

  it('answers a booking by email from the site, refusing an empty reply', async () => {
    const sent = stubApi({
      'GET /api/office/bookings': jsonResponse([booking]),
      'GET /api/office/messages': jsonResponse([]),
      'GET /api/office/subscribers': jsonResponse([]),
      'POST /api/office/bookings/7/reply': jsonResponse({ success: 'success' }),
    });
    renderAt('/office', '/office', <InboxPage />);
    await userEvent.click(await screen.findByRole('button', { name: copy.inbox.reply }));
    const dialog = await screen.findByRole('dialog', { name: copy.inbox.replyTitle('ngozi@example.ng') });
    await userEvent.click(within(dialog).getByRole('button', { name: copy.inbox.send }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(copy.inbox.emptyReply);
    await userEvent.type(within(dialog).getByLabelText(copy.inbox.message), 'Can we talk on Monday?');
    await userEvent.click(within(dialog).getByRole('button', { name: copy.inbox.send }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(sent.find((c) => c.method === 'POST')).toMatchObject({ body: { subject: 'Re: Bakery shop', message: 'Can we talk on Monday?' } });
  });
});
