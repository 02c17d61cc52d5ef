/**
 * A consultation's time for the client: the agency plans in Lagos (WAT, UTC+1, no daylight saving) and the API
 * words it ("Friday, November 27, 2026 at 10:00 WAT"); a client whose clock reads differently at that instant
 * (London, Houston, Nairobi) also sees it in their own zone.
 */
const LAGOS = 'Africa/Lagos';

/** The browser's own IANA zone ('Europe/London'); Lagos when it cannot tell. */
export function visitorZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || LAGOS;
}

const wall = (zone: string, at: Date) =>
  new Intl.DateTimeFormat('en-GB', { timeZone: zone, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(at);

/**
 * 'Friday 27 November, 09:00 (GMT)' in `zone`, or null when that zone's clock reads as Lagos' at the instant
 * (nothing to add to the WAT time).
 */
export function timeInZone(startsAt: string, zone: string): string | null {
  const at = new Date(startsAt);
  if (Number.isNaN(at.getTime()) || wall(zone, at) === wall(LAGOS, at)) return null;
  const text = new Intl.DateTimeFormat('en-GB', { timeZone: zone, weekday: 'long', day: 'numeric', month: 'long', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' })
    .format(at)
    .replace(' at ', ', ');
  const name = new Intl.DateTimeFormat('en-GB', { timeZone: zone, timeZoneName: 'short' }).formatToParts(at).find((p) => p.type === 'timeZoneName')?.value ?? zone;
  return `${text} (${name})`;
}
