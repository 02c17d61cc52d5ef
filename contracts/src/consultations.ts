import { z } from 'zod';
import { Detail, iso } from './common';
import { MEETING_MODES } from './meeting-modes';

// Consultations (issue 27): availability owned by the API, the booked consultation as the client, the manage-by-token
// page, the portal and the back office see it, blocks and the availability settings. All wall times are in the
// agency's zone, Africa/Lagos (WAT, UTC+1, no daylight saving); every slot also carries its ISO instants, so a
// client can show the visitor's own time without doing zone arithmetic.

/** The agency's time zone; the only one the API schedules in. */
export const AGENCY_TIME_ZONE = 'Africa/Lagos';

/** A calendar day, 'YYYY-MM-DD' (a real day: '2026-02-30' is refused). */
export const IsoDay = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a day as YYYY-MM-DD')
  .refine((v) => {
    const d = new Date(`${v}T00:00:00Z`);
    return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === v;
  }, 'must be a real day');

/** A wall-clock time in WAT, 'HH:MM' (24-hour). */
export const ClockTime = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'must be a time as HH:MM (24-hour)');

/** How the meeting happens (MEETING_MODES: office, phone or video). */
export const MeetingMode = z.enum(MEETING_MODES);

/**
 * 'booked': on the calendar. 'cancelled': by the client or staff; its slot is free again.
 * 'clash': a booking made before the API checked slots that shares its time with another one (found by migration
 * 0011); it stays on the calendar, flagged for staff to reschedule one of them.
 */
export const ConsultationStatus = z.enum(['booked', 'cancelled', 'clash']);

/** One bookable start: its WAT day and time (what the booking POST takes) and its instants. */
export const Slot = z.object({
  date: IsoDay,
  time: ClockTime.describe('Start, WAT'),
  long_date: z.string().describe("The spec's long date to send as the booking's `date`, e.g. 'Friday, November 27, 2026'"),
  starts_at: iso.describe('The start as an instant (UTC, ISO 8601)'),
  ends_at: iso,
});

/** Why a day offers no slot. */
export const ClosedReason = z.enum(['past', 'notice', 'closed', 'blocked', 'full', 'beyond']);

export const AvailabilityQuery = z.object({
  from: IsoDay.optional().describe("First day (WAT); today in Lagos when absent"),
  days: z.coerce.number().int().min(1).max(62).default(7),
});

export const AvailabilityDay = z.object({
  date: IsoDay,
  long_date: z.string(),
  weekday: z.number().int().min(0).max(6).describe('0 = Sunday … 6 = Saturday'),
  /** Free starts only; a day with none has `reason`. */
  slots: z.array(Slot),
  reason: ClosedReason.nullable().describe('Why the day has no free slot, null when it has some'),
  reason_text: z
    .string()
    .nullable()
    .describe("A sentence to show, e.g. \"Bookings need 24 hours' notice.\", 'We are closed on Sundays.', 'Blocked by the agency.'"),
});

export const AvailabilityAnswer = z.object({
  time_zone: z.literal(AGENCY_TIME_ZONE),
  now: iso,
  slot_minutes: z.number().int(),
  notice_hours: z.number().int(),
  last_day: IsoDay.describe('The last day that can be booked'),
  days: z.array(AvailabilityDay),
});

/** The 409 answer when a booking or reschedule names a slot that is taken, blocked, out of hours or too soon. */
export const SlotRefused = Detail.extend({ nearest: z.array(Slot).describe('Up to 6 nearest free slots, soonest first') });

/** What a client (the booker, the portal, the manage page) sees of one consultation. */
export const Consultation = z.object({
  id: z.number().int(),
  request_id: z.number().int().describe('The service request the booking made'),
  service: z.string(),
  service_label: z.string(),
  date: IsoDay.describe('WAT'),
  time: ClockTime.describe('WAT'),
  time_zone: z.literal(AGENCY_TIME_ZONE),
  long_date: z.string().describe("'Friday, November 27, 2026'"),
  label: z.string().describe("'Friday, November 27, 2026 at 10:00 WAT'"),
  starts_at: iso,
  ends_at: iso,
  mode: MeetingMode,
  location: z.string().describe("The office's address, 'Phone call', or the meeting link"),
  meeting_link: z.string().nullable().describe('For video: the link (per booking, else the default room); null otherwise or while unset'),
  status: ConsultationStatus,
  can_change: z.boolean().describe('Whether it can still be rescheduled or cancelled (booked and not started)'),
});

/** The manage-by-token page's view: the consultation, and the token that now manages it (a reschedule rotates it). */
export const ManagedConsultation = Consultation.omit({ service: true }).extend({
  manage_token: z.string().describe('Use this token from now on (it changes on reschedule; the old one stops working)'),
});

