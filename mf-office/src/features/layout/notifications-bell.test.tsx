import { mockApi, ok } from '@agency/contracts/testing/msw';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { copy } from '../../copy';
import { currentLocation, renderAt, signInStaff } from '../../testing/render';
import { OfficeLayout } from './office-layout';

beforeEach(signInStaff);

const render = () => renderAt('/office', '/office', <OfficeLayout />);

const unread = {
  total: 3,
  threads: [
    { request_id: 12, code: 'REQ-0012', subject: 'Bakery shop', client: 'Ngozi Eze', unread: 2, last_at: '2026-11-21T09:30:00.000Z' },
    { request_id: 13, code: 'REQ-0013', subject: 'Salon bookings', client: 'Tunde Bello', unread: 1, last_at: '2026-11-20T09:30:00.000Z' },
  ],
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
    const panel = screen.getByRole('region', { name: copy.bell.title });
    const first = within(panel).getByRole('link', { name: /Ngozi Eze: Bakery shop/ });
    expect(first).toHaveTextContent(copy.bell.count(2));
    expect(first).toHaveAttribute('href', '/office/requests/12');
    expect(within(panel).getByRole('link', { name: /Tunde Bello: Salon bookings/ })).toHaveAttribute('href', '/office/requests/13');
    await userEvent.click(first);
    expect(currentLocation()).toBe('/office/requests/12');
    expect(screen.queryByRole('region', { name: copy.bell.title })).not.toBeInTheDocument();
  });

  it('shows no number when nothing is unread, and says so when opened; Escape closes it', async () => {
    const sent = mockApi({ 'GET /api/office/threads/unread': ok({ total: 0, threads: [] }) });
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
});
