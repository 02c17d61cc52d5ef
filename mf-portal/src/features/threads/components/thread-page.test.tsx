import type { threads } from '@agency/contracts';
import { fail, gate, ok } from '@agency/contracts/testing/msw';
import { EMPTY_MESSAGE, MESSAGE_MAX } from '@agency/contracts/threads';
import { invalidateApi, useAuthStore } from '@agency/shared-auth';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { copy } from '../../../copy';
import RequestThread from '../../../exposes/request-thread';
import { threadQuery } from '../api/get-thread';
import { mockPortalApi as mockApi, NO_UNREAD, pageCalls } from '../../../testing/api';
import { currentLocation, DEMO_USER, renderAt } from '../../../testing/render';

const text = copy.thread;
const renderPage = (id = '42') => renderAt(`/made-requests/${id}/messages`, '/made-requests/:id/messages', <RequestThread />);

const message = (id: number, from: 'client' | 'staff', body: string, sent_at: string, author = from === 'staff' ? 'Ada' : 'Adaeze Okafor'): threads.ThreadMessage => ({
  id,
  from,
  author,
  body,
  sent_at,
  files: [],
});

const thread = (messages: threads.ThreadMessage[] = [], files: threads.Thread['files'] = []): threads.Thread => ({
  request_id: 42,
  code: 'REQ-0042',
  subject: 'Bakery website',
  service_label: 'Website development',
  client: 'Adaeze Okafor',
  status: 'Quoted',
  messages,
  files,
  whatsapp_url: 'https://wa.me/2348000000000?text=REQ-0042',
});

const CONVERSATION = [
  message(1, 'client', 'Can the site take orders for birthday cakes?', '2026-11-27T08:30:00.000Z'),
  message(2, 'staff', 'Yes: we will add an order form with a delivery date.', '2026-11-27T13:05:00.000Z'),
];

beforeEach(() => {
  localStorage.clear();
  useAuthStore.setState({ user: DEMO_USER });
});

