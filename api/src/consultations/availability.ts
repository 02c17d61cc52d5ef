import type { consultations as C } from '@agency/contracts';
import { and, eq, gt, lt } from 'drizzle-orm';
import type { DbOrTx } from '../accounts/account-tokens';
import { consultationBlocks, consultationSettings, consultations } from '../db/schema';
import { AGENCY_TIME_ZONE, addDays, clock, instantOf, longDate, minutesOf, wallOf, weekdayOf } from './time';

export interface Settings {
  workingHours: { weekday: number; start: string; end: string }[];
  slotMinutes: number;
  bufferMinutes: number;
  noticeHours: number;
  weeksAhead: number;
  videoRoomLink: string;
  officeAddress: string;
}

export const DEFAULT_SETTINGS: Settings = {
  workingHours: [1, 2, 3, 4, 5].map((weekday) => ({ weekday, start: '09:00', end: '17:00' })),
  slotMinutes: 30,
  bufferMinutes: 0,
  noticeHours: 24,
  weeksAhead: 8,
  videoRoomLink: '',
  officeAddress: '',
};

export async function readSettings(db: DbOrTx): Promise<Settings> {
  const [row] = await db.select().from(consultationSettings).where(eq(consultationSettings.id, 1)).limit(1);
  return row ? { ...DEFAULT_SETTINGS, ...row } : DEFAULT_SETTINGS;
}

export function settingsWire(s: Settings): C.AvailabilitySettings {
  return {
    time_zone: AGENCY_TIME_ZONE,
    working_hours: [...s.workingHours].sort((a, b) => a.weekday - b.weekday),
    slot_minutes: s.slotMinutes,
    buffer_minutes: s.bufferMinutes,
    notice_hours: s.noticeHours,
    weeks_ahead: s.weeksAhead,
    video_room_link: s.videoRoomLink,
    office_address: s.officeAddress,
  };
}

const WEEKDAYS = ['Sundays', 'Mondays', 'Tuesdays', 'Wednesdays', 'Thursdays', 'Fridays', 'Saturdays'];

/** The sentence shown for a day (or a refused slot) without a free time. */
export function reasonText(reason: C.ClosedReason, s: Settings, day: string): string {
  switch (reason) {
    case 'past':
      return 'This day has passed.';
    case 'notice':
      return `Bookings need ${s.noticeHours} hours' notice.`;
    case 'closed':
      return `We are closed on ${WEEKDAYS[weekdayOf(day)]}.`;
    case 'blocked':
      return 'Blocked by the agency.';
    case 'full':
      return 'Fully booked.';
    case 'beyond':
      return `Bookings open up to ${s.weeksAhead} weeks ahead.`;
  }
}

/** The Lagos calendar day of `now`, the Monday of its week, and the last bookable day. */
export function window(now: Date, s: Settings) {
  const today = wallOf(now).day;
  const weekday = weekdayOf(today);
  const monday = addDays(today, weekday === 0 ? -6 : 1 - weekday);
  return { today, lastDay: addDays(monday, s.weeksAhead * 7 - 1) };
}

export interface Busy {
  startsAt: Date;
  until: Date;
}

/** Booked consultations and blocks that touch [from, to). */
export async function busyBetween(db: DbOrTx, from: Date, to: Date, exceptConsultation?: number) {
  const booked = await db
    .select({ id: consultations.id, startsAt: consultations.startsAt, until: consultations.heldUntil })
    .from(consultations)
    .where(and(eq(consultations.status, 'booked'), lt(consultations.startsAt, to), gt(consultations.heldUntil, from)));
  const blocks = await db
    .select({ startsAt: consultationBlocks.startsAt, until: consultationBlocks.endsAt })
    .from(consultationBlocks)
    .where(and(lt(consultationBlocks.startsAt, to), gt(consultationBlocks.endsAt, from)));
  return { booked: booked.filter((b) => b.id !== exceptConsultation), blocks };
}

export type SlotState = 'free' | C.ClosedReason;

interface Candidate {
  slot: C.Slot;
  state: SlotState;
}

const overlaps = (a: Date, aUntil: Date, b: Busy) => a < b.until && b.startsAt < aUntil;

