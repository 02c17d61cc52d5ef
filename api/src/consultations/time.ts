/**
 * Wall times in the agency's zone. Africa/Lagos is UTC+1 all year (Nigeria keeps no daylight saving), yet the
 * arithmetic goes through Intl so that it stays right if the zone's rules ever change. Days are 'YYYY-MM-DD',
 * times 'HH:MM'. This module also reads and writes the spec's wire strings: the long date the booking sends
 * ('Friday, November 27, 2026') and its time ('10:00', '2:30 PM'); storage keeps a date, a time and a zone.
 */
export const AGENCY_TIME_ZONE = 'Africa/Lagos';

const DAY_MS = 86_400_000;
const pad = (n: number) => String(n).padStart(2, '0');

/** Minutes the zone is ahead of UTC at an instant. */
function offsetMinutes(at: Date, timeZone = AGENCY_TIME_ZONE): number {
  const parts = new Intl.DateTimeFormat('en-US', { timeZone, hourCycle: 'h23', year: 'numeric', month: 'numeric', day: 'numeric', hour: 'numeric', minute: 'numeric' }).formatToParts(at);
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  const wall = Date.UTC(get('year'), get('month') - 1, get('day'), get('hour'), get('minute'));
  return Math.round((wall - Math.floor(at.getTime() / 60_000) * 60_000) / 60_000);
}

export function dayToUtc(day: string): Date {
  return new Date(`${day}T00:00:00Z`);
}

export function addDays(day: string, days: number): string {
  return new Date(dayToUtc(day).getTime() + days * DAY_MS).toISOString().slice(0, 10);
}

/** 0 = Sunday … 6 = Saturday. */
export const weekdayOf = (day: string) => dayToUtc(day).getUTCDay();

export function minutesOf(time: string): number {
  const [h, m] = time.split(':');
  return Number(h) * 60 + Number(m);
}

export const clock = (minutes: number) => `${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}`;

/** The instant a WAT wall time happens. */
export function instantOf(day: string, time: string, timeZone = AGENCY_TIME_ZONE): Date {
  const guess = new Date(dayToUtc(day).getTime() + minutesOf(time) * 60_000);
  return new Date(guess.getTime() - offsetMinutes(guess, timeZone) * 60_000);
}

/** The WAT day and 'HH:MM' of an instant. */
export function wallOf(at: Date, timeZone = AGENCY_TIME_ZONE): { day: string; time: string } {
  const local = new Date(at.getTime() + offsetMinutes(at, timeZone) * 60_000);
  return { day: local.toISOString().slice(0, 10), time: local.toISOString().slice(11, 16) };
}

/** The spec's long date: 'Friday, November 27, 2026'. */
export function longDate(day: string): string {
  return dayToUtc(day).toLocaleDateString('en-US', { timeZone: 'UTC', weekday: 'long', year: 'numeric', month: 'long', day: 'numeric' });
}

/** 'Friday, November 27, 2026 at 10:00 WAT', as emails and pages say it. */
export const whenLabel = (day: string, time: string) => `${longDate(day)} at ${time.slice(0, 5)} WAT`;

const MONTHS = ['january', 'february', 'march', 'april', 'may', 'june', 'july', 'august', 'september', 'october', 'november', 'december'];

/**
 * Reads the booking's wire date: the spec's long date ('Friday, November 27, 2026', 'Nov 27 2026') or
 * 'YYYY-MM-DD'. Null when it names no real day. (Input only: what is stored is a date.)
 */
export function readWireDay(text: string): string | null {
  const value = text.trim();
  let year: number;
  let month: number;
  let day: number;
  if (/^\d{4}-\d{2}-\d{2}$/.test(value)) {
    [year, month, day] = value.split('-').map(Number) as [number, number, number];
  } else {
    const words = value.replace(/,/g, ' ').split(/\s+/).filter(Boolean);
    if (words.length === 4) words.shift();
    if (words.length !== 3) return null;
    const name = words[0]!.replace(/\.$/, '').toLowerCase();
    month = MONTHS.findIndex((m) => m === name || (name.length >= 3 && m.startsWith(name))) + 1;
    day = Number(words[1]);
    year = Number(words[2]);
    if (!month || !/^\d{1,2}$/.test(words[1]!) || !/^\d{4}$/.test(words[2]!)) return null;
  }
  const iso = `${String(year).padStart(4, '0')}-${pad(month)}-${pad(day)}`;
  const check = dayToUtc(iso);
  return !Number.isNaN(check.getTime()) && check.toISOString().slice(0, 10) === iso ? iso : null;
}

/** Reads the booking's wire time: '10:00', '09:30', '2:30 PM', '9 am'. Null when it is not a time of day. */
export function readWireTime(text: string): string | null {
  const value = text.trim().toLowerCase().replace(/\./g, '');
  const meridiem = value.endsWith('am') ? 'am' : value.endsWith('pm') ? 'pm' : null;
  const digits = (meridiem ? value.slice(0, -2) : value).trim();
  const [h, m = '00', ...rest] = digits.split(':');
  if (rest.length || !/^\d{1,2}$/.test(h ?? '') || !/^\d{2}$/.test(m)) return null;
  let hour = Number(h);
  const minute = Number(m);
  if (minute > 59) return null;
  if (meridiem) {
    if (hour < 1 || hour > 12) return null;
    hour = (hour % 12) + (meridiem === 'pm' ? 12 : 0);
  } else if (hour > 23) return null;
  return clock(hour * 60 + minute);
}
