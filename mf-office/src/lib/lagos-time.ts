/**
 * The agency's clock: every consultation is planned in Lagos (Africa/Lagos, WAT, UTC+1 all year, no daylight
 * saving), whatever zone the staff member's browser is in. Days are 'YYYY-MM-DD' strings of Lagos' calendar.
 */
export const AGENCY_ZONE = 'Africa/Lagos';

const dayParts = new Intl.DateTimeFormat('en-CA', { timeZone: AGENCY_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' });
const clock = new Intl.DateTimeFormat('en-GB', { timeZone: AGENCY_ZONE, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
const dayLabel = new Intl.DateTimeFormat('en-GB', { timeZone: 'UTC', weekday: 'short', day: 'numeric', month: 'short' });
const longDayLabel = new Intl.DateTimeFormat('en-GB', { timeZone: 'UTC', weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' });

/** The Lagos calendar day of an instant: '2026-11-27'. */
export const lagosDay = (at: string | Date) => dayParts.format(new Date(at));
/** The Lagos wall-clock time of an instant: '10:00'. */
export const lagosTime = (at: string | Date) => clock.format(new Date(at));

const utcNoon = (day: string) => new Date(`${day}T12:00:00Z`);
/** The day `n` days after (or before) `day`. */
export const addDays = (day: string, n: number) => {
  const date = utcNoon(day);
  date.setUTCDate(date.getUTCDate() + n);
  return date.toISOString().slice(0, 10);
};
/** The Monday of the week holding `day`. */
export const mondayOf = (day: string) => addDays(day, -((utcNoon(day).getUTCDay() + 6) % 7));
/** The seven days, Monday to Sunday, of the week holding `day`. */
export const weekOf = (day: string) => Array.from({ length: 7 }, (_, i) => addDays(mondayOf(day), i));
const partsOf = (format: Intl.DateTimeFormat, day: string) => Object.fromEntries(format.formatToParts(utcNoon(day)).map((p) => [p.type, p.value]));
/** 'Fri 27 Nov' (from its parts, so no engine puts a comma in). */
export const formatDay = (day: string) => {
  const parts = partsOf(dayLabel, day);
  return `${parts.weekday} ${parts.day} ${parts.month}`;
};
/** 'Friday 27 November 2026' (from its parts: engines differ on the comma after the weekday). */
export const formatLongDay = (day: string) => {
  const parts = partsOf(longDayLabel, day);
  return `${parts.weekday} ${parts.day} ${parts.month} ${parts.year}`;
};

/** The instant of a Lagos wall-clock time (UTC+1 all year): ('2026-11-27', '10:00') → '2026-11-27T09:00:00.000Z'. */
export const lagosInstant = (day: string, time: string) => new Date(`${day}T${time}:00+01:00`).toISOString();

/** An instant as the agency reads it, in Lagos time: 'Fri 27 Nov 2026, 10:00' (the caller says WAT where it helps). */
export const formatLagosWhen = (at: string | Date) => {
  const day = lagosDay(at);
  return `${formatDay(day)} ${day.slice(0, 4)}, ${lagosTime(at)}`;
};
