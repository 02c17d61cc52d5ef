/**
 * Stand-ins for the API's consultation answers in component tests (issue 27), built to the contract: the
 * default availability (Monday to Friday, 09:00–17:00 WAT, 30-minute slots, 24 hours' notice, eight weeks
 * ahead), computed from a clock the test fixes, with slots it marks taken or days it blocks; a booked
 * consultation; a 409 refusal with the nearest free slots. Test-only, imported by path from tests.
 */
import type { AvailabilityAnswer, AvailabilityDay, ManagedConsultation, MeetingMode, Slot } from '../consultations';

const DAY_MS = 86_400_000;
const WAT_MS = 3_600_000;

export const REASON_TEXTS = {
  past: 'This day has passed.',
  notice: "Bookings need 24 hours' notice.",
  closed: 'We are closed on Sundays.',
  blocked: 'Blocked by the agency.',
  full: 'Fully booked.',
  beyond: 'Bookings open up to 8 weeks ahead.',
} as const;

const addDays = (day: string, n: number) => new Date(Date.parse(`${day}T00:00:00Z`) + n * DAY_MS).toISOString().slice(0, 10);
const lagosDay = (at: Date) => new Date(at.getTime() + WAT_MS).toISOString().slice(0, 10);
const longDate = (day: string) =>
  new Intl.DateTimeFormat('en-US', { timeZone: 'UTC', weekday: 'long', year: 'numeric', month: 'long', day: 'numeric' }).format(new Date(`${day}T00:00:00Z`));

/** One slot of a day ('2026-11-27', '10:00' WAT), 30 minutes long. */
export function slot(date: string, time: string): Slot {
  const start = new Date(Date.parse(`${date}T${time}:00Z`) - WAT_MS);
  return { date, time, long_date: longDate(date), starts_at: start.toISOString(), ends_at: new Date(start.getTime() + 30 * 60_000).toISOString() };
}

const TIMES = Array.from({ length: 16 }, (_, i) => `${String(9 + Math.floor(i / 2)).padStart(2, '0')}:${i % 2 ? '30' : '00'}`);

export interface AvailabilityOptions {
  now: Date;
  from?: string;
  days?: number;
  /** 'YYYY-MM-DD HH:MM' slots already booked. */
  taken?: readonly string[];
  /** Days the agency blocked. */
  blocked?: readonly string[];
}

/** GET /api/availability's answer under the default settings. */
export function availability({ now, from, days = 7, taken = [], blocked = [] }: AvailabilityOptions): AvailabilityAnswer {
  const today = lagosDay(now);
  const weekday = new Date(`${today}T00:00:00Z`).getUTCDay();
  const lastDay = addDays(addDays(today, weekday === 0 ? -6 : 1 - weekday), 8 * 7 - 1);
  const first = from ?? today;
  const list: AvailabilityDay[] = Array.from({ length: days }, (_, i) => {
    const date = addDays(first, i);
    const dayOfWeek = new Date(`${date}T00:00:00Z`).getUTCDay();
    const base = { date, long_date: longDate(date), weekday: dayOfWeek };
    const closedBy = (reason: keyof typeof REASON_TEXTS): AvailabilityDay => ({ ...base, slots: [], reason, reason_text: REASON_TEXTS[reason] });
    if (date < today) return closedBy('past');
    if (dayOfWeek === 0 || dayOfWeek === 6) return closedBy('closed');
    if (date > lastDay) return closedBy('beyond');
    if (blocked.includes(date)) return closedBy('blocked');
    const open = TIMES.map((time) => slot(date, time)).filter((s) => Date.parse(s.starts_at) >= now.getTime() + DAY_MS);
    if (open.length === 0) return closedBy('notice');
    const free = open.filter((s) => !taken.includes(`${s.date} ${s.time}`));
    if (free.length === 0) return closedBy('full');
    return { ...base, slots: free, reason: null, reason_text: null };
  });
  return { time_zone: 'Africa/Lagos', now: now.toISOString(), slot_minutes: 30, notice_hours: 24, last_day: lastDay, days: list };
}

/** The availability query of a call ('?from=2026-11-23&days=7'). */
export function availabilityQuery(search: string): { from?: string; days?: number } {
  const query = new URLSearchParams(search);
  return { from: query.get('from') ?? undefined, days: query.has('days') ? Number(query.get('days')) : undefined };
}

/** A booked consultation as the booking answer and the manage page carry it. */
export function managedConsultation(at: Slot, overrides: Partial<ManagedConsultation> & { mode?: MeetingMode } = {}): ManagedConsultation {
  const mode = overrides.mode ?? 'video';
  return {
    id: 41,
    request_id: 7,
    service_label: 'SEO, SEM',
    date: at.date,
    time: at.time,
    time_zone: 'Africa/Lagos',
    long_date: at.long_date,
    label: `${at.long_date} at ${at.time} WAT`,
    starts_at: at.starts_at,
    ends_at: at.ends_at,
    mode,
    location: mode === 'video' ? 'https://meet.example.com/tms-consult' : mode === 'phone' ? 'Phone call' : '12 Admiralty Way, Lekki Phase 1, Lagos',
    meeting_link: mode === 'video' ? 'https://meet.example.com/tms-consult' : null,
    status: 'booked',
    can_change: true,
    manage_token: 'mtok_0123456789abcdefghijklmnop',
    ...overrides,
  };
}