export { TokenParam } from './common';
export const RescheduleBody = z.object({ date: IsoDay, time: ClockTime.describe('WAT') });
export const CancelBody = z.object({ reason: z.string().trim().max(1000).optional() });

/** GET /api/consultations: the signed-in client's own, upcoming (soonest first) and past (latest first, cancelled included). */
export const MyConsultations = z.object({ upcoming: z.array(Consultation), past: z.array(Consultation) });

// Back office

export const OfficeConsultationsQuery = z.object({
  from: IsoDay.describe('First day (WAT)'),
  to: IsoDay.describe('Last day, inclusive (WAT); at most 62 days after from'),
});

export const Host = z.object({ id: z.number().int(), name: z.string(), email: z.string() });

export const OfficeConsultation = Consultation.extend({
  subject: z.string(),
  client: z.string(),
  email: z.string(),
  phone: z.string(),
  country: z.string(),
  whatsapp_url: z.string().nullable().describe('https://wa.me/<digits> click-to-chat for the phone, null when it has no usable number'),
  host: Host.nullable(),
  cancel_reason: z.string().nullable(),
  cancelled_at: iso.nullable(),
  created_at: iso,
});

const Link = z
  .string()
  .trim()
  .max(2000)
  .refine((v) => v === '' || /^https:\/\/[^\s]+$/i.test(v), 'must be an https:// address, or empty');

export const ConsultationChange = z.object({
  host_id: z.number().int().positive().nullable().optional().describe('A staff user id; null removes the host'),
  mode: MeetingMode.optional(),
  meeting_link: Link.optional().describe("For video; '' uses the default room"),
});

/** A blocked time: from `date` `start_time` (00:00 when null) to `end_date` `end_time` (the end of that day when null), WAT. */
export const Block = z.object({
  id: z.number().int(),
  date: IsoDay,
  start_time: ClockTime.nullable(),
  end_date: IsoDay,
  end_time: ClockTime.nullable(),
  starts_at: iso,
  ends_at: iso,
  reason: z.string(),
  created_by: z.string(),
  created_at: iso,
});

export const NewBlock = z.object({
  date: IsoDay,
  start_time: ClockTime.nullable().optional(),
  end_date: IsoDay.optional().describe('Defaults to date'),
  end_time: ClockTime.nullable().optional(),
  reason: z.string().trim().min(1).max(300),
});

export const BlocksQuery = z.object({ from: IsoDay.optional(), to: IsoDay.optional() });

export const WorkingHours = z.object({
  weekday: z.number().int().min(0).max(6).describe('0 = Sunday … 6 = Saturday'),
  start: ClockTime,
  end: ClockTime,
});

/** Availability settings (one row). Defaults: Monday–Friday 09:00–17:00 WAT, 30-minute slots, no buffer, 24 hours' notice, 8 weeks ahead. */
export const AvailabilitySettings = z.object({
  time_zone: z.literal(AGENCY_TIME_ZONE),
  working_hours: z.array(WorkingHours).max(7).describe('One range per open weekday; a weekday absent is closed'),
  slot_minutes: z.number().int().min(15).max(240),
  buffer_minutes: z.number().int().min(0).max(120).describe('Kept free after each consultation'),
  notice_hours: z.number().int().min(0).max(720).describe('Minimum notice before a slot can be booked'),
  weeks_ahead: z.number().int().min(1).max(52),
  video_room_link: Link.describe('The default video room, used when a video booking has no link of its own'),
  office_address: z.string().trim().max(500),
});

export const SettingsChange = AvailabilitySettings.omit({ time_zone: true }).partial();

export type IsoDay = z.infer<typeof IsoDay>;
export type MeetingMode = z.infer<typeof MeetingMode>;
export type ConsultationStatus = z.infer<typeof ConsultationStatus>;
export type Slot = z.infer<typeof Slot>;
export type ClosedReason = z.infer<typeof ClosedReason>;
export type AvailabilityDay = z.infer<typeof AvailabilityDay>;
export type AvailabilityAnswer = z.infer<typeof AvailabilityAnswer>;
export type SlotRefused = z.infer<typeof SlotRefused>;
export type Consultation = z.infer<typeof Consultation>;
export type ManagedConsultation = z.infer<typeof ManagedConsultation>;
export type RescheduleBody = z.infer<typeof RescheduleBody>;
export type CancelBody = z.infer<typeof CancelBody>;
export type MyConsultations = z.infer<typeof MyConsultations>;
export type OfficeConsultation = z.infer<typeof OfficeConsultation>;
export type ConsultationChange = z.infer<typeof ConsultationChange>;
export type Block = z.infer<typeof Block>;
export type NewBlock = z.infer<typeof NewBlock>;
export type AvailabilitySettings = z.infer<typeof AvailabilitySettings>;
export type SettingsChange = z.infer<typeof SettingsChange>;