/** Every start the working hours offer on a day, with its state at `now`. */
function candidates(day: string, now: Date, s: Settings, busy: { booked: Busy[]; blocks: Busy[] }, lastDay: string, today: string): { hours: boolean; list: Candidate[] } {
  const hours = s.workingHours.filter((h) => h.weekday === weekdayOf(day));
  const list: Candidate[] = [];
  const step = s.slotMinutes + s.bufferMinutes;
  for (const h of hours) {
    for (let m = minutesOf(h.start); m + s.slotMinutes <= minutesOf(h.end); m += step) {
      const time = clock(m);
      const startsAt = instantOf(day, time);
      const endsAt = new Date(startsAt.getTime() + s.slotMinutes * 60_000);
      const held = new Date(endsAt.getTime() + s.bufferMinutes * 60_000);
      let state: SlotState = 'free';
      if (day < today || startsAt <= now) state = 'past';
      else if (day > lastDay) state = 'beyond';
      else if (startsAt.getTime() < now.getTime() + s.noticeHours * 3_600_000) state = 'notice';
      else if (busy.blocks.some((b) => overlaps(startsAt, endsAt, b))) state = 'blocked';
      else if (busy.booked.some((b) => overlaps(startsAt, held, b))) state = 'full';
      list.push({ slot: { date: day, time, long_date: longDate(day), starts_at: startsAt.toISOString(), ends_at: endsAt.toISOString() }, state });
    }
  }
  return { hours: hours.length > 0, list: list.sort((a, b) => a.slot.starts_at.localeCompare(b.slot.starts_at)) };
}

function dayReason(day: string, c: { hours: boolean; list: Candidate[] }, today: string, lastDay: string): C.ClosedReason | null {
  if (c.list.some((x) => x.state === 'free')) return null;
  if (day < today) return 'past';
  if (day > lastDay) return 'beyond';
  if (!c.hours || c.list.length === 0) return 'closed';
  const states = new Set(c.list.map((x) => x.state));
  if ([...states].every((x) => x === 'past' || x === 'notice')) return states.has('notice') ? 'notice' : 'past';
  const open = c.list.filter((x) => x.state !== 'past' && x.state !== 'notice');
  if (open.every((x) => x.state === 'blocked')) return 'blocked';
  return 'full';
}

/** The availability of `days` days from `from` (WAT), at `now`. */
export async function availability(db: DbOrTx, now: Date, query: { from?: string; days: number }, options: { except?: number } = {}): Promise<C.AvailabilityAnswer> {
  const s = await readSettings(db);
  const { today, lastDay } = window(now, s);
  const from = query.from ?? today;
  const to = addDays(from, query.days);
  const busy = await busyBetween(db, instantOf(addDays(from, -1), '00:00'), instantOf(addDays(to, 1), '00:00'), options.except);
  const days: C.AvailabilityDay[] = [];
  for (let day = from; day < to; day = addDays(day, 1)) {
    const c = candidates(day, now, s, busy, lastDay, today);
    const reason = dayReason(day, c, today, lastDay);
    days.push({
      date: day,
      long_date: longDate(day),
      weekday: weekdayOf(day),
      slots: c.list.filter((x) => x.state === 'free').map((x) => x.slot),
      reason,
      reason_text: reason ? reasonText(reason, s, day) : null,
    });
  }
  return { time_zone: AGENCY_TIME_ZONE, now: now.toISOString(), slot_minutes: s.slotMinutes, notice_hours: s.noticeHours, last_day: lastDay, days };
}

/** Whether a WAT start can be booked at `now`: the slot (with its instants) or why not. */
export async function checkSlot(db: DbOrTx, now: Date, day: string, time: string, options: { except?: number } = {}) {
  const s = await readSettings(db);
  const { today, lastDay } = window(now, s);
  const busy = await busyBetween(db, instantOf(addDays(day, -1), '00:00'), instantOf(addDays(day, 2), '00:00'), options.except);
  const c = candidates(day, now, s, busy, lastDay, today);
  const found = c.list.find((x) => x.slot.time === time);
  const state: SlotState = found ? found.state : day < today ? 'past' : day > lastDay ? 'beyond' : 'closed';
  return { settings: s, state, slot: found?.slot };
}

/** Up to `count` free slots nearest to a wanted start, soonest first. */
export async function nearestSlots(db: DbOrTx, now: Date, day: string, time: string, options: { except?: number; count?: number } = {}): Promise<C.Slot[]> {
  const s = await readSettings(db);
  const { today, lastDay } = window(now, s);
  const center = day < today ? today : day > lastDay ? lastDay : day;
  const from = laterDay(addDays(center, -7), today);
  const end = earlierDay(addDays(center, 14), lastDay);
  const span = Math.max(1, Math.round((dayToMs(end) - dayToMs(from)) / 86_400_000) + 1);
  const found = await availability(db, now, { from, days: Math.min(span, 62) }, options);
  const wanted = instantOf(day, time).getTime();
  return found.days
    .flatMap((d) => d.slots)
    .sort((a, b) => Math.abs(Date.parse(a.starts_at) - wanted) - Math.abs(Date.parse(b.starts_at) - wanted))
    .slice(0, options.count ?? 6)
    .sort((a, b) => a.starts_at.localeCompare(b.starts_at));
}

const laterDay = (a: string, b: string) => (a > b ? a : b);
const earlierDay = (a: string, b: string) => (a < b ? a : b);
const dayToMs = (day: string) => Date.parse(`${day}T00:00:00Z`);
