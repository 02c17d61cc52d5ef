import { mockApi, ok } from '@agency/contracts/testing/msw';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { copy } from '../../copy';
import { renderAt, signInStaff } from '../../testing/render';
import type { Block, OfficeConsultation } from './api';
import { CalendarPage } from './calendar-page';

const c = copy.calendar;

/** Monday 30 November 2026, 10:00 WAT (09:00 UTC): Ngozi's web development consultation, by video, no host yet. */
const monday: OfficeConsultation = {
  id: 21,
  request_id: 12,
  service: 'wd',
  service_label: 'Web development',
  date: '2026-11-30',
  time: '10:00',
  time_zone: 'Africa/Lagos',
  long_date: 'Monday, November 30, 2026',
  label: 'Monday, November 30, 2026 at 10:00 WAT',
  starts_at: '2026-11-30T09:00:00.000Z',
  ends_at: '2026-11-30T09:30:00.000Z',
  mode: 'video',
  location: 'https://meet.example.ng/tms',
  meeting_link: 'https://meet.example.ng/tms',
  status: 'booked',
  can_change: true,
  subject: 'Bakery shop',
  client: 'Ngozi Eze',
  email: 'ngozi@example.ng',
  phone: '+2348031234567',
  country: 'NG',
  whatsapp_url: 'https://wa.me/2348031234567',
  host: null,
  cancel_reason: null,
  cancelled_at: null,
  created_at: '2026-11-20T10:00:00.000Z',
};

/** Wednesday 2 December, 14:30 WAT: Tunde's SEO call, hosted by Kemi. */
const wednesday: OfficeConsultation = {
  ...monday,
  id: 22,
  request_id: 14,
  service: 'seo',
  service_label: 'SEO, SEM',
  date: '2026-12-02',
  time: '14:30',
  long_date: 'Wednesday, December 2, 2026',
  label: 'Wednesday, December 2, 2026 at 14:30 WAT',
  starts_at: '2026-12-02T13:30:00.000Z',
  ends_at: '2026-12-02T14:00:00.000Z',
  mode: 'phone',
  location: 'Phone call',
  meeting_link: null,
  client: 'Tunde Bakare',
  email: 'tunde@example.ng',
  phone: '+2348050000000',
  whatsapp_url: 'https://wa.me/2348050000000',
  host: { id: 7, name: 'Kemi Adeyemi', email: 'kemi@example.ng' },
};

/** Tuesday 1 December, 12:00–14:00 WAT: blocked for the team's workshop. */
const workshop: Block = {
  id: 5,
  date: '2026-12-01',
  start_time: '12:00',
  end_date: '2026-12-01',
  end_time: '14:00',
  starts_at: '2026-12-01T11:00:00.000Z',
  ends_at: '2026-12-01T13:00:00.000Z',
  reason: 'Team workshop',
  created_by: 'Bola',
  created_at: '2026-11-25T10:00:00.000Z',
};

const staff = [
  { id: 1, email: 'bola@example.ng', name: 'Bola', created_at: '2026-01-01T00:00:00.000Z', set_up: true },
  { id: 7, email: 'kemi@example.ng', name: 'Kemi Adeyemi', created_at: '2026-01-01T00:00:00.000Z', set_up: true },
];

const WEEK = '/office/calendar?view=week&day=2026-12-02';
const renderWeek = (route = WEEK) => renderAt(route, '/office/calendar', <CalendarPage />);
const dayCell = (name: RegExp) => within(screen.getByRole('list', { name: c.daysLabel })).getByRole('listitem', { name });

beforeEach(signInStaff);

