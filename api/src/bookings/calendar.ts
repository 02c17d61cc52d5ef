import ical, { ICalCalendarMethod, ICalEventStatus } from 'ical-generator';

export interface InviteFields {
  /** Stable for the consultation's life: a calendar matches updates and cancellations to its entry by it. */
  uid: string;
  /** Incremented on every change (reschedule, mode, link, cancel), so calendars take the newer version. */
  sequence: number;
  method: 'request' | 'cancel';
  startsAt: Date;
  endsAt: Date;
  summary: string;
  description: string;
  /** The office's address, 'Phone call', or the meeting link. */
  location: string;
  /** The meeting link, for video. */
  url?: string | null;
  organizerEmail: string;
  attendee?: { email: string; name?: string };
}

/**
 * A consultation's calendar file: times in UTC (DTSTART:…Z, so every calendar shows the client's own time),
 * METHOD:REQUEST for a new or changed consultation and METHOD:CANCEL (STATUS:CANCELLED) for a cancelled one.
 */
export function consultationInvite(f: InviteFields): string {
  const calendar = ical({
    name: 'Think-Make-Solve Digital',
    prodId: { company: 'Think-Make-Solve Digital', product: 'Bookings' },
    method: f.method === 'cancel' ? ICalCalendarMethod.CANCEL : ICalCalendarMethod.REQUEST,
  });
  calendar.createEvent({
    id: f.uid,
    sequence: f.sequence,
    start: f.startsAt,
    end: f.endsAt,
    summary: f.summary,
    description: f.description,
    location: f.location,
    url: f.url || null,
    status: f.method === 'cancel' ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
    organizer: { name: 'Think-Make-Solve Digital', email: f.organizerEmail },
    attendees: f.attendee ? [{ email: f.attendee.email, name: f.attendee.name, rsvp: false }] : [],
  });
  return calendar.toString();
}
