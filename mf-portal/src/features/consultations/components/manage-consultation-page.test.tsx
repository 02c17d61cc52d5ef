import { availability, availabilityQuery, managedConsultation, slot } from '@agency/contracts/testing/consultations';
import { fail, mockApi, ok, raw, type SentCall } from '@agency/contracts/testing/msw';
import { useSiteDialogs } from '@agency/shared-auth';
import { SLOT_PICKER_COPY as picker } from '@agency/shared-auth/slot-picker';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { copy } from '../../../copy';
import ManageConsultation from '../../../exposes/manage-consultation';
import { currentLocation, renderAt } from '../../../testing/render';

const text = copy.manageConsultation;
/** Monday 23 November 2026, 08:00 in Lagos. */
const NOW = new Date('2026-11-23T07:00:00Z');
const TOKEN = 'mtok_0123456789abcdefghijklmnop';
const NEW_TOKEN = 'mtok_newnewnewnewnewnewnewnew01';
const BOOKED = managedConsultation(slot('2026-11-27', '10:00'), { manage_token: TOKEN });

const availabilityAnswer = (call: SentCall) => ok(availability({ now: new Date(), ...availabilityQuery(call.search) }));
const api = (routes: Parameters<typeof mockApi>[0]) => mockApi({ 'GET /api/availability': availabilityAnswer, ...routes });
const writes = (calls: SentCall[]) => calls.filter((call) => call.method === 'POST');
const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 50)));
const open = (token = TOKEN) => renderAt(`/consultation/${token}`, '/consultation/:token', <ManageConsultation />);

jest.setTimeout(30_000);
const user = userEvent.setup({ delay: null });

let zone = 'Africa/Lagos';
beforeEach(() => {
  zone = 'Africa/Lagos';
  useSiteDialogs.setState({ current: null });
  const real = Intl.DateTimeFormat.prototype.resolvedOptions;
  jest.spyOn(Intl.DateTimeFormat.prototype, 'resolvedOptions').mockImplementation(function (this: Intl.DateTimeFormat) {
    return { ...real.call(this), timeZone: zone };
  });
  jest.useFakeTimers({ now: NOW, doNotFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'setImmediate', 'clearImmediate', 'nextTick', 'queueMicrotask', 'requestAnimationFrame', 'cancelAnimationFrame', 'performance', 'hrtime'] });
});
afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
});

