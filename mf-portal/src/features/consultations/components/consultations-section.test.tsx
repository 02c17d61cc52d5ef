import type { consultations } from '@agency/contracts';
import { fail, mockApi, ok } from '@agency/contracts/testing/msw';
import { useAuthStore } from '@agency/shared-auth';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { copy } from '../../../copy';
import { DEMO_USER, renderAt } from '../../../testing/render';
import { ConsultationsSection } from './consultations-section';

const t = copy.consultations;

/** Friday 4 December 2026, 10:00 WAT (09:00 UTC), by video with its link. */
const upcoming: consultations.Consultation = {
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

/** Monday 2 November 2026, 14:00 WAT, at the office: already held. */
const held: consultations.Consultation = {
  ...upcoming,
  id: 4,
  request_id: 2,
  service: 'wd',
  service_label: 'Web development',
  date: '2026-11-02',
  time: '14:00',
  long_date: 'Monday, November 2, 2026',
  label: 'Monday, November 2, 2026 at 14:00 WAT',
  starts_at: '2026-11-02T13:00:00.000Z',
  ends_at: '2026-11-02T13:30:00.000Z',
  mode: 'office',
  location: '12 Admiralty Way, Lekki Phase 1, Lagos',
  meeting_link: null,
  can_change: false,
};

const inZone = (timeZone: string) =>
  jest.spyOn(Intl.DateTimeFormat.prototype, 'resolvedOptions').mockReturnValue({ ...new Intl.DateTimeFormat().resolvedOptions(), timeZone });

const renderSection = () => renderAt('/dashboard', '/dashboard', <ConsultationsSection />);

beforeEach(() => useAuthStore.setState({ user: DEMO_USER }));

describe('ConsultationsSection', () => {
  it('lists upcoming consultations with their WAT time, mode and link, and folds the past ones away', async () => {
    inZone('Africa/Lagos');
    const sent = mockApi({ 'GET /api/consultations': ok({ upcoming: [upcoming], past: [held] }) });
    renderSection();
    const next = await screen.findByRole('list', { name: t.upcomingLabel });
    const item = within(next).getByRole('listitem', { name: /SEO, SEM/ });
    expect(within(item).getByText(upcoming.label)).toHaveAttribute('dateTime', '2026-12-04T09:00:00.000Z');
    expect(item).toHaveTextContent(t.modes.video);
    expect(within(item).getByRole('link', { name: /Join the meeting/ })).toHaveAttribute('href', 'https://meet.example.ng/tms');
    expect(item).toHaveTextContent(t.status.booked);
    // A visitor in Lagos sees WAT alone.
    expect(item).not.toHaveTextContent('Your time');
    expect(within(item).getByRole('button', { name: t.rescheduleLabel('SEO, SEM') })).toBeInTheDocument();
    expect(within(item).getByRole('button', { name: t.cancelLabel('SEO, SEM') })).toBeInTheDocument();

    const past = screen.getByRole('list', { name: t.pastLabel });
    expect(past.closest('details')).not.toHaveAttribute('open');
    expect(screen.getByText(t.past(1)).tagName).toBe('SUMMARY');
    const old = within(past).getByRole('listitem', { name: /Web development/ });
    expect(old).toHaveTextContent(held.label);
    expect(old).toHaveTextContent('12 Admiralty Way, Lekki Phase 1, Lagos');
    expect(within(old).queryByRole('button')).toBeNull();
    expect(sent[0]).toMatchObject({ method: 'GET', path: '/api/consultations', auth: 'Bearer tok-1' });
  });

  it('adds the client’s own time when their clock differs from Lagos', async () => {
    inZone('Europe/London');
    mockApi({ 'GET /api/consultations': ok({ upcoming: [upcoming], past: [] }) });
    renderSection();
    const item = await screen.findByRole('listitem', { name: /SEO, SEM/ });
    expect(item).toHaveTextContent('Friday, December 4, 2026 at 10:00 WAT');
    expect(item).toHaveTextContent(t.yourTime('Friday 4 December, 09:00 (GMT)'));
  });

  it('offers to book when there is nothing coming up', async () => {
    mockApi({ 'GET /api/consultations': ok({ upcoming: [], past: [] }) });
    renderSection();
    expect(await screen.findByText(t.none)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: t.book })).toBeInTheDocument();
  });

  it('cancels only after the site’s confirmation, and says it worked', async () => {
    const cancelled = { ...upcoming, status: 'cancelled' as const, can_change: false };
    const sent = mockApi({
      'GET /api/consultations': [ok({ upcoming: [upcoming], past: [] }), ok({ upcoming: [], past: [cancelled] })],
      'POST /api/consultations/:id/cancel': ok(cancelled),
    });
    renderSection();
    await userEvent.click(await screen.findByRole('button', { name: t.cancelLabel('SEO, SEM') }));
    const confirm = await screen.findByRole('dialog', { name: t.confirmTitle });
    expect(confirm).toHaveTextContent(t.confirmBody(upcoming.label));
    expect(sent.filter((call) => call.method === 'POST')).toEqual([]);
    await userEvent.click(within(confirm).getByRole('button', { name: t.confirmAction }));
    expect(await within(confirm).findByText(t.cancelled)).toBeInTheDocument();
    expect(sent.find((call) => call.method === 'POST')).toMatchObject({ path: '/api/consultations/9/cancel', body: {} });
    expect(await screen.findByText(t.noneUpcoming)).toBeInTheDocument();
  });

  it('says why a cancel failed', async () => {
    mockApi({ 'GET /api/consultations': ok({ upcoming: [upcoming], past: [] }), 'POST /api/consultations/:id/cancel': fail(409, 'This consultation has already started.') });
    renderSection();
    await userEvent.click(await screen.findByRole('button', { name: t.cancelLabel('SEO, SEM') }));
    const confirm = await screen.findByRole('dialog', { name: t.confirmTitle });
    await userEvent.click(within(confirm).getByRole('button', { name: t.confirmAction }));
    expect(await within(confirm).findByRole('alert')).toHaveTextContent('This consultation has already started.');
  });

  it('reschedules to a free time picked in the slot picker, and shows where it went', async () => {
    inZone('Africa/Lagos');
    const slot = (time: string, startsAt: string, endsAt: string): consultations.Slot => ({ date: '2026-12-07', time, long_date: 'Monday, December 7, 2026', starts_at: startsAt, ends_at: endsAt });
    const moved = { ...upcoming, date: '2026-12-07', time: '11:00', label: 'Monday, December 7, 2026 at 11:00 WAT', starts_at: '2026-12-07T10:00:00.000Z', ends_at: '2026-12-07T10:30:00.000Z' };
    const sent = mockApi({
      'GET /api/consultations': [ok({ upcoming: [upcoming], past: [] }), ok({ upcoming: [moved], past: [] })],
      'GET /api/availability': ok({
        time_zone: 'Africa/Lagos',
        now: '2026-12-03T08:00:00.000Z',
        slot_minutes: 30,
        notice_hours: 24,
        last_day: '2027-01-29',
        days: [
          {
            date: '2026-12-07',
            long_date: 'Monday, December 7, 2026',
            weekday: 1,
            slots: [slot('10:30', '2026-12-07T09:30:00.000Z', '2026-12-07T10:00:00.000Z'), slot('11:00', '2026-12-07T10:00:00.000Z', '2026-12-07T10:30:00.000Z')],
            reason: null,
            reason_text: null,
          },
        ],
      }),
      'POST /api/consultations/:id/reschedule': ok(moved),
    });
    renderSection();
    await userEvent.click(await screen.findByRole('button', { name: t.rescheduleLabel('SEO, SEM') }));
    const dialog = await screen.findByRole('dialog', { name: t.rescheduleTitle });
    expect(dialog).toHaveTextContent(t.rescheduleIntro(upcoming.label));
    await userEvent.click(within(dialog).getByRole('button', { name: t.rescheduleSubmit }));
    expect(within(dialog).getByText(t.pickTime)).toBeInTheDocument();
    expect(sent.filter((call) => call.method === 'POST')).toEqual([]);
    await userEvent.click(await within(dialog).findByRole('radio', { name: /Monday 7 December/ }));
    await userEvent.click(within(dialog).getByRole('radio', { name: '11:00 WAT' }));
    await userEvent.click(within(dialog).getByRole('button', { name: t.rescheduleSubmit }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(sent.find((call) => call.method === 'POST')).toMatchObject({ path: '/api/consultations/9/reschedule', body: { date: '2026-12-07', time: '11:00' } });
    expect(screen.getByText(t.rescheduled(moved.label))).toBeInTheDocument();
    expect(await screen.findByText(moved.label)).toBeInTheDocument();
  });
});
