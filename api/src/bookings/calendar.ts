import ical from 'ical-generator';

const MONTHS = ['january', 'february', 'march', 'april', 'may', 'june', 'july', 'august', 'september', 'october', 'november', 'december'];

/**
 * The booking's long date ('Friday, November 27, 2026') and time ('10:00', '2:30 PM', '9 am') as a
 * local wall-clock time, or null when either does not parse or names no real day.
 */
export function parseBookingDateTime(date: string, time: string): Date | null {
  const d = /^(?:[A-Za-z]+,?\s+)?([A-Za-z]+)\.?\s+(\d{1,2}),?\s+(\d{4})$/.exec(date.trim());
  const t = /^(\d{1,2})(?:[:.](\d{2}))?\s*([ap]\.?m\.?)?$/i.exec(time.trim());
  if (!d || !t) return null;
  const monthName = d[1]!.toLowerCase();
  const month = MONTHS.findIndex((m) => m === monthName || (monthName.length >= 3 && m.startsWith(monthName)));
  const day = Number(d[2]);
  const year = Number(d[3]);
  let hour = Number(t[1]);
  const minute = t[2] ? Number(t[2]) : 0;
  const meridiem = t[3]?.toLowerCase().replaceAll('.', '');
  if (month < 0 || minute > 59) return null;
  if (meridiem) {
    if (hour < 1 || hour > 12) return null;
    hour = (hour % 12) + (meridiem === 'pm' ? 12 : 0);
  } else if (hour > 23) return null;
  const at = new Date(year, month, day, hour, minute);
  if (at.getFullYear() !== year || at.getMonth() !== month || at.getDate() !== day) return null;
  return at;
}

/**
 * A one-hour invite at the time the client asked for. The time is floating (no time zone): the
 * client chose a wall-clock time and the site does not say in which zone.
 */
export function consultationInvite(fields: { start: Date; summary: string; description: string; organizerEmail: string }): string {
  const calendar = ical({ name: 'Think-Make-Solve Digital', prodId: { company: 'Think-Make-Solve Digital', product: 'Bookings' } });
  calendar.createEvent({
    start: fields.start,
    end: new Date(fields.start.getTime() + 3_600_000),
    floating: true,
    summary: fields.summary,
    description: fields.description,
    organizer: { name: 'Think-Make-Solve Digital', email: fields.organizerEmail },
  });
  return calendar.toString();
}
