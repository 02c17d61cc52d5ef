import { fail, mockApi, ok } from '@agency/contracts/testing/msw';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { copy } from '../../copy';
import type { Booking } from '../../lib/office-api';
import { renderAt, signInStaff } from '../../testing/render';
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

const quietInbox = { 'GET /api/office/messages': ok([]), 'GET /api/office/subscribers': ok([]) };

beforeEach(signInStaff);

async function openReply() {
  renderAt('/office', '/office', <InboxPage />);
  await userEvent.click(await screen.findByRole('button', { name: copy.inbox.reply }));
  return screen.findByRole('dialog', { name: copy.inbox.replyTitle('ngozi@example.ng') });
}

describe('InboxPage', () => {
  it('shows a booking with its calendar start, and marks it handled', async () => {
    const sent = mockApi({
      ...quietInbox,
      'GET /api/office/bookings': [ok([booking]), ok([])],
      'POST /api/office/bookings/:id/handled': ok({ success: 'success' }),
    });
    renderAt('/office', '/office', <InboxPage />);
    const card = await screen.findByRole('article', { name: /Bakery shop/ });
    expect(card).toHaveTextContent('2026-11-27 10:30');
    expect(card).toHaveTextContent('ngozi@example.ng');
    await userEvent.click(within(card).getByRole('button', { name: copy.inbox.markHandled }));
    expect(await screen.findByText(copy.inbox.noBookings)).toBeInTheDocument();
    expect(screen.getByText(copy.common.saved)).toBeInTheDocument();
    expect(sent.find((c) => c.method === 'POST')).toMatchObject({ path: '/api/office/bookings/7/handled', body: { handled: true }, auth: 'Bearer staff-token' });
    expect(sent.filter((c) => c.path === '/api/office/bookings').map((c) => c.search)).toEqual(['?show=new', '?show=new']);
  });

  it('answers a booking by email from the site, refusing an empty reply', async () => {
    const sent = mockApi({
      ...quietInbox,
      'GET /api/office/bookings': ok([booking]),
      'POST /api/office/bookings/:id/reply': ok({ success: 'success' }),
    });
    const dialog = await openReply();
    await userEvent.click(within(dialog).getByRole('button', { name: copy.inbox.send }));
    expect(await within(dialog).findByText(copy.inbox.emptyReply)).toBeInTheDocument();
    expect(within(dialog).getByLabelText(copy.inbox.message)).toHaveFocus();
    expect(within(dialog).getByLabelText(copy.inbox.message)).toHaveAttribute('aria-invalid', 'true');
    expect(sent.filter((c) => c.method === 'POST')).toEqual([]);
    await userEvent.type(within(dialog).getByLabelText(copy.inbox.message), 'Can we talk on Monday?');
    expect(within(dialog).queryByText(copy.inbox.emptyReply)).not.toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: copy.inbox.send }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(sent.find((c) => c.method === 'POST')).toMatchObject({ path: '/api/office/bookings/7/reply', body: { subject: 'Re: Bakery shop', message: 'Can we talk on Monday?' } });
    // The list is asked again once the reply is sent.
    expect(sent.filter((c) => c.path === '/api/office/bookings')).toHaveLength(2);
  });

  it('focuses the subject first when both fields are empty', async () => {
    mockApi({ ...quietInbox, 'GET /api/office/bookings': ok([booking]) });
    const dialog = await openReply();
    await userEvent.clear(within(dialog).getByLabelText(copy.inbox.subject));
    await userEvent.click(within(dialog).getByRole('button', { name: copy.inbox.send }));
    expect(await within(dialog).findAllByText(copy.inbox.emptyReply)).toHaveLength(2);
    expect(within(dialog).getByLabelText(copy.inbox.subject)).toHaveFocus();
  });

  it('keeps the dialog open with the server’s reason when the mail cannot be sent', async () => {
    mockApi({
      ...quietInbox,
      'GET /api/office/bookings': ok([booking]),
      'POST /api/office/bookings/:id/reply': fail(503, 'The mail server is not answering. Try again in a minute.'),
    });
    const dialog = await openReply();
    await userEvent.type(within(dialog).getByLabelText(copy.inbox.message), 'Can we talk on Monday?');
    await userEvent.click(within(dialog).getByRole('button', { name: copy.inbox.send }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('The mail server is not answering. Try again in a minute.');
    expect(within(dialog).getByLabelText(copy.inbox.message)).toHaveValue('Can we talk on Monday?');
    expect(within(dialog).getByRole('button', { name: copy.inbox.send })).toBeEnabled();
  });
});