describe('Manage a consultation (/consultation/{token})', () => {
  it('shows the booking (WAT and the visitor’s own time) and changes nothing on arrival (mail scanners open links)', async () => {
    zone = 'Europe/London';
    const calls = api({ 'GET /api/consultation_link/:token': ok(BOOKED) });
    open();
    expect(await screen.findByText('Friday, November 27, 2026 at 10:00 WAT')).toBeInTheDocument();
    expect(screen.getByText(text.yourTime('GMT'))).toBeInTheDocument();
    expect(screen.getByText('Friday 27 November, 09:00')).toBeInTheDocument();
    expect(screen.getByText('Video call')).toBeInTheDocument();
    const calendar = screen.getByRole('region', { name: text.calendarHeading });
    expect(within(calendar).getByRole('link', { name: text.ics })).toHaveAttribute('href', `http://localhost/api/consultation_link/${TOKEN}/ics`);
    expect(within(calendar).getByRole('link', { name: new RegExp(text.google) }).getAttribute('href')).toContain('dates=20261127T090000Z%2F20261127T093000Z');
    await settle();
    expect(writes(calls)).toEqual([]);
    expect(calls.map((c) => c.path)).toEqual([`/api/consultation_link/${TOKEN}`]);
  });

  it('reschedules with the shared slot picker: the new time is sent on the press, and the page moves to the new token', async () => {
    const moved = managedConsultation(slot('2026-11-30', '14:30'), { manage_token: NEW_TOKEN });
    const calls = api({ 'GET /api/consultation_link/:token': ok(BOOKED), 'POST /api/consultation_link/:token/reschedule': ok(moved) });
    open();
    await user.click(await screen.findByRole('button', { name: text.reschedule }));
    expect(screen.getByRole('heading', { name: text.rescheduleHeading })).toBeInTheDocument();
    await screen.findByRole('radio', { name: /^Tuesday 24 November/ });
    await user.click(screen.getByRole('button', { name: picker.laterWeek }));
    await user.click(await screen.findByRole('radio', { name: /^Monday 30 November/ }));
    await user.click(screen.getByRole('radio', { name: /^14:30 WAT/ }));
    await user.click(screen.getByRole('button', { name: text.confirmMove('Monday 30 November, 14:30 WAT') }));
    expect(await screen.findByText(text.moved('Monday, November 30, 2026 at 14:30 WAT'))).toBeInTheDocument();
    expect(writes(calls)).toEqual([expect.objectContaining({ path: `/api/consultation_link/${TOKEN}/reschedule`, body: { date: '2026-11-30', time: '14:30' } })]);
    await waitFor(() => expect(currentLocation()).toBe(`/consultation/${NEW_TOKEN}`));
    expect(screen.getByText('Monday, November 30, 2026 at 14:30 WAT')).toBeInTheDocument();
  });

  it('a taken slot (409) says so and offers the nearest free ones', async () => {
    const nearest = [slot('2026-11-27', '10:30'), slot('2026-11-27', '11:00')];
    const refused = raw(409, JSON.stringify({ detail: 'That time is taken. Choose another time.', nearest }), { 'content-type': 'application/json' });
    api({ 'GET /api/consultation_link/:token': ok(BOOKED), 'POST /api/consultation_link/:token/reschedule': refused });
    open();
    await user.click(await screen.findByRole('button', { name: text.reschedule }));
    await user.click(await screen.findByRole('radio', { name: /^Thursday 26 November/ }));
    await user.click(screen.getByRole('radio', { name: /^09:00 WAT/ }));
    await user.click(screen.getByRole('button', { name: /^Move to/ }));
    expect(await screen.findByRole('alert')).toHaveTextContent('That time is taken. Choose another time.');
    const offer = screen.getByRole('group', { name: picker.nearestHeading });
    expect(within(offer).getAllByRole('radio').map((r) => r.getAttribute('value'))).toEqual(['2026-11-27 10:30', '2026-11-27 11:00']);
  });

  it('cancels only after asking, then shows it cancelled', async () => {
    const cancelled = { ...BOOKED, status: 'cancelled' as const, can_change: false };
    const calls = api({ 'GET /api/consultation_link/:token': ok(BOOKED), 'POST /api/consultation_link/:token/cancel': ok(cancelled) });
    open();
    await user.click(await screen.findByRole('button', { name: text.cancel }));
    const ask = screen.getByRole('dialog', { name: text.confirmTitle });
    expect(writes(calls)).toEqual([]);
    await user.click(within(ask).getByRole('button', { name: 'Cancel' }));
    expect(writes(calls)).toEqual([]);
    await user.click(screen.getByRole('button', { name: text.cancel }));
    await user.click(within(screen.getByRole('dialog', { name: text.confirmTitle })).getByRole('button', { name: text.confirmAction }));
    expect(await within(screen.getByRole('dialog')).findByText(text.cancelledTitle)).toBeInTheDocument();
    await user.click(within(screen.getByRole('dialog')).getAllByRole('button', { name: 'Close' }).at(-1)!);
    expect(screen.getByText(text.cancelledTitle)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: text.reschedule })).not.toBeInTheDocument();
    expect(writes(calls)).toEqual([expect.objectContaining({ path: `/api/consultation_link/${TOKEN}/cancel`, body: {} })]);
    await user.click(screen.getByRole('button', { name: text.bookAgain }));
    expect(useSiteDialogs.getState().current).toMatchObject({ kind: 'booking', purpose: 'consultation' });
  });

  it('a cancelled one opened again shows it cancelled, with nothing to change', async () => {
    api({ 'GET /api/consultation_link/:token': ok({ ...BOOKED, status: 'cancelled', can_change: false }) });
    open();
    expect(await screen.findByText(text.cancelledTitle)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: text.reschedule })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: text.cancel })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: text.calendarHeading })).not.toBeInTheDocument();
  });

  it('one that has started or passed can no longer be changed here', async () => {
    api({ 'GET /api/consultation_link/:token': ok({ ...BOOKED, can_change: false }) });
    open();
    expect(await screen.findByText(text.pastNote)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: text.reschedule })).not.toBeInTheDocument();
  });

  it.each([
    ['an old or unknown link, in the API’s words', fail(404, 'This link is no longer valid: use the link in your newest email.'), 'This link is no longer valid: use the link in your newest email.'],
    ['a refusal without a detail, in the spec’s words', raw(410), text.tokenFailure],
  ])('%s', async (_what, answer, shown) => {
    api({ 'GET /api/consultation_link/:token': answer });
    open();
    expect(await screen.findByRole('alert')).toHaveTextContent(shown);
    expect(screen.getByText(text.tokenNote)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: text.bookAgain })).toBeInTheDocument();
  });
});
