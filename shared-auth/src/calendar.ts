import type { Consultation, MeetingMode } from '@agency/contracts/consultations';
import { endpointPath, getRuntimeConfig } from '@agency/shared-auth';

/**
 * "Add to calendar" for a booked consultation (issue 27), shared by the booking dialog's result step and the
 * manage page: Google Calendar and Outlook links built from the consultation's instants (UTC, so every calendar
 * shows the visitor's own time), and the address of the API's `.ics` for it. Imported by path
 * ('@agency/shared-auth/calendar'); it reaches the run-time config through the package entry (see card-payment.tsx).
 */

/** What a calendar entry shows. */
export interface CalendarEntry {
  title: string;
  details: string;
  location: string;
  /** ISO instants. */
  starts_at: string;
  ends_at: string;
}

export const CALENDAR_COPY = {
  title: (serviceLabel: string) => `Consultation with Think-Make-Solve Digital: ${serviceLabel}`,
  details: (manageUrl: string | null) =>
    ['Your consultation with Think-Make-Solve Digital, Lagos.', manageUrl ? `Reschedule or cancel: ${manageUrl}` : '']
      .filter(Boolean)
      .join('\n'),
} as const;

/** '2026-11-27T09:00:00.000Z' → '20261127T090000Z' (the basic format Google's template takes). */
function basicUtc(iso: string): string {
  return new Date(iso).toISOString().replace(/[-:]/g, '').replace(/\.\d{3}Z$/, 'Z');
}

/** '2026-11-27T09:00:00Z' (no milliseconds): the form Outlook's compose link reads as UTC. */
function plainUtc(iso: string): string {
  return new Date(iso).toISOString().replace(/\.\d{3}Z$/, 'Z');
}

/** Google Calendar's event template. */
export function googleCalendarUrl(entry: CalendarEntry): string {
  const query = new URLSearchParams({
    action: 'TEMPLATE',
    text: entry.title,
    dates: `${basicUtc(entry.starts_at)}/${basicUtc(entry.ends_at)}`,
    details: entry.details,
    location: entry.location,
    ctz: 'Africa/Lagos',
  });
  return `https://calendar.google.com/calendar/render?${query.toString()}`;
}

/** Outlook on the web's compose link (outlook.live.com; a work account opens the same event from the `.ics`). */
export function outlookCalendarUrl(entry: CalendarEntry): string {
  const query = new URLSearchParams({
    path: '/calendar/action/compose',
    rru: 'addevent',
    subject: entry.title,
    startdt: plainUtc(entry.starts_at),
    enddt: plainUtc(entry.ends_at),
    body: entry.details,
    location: entry.location,
  });
  return `https://outlook.live.com/calendar/0/deeplink/compose?${query.toString()}`;
}

/** The API's `.ics` for the consultation a manage token opens (an absolute address, for a download link). */
export function icsUrl(manageToken: string): string {
  const base = getRuntimeConfig().apiBase.replace(/\/+$/, '');
  const path = `${base}/${endpointPath('GET /api/consultation_link/:token/ics', { token: manageToken })}`;
  return new URL(path, globalThis.location?.href ?? 'http://localhost/').href;
}

/** A consultation as a calendar entry; `manageUrl` (the manage page) goes in its details. */
export function calendarEntry(
  consultation: Pick<Consultation, 'service_label' | 'location' | 'starts_at' | 'ends_at'>,
  manageUrl: string | null,
): CalendarEntry {
  return {
    title: CALENDAR_COPY.title(consultation.service_label),
    details: CALENDAR_COPY.details(manageUrl),
    location: consultation.location,
    starts_at: consultation.starts_at,
    ends_at: consultation.ends_at,
  };
}

/** How the meeting happens, in words (the API's `location` says where). */
export const MEETING_MODE_LABELS: Record<MeetingMode, string> = {
  video: 'Video call',
  phone: 'Phone call',
  office: 'At our office in Lagos',
};

/** 'Friday 27 November, 10:00' in a time zone, with its short name ('GMT', 'GMT+1'). */
export function timeIn(iso: string, timeZone: string): { text: string; zone: string } {
  const at = new Date(iso);
  const text = new Intl.DateTimeFormat('en-GB', { timeZone, weekday: 'long', day: 'numeric', month: 'long', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' })
    .format(at)
    .replace(' at ', ', ');
  const zone = new Intl.DateTimeFormat('en-GB', { timeZone, timeZoneName: 'short' }).formatToParts(at).find((p) => p.type === 'timeZoneName')?.value ?? timeZone;
  return { text, zone };
}

/** The visitor's own IANA zone, as the browser reports it. */
export function visitorTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || 'Africa/Lagos';
}

/** Whether a zone's clock reads differently from Lagos at an instant. */
export function differsFromLagos(timeZone: string, iso: string): boolean {
  const at = new Date(iso);
  const clock = (zone: string) =>
    new Intl.DateTimeFormat('en-GB', { timeZone: zone, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(at);
  return clock(timeZone) !== clock('Africa/Lagos');
}
