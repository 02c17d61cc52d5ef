/**
 * A chosen slot on the summary: the agency works in Lagos, in West Africa Time (WAT), which is UTC+1 all year
 * (Nigeria keeps no daylight saving time), so a slot's instant is its WAT wall time minus one hour, and the
 * visitor's own clock is shown beside it when it reads differently. Which slots are free is the API's to say
 * (GET /api/availability, read by the shared slot picker, @agency/shared-auth/slot-picker).
 */
export const AGENCY_TIME_ZONE = 'Africa/Lagos';
const WAT_OFFSET_MINUTES = 60;

/** '2026-11-27' → a Date at UTC midnight of that calendar day (for calendar arithmetic only). */
function dayToUtc(isoDay: string): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDay);
  return match ? new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]))) : null;
}

/** The instant a slot starts: its WAT wall time read as UTC+1. */
export function slotInstant(isoDay: string, time: string): Date | null {
  const day = dayToUtc(isoDay);
  const match = /^(\d{2}):(\d{2})$/.exec(time);
  if (!day || !match) return null;
  return new Date(day.getTime() + (Number(match[1]) * 60 + Number(match[2]) - WAT_OFFSET_MINUTES) * 60_000);
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
