import { mockApi, ok } from '@agency/contracts/testing/msw';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { copy } from '../../copy';
import { currentLocation, renderAt, signInStaff } from '../../testing/render';
import { noticesCopy } from './copy';
import { OfficeLayout } from './office-layout';

beforeEach(signInStaff);

const render = () => renderAt('/office', '/office', <OfficeLayout />);

const unread = {
  total: 3,
  threads: [
    { request_id: 12, code: 'REQ-0012', subject: 'Bakery shop', client: 'Ngozi Eze', unread: 2, last_at: '2026-11-21T09:30:00.000Z' },
    { request_id: 13, code: 'REQ-0013', subject: 'Salon bookings', client: 'Tunde Bello', unread: 1, last_at: '2026-11-20T09:30:00.000Z' },
  ],
  notices: [],
  unread_notices: 0,
};

const withNotices = {
  total: 4,
  threads: unread.threads,
  notices: [
    { id: 7, kind: 'review' as const, request_id: 12, code: 'REQ-0012', text: 'Ngozi Eze approved Homepage v2.pdf (Design, round 2).', at: '2026-11-23T09:00:00.000Z', read: false },
    { id: 6, kind: 'assignment' as const, request_id: 14, code: 'REQ-0014', text: 'Adaeze assigned you to this request.', at: '2026-11-22T08:00:00.000Z', read: true },
  ],
  unread_notices: 1,
};

describe('the office frame’s bell', () => {
  it('says how many client messages are unread and lists their threads, each linking to its request', async () => {
    mockApi({ 'GET /api/office/threads/unread': ok(unread) });
    render();
    const bell = await screen.findByRole('button', { name: copy.bell.label(3) });
    expect(bell).toHaveAccessibleName('Notifications, 3 unread');
    expect(bell).toHaveTextContent('3');
    expect(bell).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(bell);
    expect(bell).toHaveAttribute('aria-expanded', 'true');
    const panel = screen.getByRole('region', { name: noticesCopy.title });
    const first = within(panel).getByRole('link', { name: /Ngozi Eze: Bakery shop/ });
    expect(first).toHaveTextContent(copy.bell.count(2));
    expect(first).toHaveAttribute('href', '/office/requests/12');
    expect(within(panel).getByRole('link', { name: /Tunde Bello: Salon bookings/ })).toHaveAttribute('href', '/office/requests/13');
    await userEvent.click(first);
    expect(currentLocation()).toBe('/office/requests/12');
    expect(screen.queryByRole('region', { name: noticesCopy.title })).not.toBeInTheDocument();
  });

  it('shows no number when nothing is unread, and says so when opened; Escape closes it', async () => {
    const sent = mockApi({ 'GET /api/office/threads/unread': ok({ total: 0, threads: [], notices: [], unread_notices: 0 }) });
    render();
    await waitFor(() => expect(sent).toHaveLength(1));
    const bell = await screen.findByRole('button', { name: 'Notifications' });
    expect(bell).not.toHaveTextContent(/\d/);
    await userEvent.click(bell);
    expect(screen.getByText(copy.bell.none)).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByText(copy.bell.none)).not.toBeInTheDocument();
    expect(bell).toHaveFocus();
  });

  it('lists the notices, unread ones said in words, each linking to its request; the count is the total', async () => {
    mockApi({ 'GET /api/office/threads/unread': ok(withNotices) });
    render();
    const bell = await screen.findByRole('button', { name: copy.bell.label(4) });
    await userEvent.click(bell);
    const notices = within(screen.getByRole('region', { name: noticesCopy.title })).getByRole('list', { name: noticesCopy.notices });
    const [fresh, old] = within(notices).getAllByRole('link');
    expect(fresh).toHaveTextContent(`${noticesCopy.unread} REQ-0012: Ngozi Eze approved Homepage v2.pdf (Design, round 2).`);
    expect(fresh).toHaveTextContent('Mon 23 Nov 2026, 10:00 WAT');
    expect(fresh).toHaveAttribute('href', '/office/requests/12');
    expect(old).toHaveTextContent(`${noticesCopy.read} REQ-0014`);
    expect(old).toHaveAttribute('href', '/office/requests/14');
  });

  it('marks every notice read and asks again, the count going down', async () => {
    const sent = mockApi({
      'GET /api/office/threads/unread': [ok(withNotices), ok({ ...withNotices, total: 3, unread_notices: 0, notices: withNotices.notices.map((n) => ({ ...n, read: true })) })],
      'POST /api/office/notices/read': ok({ success: 'success' }),
    });
    render();
    await userEvent.click(await screen.findByRole('button', { name: copy.bell.label(4) }));
    await userEvent.click(screen.getByRole('button', { name: noticesCopy.markAll }));
    expect(await screen.findByText(noticesCopy.marked)).toHaveAttribute('role', 'status');
    expect(sent.find((c) => c.method === 'POST')).toMatchObject({ path: '/api/office/notices/read', body: {}, auth: 'Bearer staff-token' });
    expect(await screen.findByRole('button', { name: copy.bell.label(3) })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: noticesCopy.markAll })).not.toBeInTheDocument();
  });
});