describe('CalendarPage', () => {
  it('puts a week’s consultations and blocked times in their Lagos days, Monday to Sunday', async () => {
    const sent = mockApi({ 'GET /api/office/consultations': ok([monday, wednesday]), 'GET /api/office/blocks': ok([workshop]) });
    renderWeek();
    expect(await screen.findByRole('heading', { level: 2, name: 'Mon 30 Nov – Sun 6 Dec' })).toBeInTheDocument();
    const days = within(await screen.findByRole('list', { name: c.daysLabel })).getAllByRole('heading', { level: 3 });
    expect(days.map((d) => d.textContent)).toEqual([
      expect.stringMatching(/^Mon 30 Nov/),
      'Tue 1 Dec',
      expect.stringMatching(/^Wed 2 Dec/),
      'Thu 3 Dec',
      'Fri 4 Dec',
      'Sat 5 Dec',
      'Sun 6 Dec',
    ]);
    expect(await within(dayCell(/Mon 30 Nov/)).findByRole('button', { name: /10:00 Ngozi Eze/ })).toBeInTheDocument();
    expect(within(dayCell(/Wed 2 Dec/)).getByRole('button', { name: /14:30 Tunde Bakare/ })).toBeInTheDocument();
    expect(within(dayCell(/Tue 1 Dec/)).getByText(`${c.blocked} 12:00–14:00`)).toBeInTheDocument();
    expect(within(dayCell(/Tue 1 Dec/)).getByText('Team workshop')).toBeInTheDocument();
    expect(within(dayCell(/Thu 3 Dec/)).getByText(c.noneThatDay)).toBeInTheDocument();
    // The week asked for is Monday to Sunday, in Lagos days.
    expect(sent.find((call) => call.path === '/api/office/consultations')?.search).toBe('?from=2026-11-30&to=2026-12-06');
  });

  it('moves to the next week and to one day', async () => {
    const sent = mockApi({ 'GET /api/office/consultations': ok([]), 'GET /api/office/blocks': ok([]) });
    renderWeek();
    await userEvent.click(await screen.findByRole('button', { name: c.nextWeek }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Mon 7 Dec – Sun 13 Dec' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: c.day }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Wednesday 9 December 2026' })).toBeInTheDocument();
    await waitFor(() => expect(sent.filter((call) => call.path === '/api/office/consultations').map((call) => call.search)).toContain('?from=2026-12-09&to=2026-12-09'));
  });

  it('assigns a host through the API and says so', async () => {
    const hosted = { ...monday, host: { id: 7, name: 'Kemi Adeyemi', email: 'kemi@example.ng' } };
    const sent = mockApi({
      'GET /api/office/consultations': [ok([monday, wednesday]), ok([hosted, wednesday])],
      'GET /api/office/blocks': ok([]),
      'GET /api/office/staff': ok(staff),
      'PATCH /api/office/consultations/:id': ok(hosted),
    });
    renderWeek();
    await userEvent.click(await screen.findByRole('button', { name: /10:00 Ngozi Eze/ }));
    const card = await screen.findByRole('article', { name: /Ngozi Eze/ });
    const host = within(card).getByRole('combobox', { name: c.host });
    await waitFor(() => expect(host).toBeEnabled());
    await userEvent.selectOptions(host, 'Kemi Adeyemi');
    expect(await within(card).findByText(c.hostSet('Kemi Adeyemi'))).toBeInTheDocument();
    expect(sent.find((call) => call.method === 'PATCH')).toMatchObject({ path: '/api/office/consultations/21', body: { host_id: 7 }, auth: 'Bearer staff-token' });
    await waitFor(() => expect(within(card).getByRole('combobox', { name: c.host })).toHaveValue('7'));
  });

  it('links the client’s WhatsApp with a message naming the request and its time in WAT', async () => {
    mockApi({ 'GET /api/office/consultations': ok([monday]), 'GET /api/office/blocks': ok([]), 'GET /api/office/staff': ok(staff) });
    renderWeek();
    await userEvent.click(await screen.findByRole('button', { name: /10:00 Ngozi Eze/ }));
    const link = await screen.findByRole('link', { name: c.whatsapp('Ngozi Eze') });
    const href = new URL(link.getAttribute('href')!);
    expect(`${href.origin}${href.pathname}`).toBe('https://wa.me/2348031234567');
    expect(href.searchParams.get('text')).toBe('Hello Ngozi, this is Think-Make-Solve Digital about your consultation (request #12) on Monday, November 30, 2026 at 10:00 WAT.');
    expect(link).toHaveAttribute('target', '_blank');
  });

  it('offers no WhatsApp link for a client without a usable number', async () => {
    mockApi({ 'GET /api/office/consultations': ok([{ ...monday, phone: '12', whatsapp_url: null }]), 'GET /api/office/blocks': ok([]), 'GET /api/office/staff': ok(staff) });
    renderWeek();
    await userEvent.click(await screen.findByRole('button', { name: /10:00 Ngozi Eze/ }));
    const card = await screen.findByRole('article', { name: /Ngozi Eze/ });
    expect(within(card).queryByRole('link', { name: /WhatsApp/ })).not.toBeInTheDocument();
    expect(within(card).getByText(c.noWhatsapp)).toBeInTheDocument();
  });

  it('blocks a time with a reason, and shows it struck in its day', async () => {
    const lunch: Block = { ...workshop, id: 6, date: '2026-12-03', end_date: '2026-12-03', start_time: '13:00', end_time: '15:00', starts_at: '2026-12-03T12:00:00.000Z', ends_at: '2026-12-03T14:00:00.000Z', reason: 'Staff lunch' };
    const sent = mockApi({
      'GET /api/office/consultations': ok([]),
      'GET /api/office/blocks': [ok([]), ok([lunch])],
      'POST /api/office/blocks': ok(lunch),
    });
    renderWeek();
    await userEvent.click(await screen.findByRole('button', { name: copy.blocks.create }));
    const dialog = await screen.findByRole('dialog', { name: copy.blocks.createTitle });
    const date = within(dialog).getByLabelText(copy.blocks.date);
    await userEvent.clear(date);
    await userEvent.type(date, '2026-12-03');
    await userEvent.type(within(dialog).getByLabelText(copy.blocks.startTime), '13:00');
    await userEvent.type(within(dialog).getByLabelText(copy.blocks.endTime), '15:00');
    await userEvent.type(within(dialog).getByLabelText(copy.blocks.reason), 'Staff lunch');
    await userEvent.click(within(dialog).getByRole('button', { name: copy.blocks.save }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(sent.find((call) => call.method === 'POST')).toMatchObject({
      path: '/api/office/blocks',
      body: { date: '2026-12-03', start_time: '13:00', end_time: '15:00', reason: 'Staff lunch' },
    });
    expect(await screen.findByText(copy.blocks.created('Thu 3 Dec, 13:00–15:00'))).toBeInTheDocument();
    expect(await within(dayCell(/Thu 3 Dec/)).findByText(`${c.blocked} 13:00–15:00`)).toBeInTheDocument();
  });

  it('asks for a reason before blocking, and sends nothing', async () => {
    const sent = mockApi({ 'GET /api/office/consultations': ok([]), 'GET /api/office/blocks': ok([]) });
    renderWeek();
    await userEvent.click(await screen.findByRole('button', { name: copy.blocks.create }));
    const dialog = await screen.findByRole('dialog', { name: copy.blocks.createTitle });
    await userEvent.click(within(dialog).getByRole('button', { name: copy.blocks.save }));
    expect(await within(dialog).findByText(copy.blocks.needReason)).toBeInTheDocument();
    expect(sent.filter((call) => call.method === 'POST')).toEqual([]);
  });

  it('unblocks a time once confirmed in the site’s dialog', async () => {
    const sent = mockApi({
      'GET /api/office/consultations': ok([]),
      'GET /api/office/blocks': [ok([workshop]), ok([])],
      'DELETE /api/office/blocks/:id': ok({ success: 'success' }),
    });
    renderWeek();
    const range = 'Tue 1 Dec, 12:00–14:00';
    await userEvent.click(await screen.findByRole('button', { name: copy.blocks.removeLabel(range) }));
    const confirm = await screen.findByRole('dialog', { name: copy.blocks.confirmTitle });
    expect(confirm).toHaveTextContent(copy.blocks.confirmBody(range));
    await userEvent.click(within(confirm).getByRole('button', { name: copy.blocks.confirmAction }));
    expect(await within(confirm).findByText(copy.blocks.removed)).toBeInTheDocument();
    expect(sent.find((call) => call.method === 'DELETE')?.path).toBe('/api/office/blocks/5');
  });

  it('cancels a consultation once confirmed, and says it worked', async () => {
    const cancelled = { ...monday, status: 'cancelled' as const, can_change: false, cancelled_at: '2026-11-26T10:00:00.000Z' };
    const sent = mockApi({
      'GET /api/office/consultations': [ok([monday]), ok([cancelled])],
      'GET /api/office/blocks': ok([]),
      'GET /api/office/staff': ok(staff),
      'POST /api/office/consultations/:id/cancel': ok(cancelled),
    });
    renderWeek();
    await userEvent.click(await screen.findByRole('button', { name: /10:00 Ngozi Eze/ }));
    const card = await screen.findByRole('article', { name: /Ngozi Eze/ });
    await userEvent.click(within(card).getByRole('button', { name: c.cancel }));
    const confirm = await screen.findByRole('dialog', { name: c.confirmTitle });
    expect(sent.filter((call) => call.method === 'POST')).toEqual([]);
    await userEvent.click(within(confirm).getByRole('button', { name: c.confirmAction }));
    expect(await within(confirm).findByText(c.cancelled)).toBeInTheDocument();
    expect(sent.find((call) => call.method === 'POST')?.path).toBe('/api/office/consultations/21/cancel');
    await waitFor(() => expect(within(card).getByText(c.status.cancelled)).toBeInTheDocument());
  });
});
