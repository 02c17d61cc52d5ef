/**
 * When a consultation can be booked. The agency works in Lagos, in West Africa Time (WAT), which is UTC+1
 * all year (Nigeria keeps no daylight saving time), so a slot's instant is its WAT wall time minus one hour.
 *
 * - Working days: Monday to Friday. Working hours: 09:00–17:00 WAT.
 * - Slots of 30 minutes: 09:00, 09:30, … 16:30 (the last one ends at 17:00).
 * - The earliest slot is 24 hours away: the agency answers every request within 24 hours (the spec's success
 *   text), so a slot sooner than that could pass before anyone confirms it.
 * - Bookable up to eight weeks ahead.
 *
 * The booking still sends what the API expects: the long date and the 'HH:MM' time, both in WAT.
 */
export const AGENCY_TIME_ZONE = 'Africa/Lagos';
const WAT_OFFSET_MINUTES = 60;
export const WORKING_DAYS = [1, 2, 3, 4, 5] as const;
export const OPENING_MINUTE = 9 * 60;
export const CLOSING_MINUTE = 17 * 60;
export const SLOT_MINUTES = 30;
export const MIN_LEAD_MS = 24 * 60 * 60 * 1000;
export const WEEKS_AHEAD = 8;

const DAY_MS = 24 * 60 * 60 * 1000;
const pad = (n: number) => String(n).padStart(2, '0');

/** Every slot's start as 'HH:MM' WAT: 09:00 … 16:30. */
export const SLOT_TIMES: readonly string[] = Array.from(
  { length: (CLOSING_MINUTE - OPENING_MINUTE) / SLOT_MINUTES },
  (_, i) => {
    const minute = OPENING_MINUTE + i * SLOT_MINUTES;
    return `${pad(Math.floor(minute / 60))}:${pad(minute % 60)}`;
  },
);

/** '2026-11-27' → a Date at UTC midnight of that calendar day (for calendar arithmetic only). */
function dayToUtc(isoDay: string): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDay);
  return match ? new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]))) : null;
}

const utcToDay = (date: Date) => `${date.getUTCFullYear()}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}`;

export function addDays(isoDay: string, days: number): string {
  const date = dayToUtc(isoDay);
  return date ? utcToDay(new Date(date.getTime() + days * DAY_MS)) : isoDay;
}

/** 0 = Sunday … 6 = Saturday. */
export function weekdayOf(isoDay: string): number {
  return dayToUtc(isoDay)?.getUTCDay() ?? -1;
}

export function isWorkingDay(isoDay: string): boolean {
  return (WORKING_DAYS as readonly number[]).includes(weekdayOf(isoDay));
}

/** The instant a slot starts: its WAT wall time read as UTC+1. */
export function slotInstant(isoDay: string, time: string): Date | null {
  const day = dayToUtc(isoDay);
  const match = /^(\d{2}):(\d{2})$/.exec(time);
  if (!day || !match) return null;
  return new Date(day.getTime() + (Number(match[1]) * 60 + Number(match[2]) - WAT_OFFSET_MINUTES) * 60_000);
}

/** Today's calendar day in Lagos. */
export function agencyToday(now: Date): string {
  return utcToDay(new Date(now.getTime() + WAT_OFFSET_MINUTES * 60_000));
}

/** The Monday of the week (in Lagos) that holds `isoDay`. */
export function mondayOf(isoDay: string): string {
  const weekday = weekdayOf(isoDay);
  return addDays(isoDay, weekday === 0 ? -6 : 1 - weekday);
}

/** Whether a slot is one the agency offers at `now`: a working day, a working-hours slot, far enough ahead and not too far. */
export function isBookable(isoDay: string, time: string, now: Date): boolean {
  if (!isWorkingDay(isoDay) || !SLOT_TIMES.includes(time)) return false;
  const start = slotInstant(isoDay, time);
  if (!start) return false;
  return start.getTime() >= now.getTime() + MIN_LEAD_MS && isoDay <= lastBookableDay(now);
}

export function lastBookableDay(now: Date): string {
  return addDays(mondayOf(agencyToday(now)), WEEKS_AHEAD * 7 - 1);
}

/** The slots of a day still open at `now` ('HH:MM' WAT); none on a weekend or a past day. */
export function openSlots(isoDay: string, now: Date): string[] {
  return SLOT_TIMES.filter((time) => isBookable(isoDay, time, now));
}

/** The first day with an open slot, from which the date picker opens. */
export function firstOpenDay(now: Date): string {
  let day = agencyToday(now);
  const last = lastBookableDay(now);
  while (day <= last && openSlots(day, now).length === 0) day = addDays(day, 1);
  return day;
}

/** The Monday of every week the picker can show: this week's (in Lagos) and the next ones. */
export function bookableWeeks(now: Date): string[] {
  const first = mondayOf(agencyToday(now));
  return Array.from({ length: WEEKS_AHEAD }, (_, i) => addDays(first, i * 7));
}

/** The visitor's own IANA time zone, as the browser reports it. */
export function visitorTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || AGENCY_TIME_ZONE;
}

/** Minutes a zone is ahead of UTC at an instant (daylight saving included). */
function offsetMinutes(timeZone: string, at: Date): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
  }).formatToParts(at);
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  const wall = Date.UTC(get('year'), get('month') - 1, get('day'), get('hour'), get('minute'));
  return Math.round((wall - Math.floor(at.getTime() / 60_000) * 60_000) / 60_000);
}

/** True when the visitor's clock reads differently from Lagos at that instant (so their local time is worth showing). */
export function differsFromAgency(timeZone: string, at: Date): boolean {
  return offsetMinutes(timeZone, at) !== WAT_OFFSET_MINUTES;
}

/** A slot's start on the visitor's clock, e.g. '08:00', or 'Thu 23:30' when it falls on another day there. */
export function localTime(isoDay: string, time: string, timeZone: string): string {
  const start = slotInstant(isoDay, time);
  if (!start) return '';
  const clock = new Intl.DateTimeFormat('en-GB', { timeZone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(start);
  const localDay = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(start);
  if (localDay === isoDay) return clock;
  const weekday = new Intl.DateTimeFormat('en-GB', { timeZone, weekday: 'short' }).format(start);
  return `${weekday} ${clock}`;
}

/** The zone's short name at an instant, e.g. 'GMT', 'GMT-5', 'EST'. */
export function zoneAbbreviation(timeZone: string, at: Date): string {
  const part = new Intl.DateTimeFormat('en-GB', { timeZone, timeZoneName: 'short' }).formatToParts(at).find((p) => p.type === 'timeZoneName');
  return part?.value ?? timeZone;
}

/** 'Mon', '24' and 'Nov' for a day chip. */
export function dayParts(isoDay: string): { weekday: string; day: string; month: string } {
  const date = dayToUtc(isoDay) ?? new Date(0);
  const format = (options: Intl.DateTimeFormatOptions) => new Intl.DateTimeFormat('en-GB', { timeZone: 'UTC', ...options }).format(date);
  return { weekday: format({ weekday: 'short' }), day: format({ day: 'numeric' }), month: format({ month: 'short' }) };
}

/** '24 – 28 Nov 2026' (or '29 Dec 2026 – 2 Jan 2027') for the week that starts on `monday`. */
export function weekRange(monday: string): string {
  const start = dayToUtc(monday) ?? new Date(0);
  const end = dayToUtc(addDays(monday, 4)) ?? new Date(0);
  return new Intl.DateTimeFormat('en-GB', { timeZone: 'UTC', day: 'numeric', month: 'short', year: 'numeric' }).formatRange(start, end);
}