describe('A request’s thread', () => {
  it('sends a guest to sign in and back to the thread', async () => {
    useAuthStore.setState({ user: null });
    renderPage();
    await waitFor(() => expect(currentLocation()).toBe('/login?redirect=/made-requests/42/messages'));
  });

  it('shows the request’s code, subject, service and status, then the messages oldest first with who wrote them and when (WAT)', async () => {
    const sent = mockApi({ 'GET /api/requests/:id/thread': ok(thread(CONVERSATION)) });
    renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'REQ-0042: Bakery website' })).toBeInTheDocument();
    expect(screen.getByText('Website development')).toBeInTheDocument();
    expect(screen.getByText('Quoted')).toBeInTheDocument();
    const items = within(screen.getByRole('list', { name: text.listLabel })).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent('You');
    expect(items[0]).toHaveTextContent('27 Nov 2026, 09:30 WAT');
    expect(items[0]).toHaveTextContent('Can the site take orders for birthday cakes?');
    expect(items[1]).toHaveTextContent('Ada from the agency');
    expect(items[1]).toHaveTextContent('27 Nov 2026, 14:05 WAT');
    const whatsapp = screen.getByRole('link', { name: /Chat on WhatsApp.*opens WhatsApp/ });
    expect(whatsapp).toHaveAttribute('href', 'https://wa.me/2348000000000?text=REQ-0042');
    expect(whatsapp).toHaveAttribute('target', '_blank');
    expect(whatsapp.getAttribute('rel')).toContain('noopener');
    expect(screen.getAllByRole('link', { name: text.back })[0]).toHaveAttribute('href', '/made-requests');
    expect(screen.getByRole('textbox', { name: text.reply })).toBeInTheDocument();
    expect(pageCalls(sent)[0]).toMatchObject({ method: 'GET', path: '/api/requests/42/thread', auth: 'Bearer tok-1' });
  });

  it('sends a message: the body is the trimmed text, the button is busy meanwhile, then the message shows and the field clears', async () => {
    const held = gate();
    const mine = message(3, 'client', 'Please add a pickup option too.', '2026-11-28T09:00:00.000Z');
    const sent = mockApi({ 'GET /api/requests/:id/thread': ok(thread(CONVERSATION)), 'POST /api/requests/:id/thread': ok(mine, { until: held.promise }) });
    renderPage();
    const field = await screen.findByRole('textbox', { name: text.reply });
    await userEvent.type(field, '  Please add a pickup option too.  ');
    await userEvent.click(screen.getByRole('button', { name: text.send }));
    const busy = await screen.findByRole('button', { name: text.sending });
    expect(busy).toBeDisabled();
    held.open();
    const list = screen.getByRole('list', { name: text.listLabel });
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(3));
    expect(within(list).getAllByRole('listitem')[2]).toHaveTextContent('Please add a pickup option too.');
    await waitFor(() => expect(field).toHaveValue(''));
    expect(sent.filter((c) => c.method === 'POST')).toEqual([expect.objectContaining({ path: '/api/requests/42/thread', body: { body: 'Please add a pickup option too.', files: [] } })]);
  });

  it('refuses a blank message with the contract’s text and sends nothing', async () => {
    const sent = mockApi({ 'GET /api/requests/:id/thread': ok(thread()) });
    renderPage();
    const field = await screen.findByRole('textbox', { name: text.reply });
    expect(screen.getByText(text.none)).toBeInTheDocument();
    await userEvent.type(field, '   ');
    await userEvent.click(screen.getByRole('button', { name: text.send }));
    expect(await screen.findByText(EMPTY_MESSAGE)).toBeInTheDocument();
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveAccessibleDescription(expect.stringContaining(EMPTY_MESSAGE));
    expect(sent.filter((c) => c.method === 'POST')).toEqual([]);
  });

  it('counts down near the limit and refuses a message too long without sending it', async () => {
    const sent = mockApi({ 'GET /api/requests/:id/thread': ok(thread()) });
    renderPage();
    const field = await screen.findByRole('textbox', { name: text.reply });
    field.focus();
    await userEvent.paste('a'.repeat(MESSAGE_MAX + 1));
    expect(screen.getByText(text.charactersLeft(-1))).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: text.send }));
    expect(await screen.findByText(text.tooLong(MESSAGE_MAX))).toBeInTheDocument();
    expect(sent.filter((c) => c.method === 'POST')).toEqual([]);
  });

  it('shows the API’s reason when a message is refused, and keeps what was typed', async () => {
    mockApi({ 'GET /api/requests/:id/thread': ok(thread(CONVERSATION)), 'POST /api/requests/:id/thread': fail(429, 'Too many messages. Try again in a minute.') });
    renderPage();
    const field = await screen.findByRole('textbox', { name: text.reply });
    await userEvent.type(field, 'Are you there?');
    await userEvent.click(screen.getByRole('button', { name: text.send }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many messages. Try again in a minute.');
    expect(field).toHaveValue('Are you there?');
    expect(within(screen.getByRole('list', { name: text.listLabel })).getAllByRole('listitem')).toHaveLength(2);
  });

  it('says a request that is not the client’s (404) was not found, with the way back', async () => {
    mockApi({ 'GET /api/requests/:id/thread': fail(404, 'Not found') });
    renderPage('99');
    expect(await screen.findByText(text.notFound)).toBeInTheDocument();
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(screen.getAllByRole('link', { name: text.back }).at(-1)).toHaveAttribute('href', '/made-requests');
  });

  it('shows a load failure with a retry', async () => {
    mockApi({ 'GET /api/requests/:id/thread': [fail(500, 'Internal error'), ok(thread(CONVERSATION))] });
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: copy.common.retry }));
    expect(await screen.findByRole('heading', { level: 1, name: 'REQ-0042: Bakery website' })).toBeInTheDocument();
  });

  it('shows the unread total on the frame’s bell, listing the threads with unread messages', async () => {
    mockApi({
      'GET /api/requests/:id/thread': ok(thread(CONVERSATION)),
      'GET /api/threads/unread': ok({ ...NO_UNREAD, total: 3, threads: [{ request_id: 7, code: 'REQ-0007', subject: 'Logo design', client: 'Adaeze Okafor', unread: 3, last_at: '2026-11-28T08:00:00.000Z' }] }),
    });
    renderPage();
    const bell = await screen.findByRole('button', { name: copy.layout.bell(3) });
    expect(bell).toHaveAttribute('aria-expanded', 'false');
    // Closed means not drawn: the panel's own layout must not override its [hidden] (it showed on every page).
    const panel = document.getElementById(bell.getAttribute('aria-controls') ?? '')!;
    expect(getComputedStyle(panel).display).toBe('none');
    await userEvent.click(bell);
    expect(bell).toHaveAttribute('aria-expanded', 'true');
    expect(getComputedStyle(panel).display).not.toBe('none');
    expect(screen.getByRole('link', { name: 'REQ-0007: Logo design (3 unread)' })).toHaveAttribute('href', '/made-requests/7/messages');
  });

  it('asks again for new messages and announces the agency’s, politely', async () => {
    const reply = message(3, 'staff', 'The order form is ready to review.', '2026-11-28T10:00:00.000Z');
    mockApi({ 'GET /api/requests/:id/thread': [ok(thread(CONVERSATION)), ok(thread([...CONVERSATION, reply]))] });
    renderPage();
    const list = await screen.findByRole('list', { name: text.listLabel });
    expect(threadQuery(42).refetchInterval).toBe(20_000);
    await act(() => invalidateApi('requests/42/thread'));
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(3));
    const live = screen.getByText(text.newMessage('Ada from the agency'));
    expect(live).toHaveAttribute('aria-live', 'polite');
  });
});
