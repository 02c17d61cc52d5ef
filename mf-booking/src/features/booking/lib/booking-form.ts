import { BookingBody } from '@agency/contracts';
import type { BookingBody as BookingPayload } from '@agency/contracts';
import { PRIVACY_NOTICE_VERSION } from '@agency/contracts/privacy-notice';
import { NO_SERVICE, type ServiceChoice, type UserInfo } from '@agency/shared-auth';
import { guideCopy } from '@agency/shared-ui';
import type { UseFormReturn } from '@agency/shared-ui/form';
import type { Country } from 'react-phone-number-input/input';
import { z } from 'zod';
import { MeetingMode } from '@agency/contracts/consultations';
import { copy } from '@/copy';

export const DEFAULT_COUNTRY: Country = 'US';

export const REQUIRED_FIELDS = ['name', 'email', 'phone', 'date', 'time', 'services', 'subject'] as const;
export type RequiredField = (typeof REQUIRED_FIELDS)[number];

/** The required fields of each input step (step 4, the message, has none; step 5 checks them all). */
export const STEP_FIELDS: Record<number, readonly RequiredField[]> = {
  1: ['name', 'email', 'phone'],
  2: ['services', 'subject'],
  3: ['date', 'time'],
  4: [],
  5: REQUIRED_FIELDS,
};

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const wire = BookingBody.shape;

/** A required field: blank (after trimming) says the guide's text; anything else must pass the API's own rule for it. */
const filled = <T extends z.ZodType<unknown, string>>(rule: T) => z.string().trim().min(1, guideCopy.required).pipe(rule);

/**
 * What the booking dialog edits. `date` is the calendar day ('2026-11-27') and `time` the slot ('14:30'),
 * both in WAT; `phone` is E.164 ('+12025550123') as the phone input reports it, '' when empty. Built on the
 * contract's booking body (its length and text rules), with the dialog's own checks on top: the guide's text
 * for a blank field (spec section 5; service 'select' counts as blank) and a well-formed email. Whether the slot
 * is free is the API's to say (issue 27): the picker offers only the free slots it lists, and a slot taken
 * meanwhile is refused with 409 and the nearest free ones, which the dialog offers on the date-and-time step.
 */
export const BookingFormSchema = z
  .object({
    name: filled(wire.name),
    email: filled(wire.email).refine((email) => EMAIL.test(email), copy.booking.invalid.email),
    phone: filled(wire.phone),
    country: z.string(),
    services: z.string().refine((service) => service !== NO_SERVICE, guideCopy.required).pipe(wire.services),
    customRequest: z.string(),
    subject: filled(wire.subject),
    date: z.string().min(1, guideCopy.required),
    time: z.string().min(1, guideCopy.required),
    message: z.string().pipe(wire.message.unwrap().unwrap()),
    mode: MeetingMode,
    /** The unticked newsletter box (never pre-ticked; true starts the double opt-in). */
    marketing_consent: z.boolean(),
  });

export type BookingFormInput = z.input<typeof BookingFormSchema>;
export type BookingFormValues = z.output<typeof BookingFormSchema>;
/** The dialog's form (useZodForm over BookingFormSchema), as its step components receive it. */
export type BookingFormApi = UseFormReturn<BookingFormInput, unknown, BookingFormValues>;

/** The step where a field is filled in, for the summary's Edit links. */
export const stepOfField = (field: RequiredField) => (field === 'name' || field === 'email' || field === 'phone' ? 1 : field === 'services' || field === 'subject' ? 2 : 3);

/**
 * A fresh form: the preselected service, the signed-in user's name and email when there is one, and the subject
 * of a package's "Get started" ('Standard package').
 */
export function initialBookingForm(service: ServiceChoice, user: UserInfo | null, packageName?: string): BookingFormInput {
  return {
    name: user?.first_name ?? '',
    email: user?.email ?? '',
    phone: '',
    country: DEFAULT_COUNTRY,
    services: service,
    customRequest: '',
    subject: packageName ? copy.booking.packageSubject(packageName) : '',
    date: '',
    time: '',
    message: '',
    mode: 'video',
    marketing_consent: false,
  };
}

const longDate = new Intl.DateTimeFormat('en-US', { weekday: 'long', year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });

/** '2026-11-27' → 'Friday, November 27, 2026'. Read as a calendar day (UTC) so the weekday never shifts with the time zone. */
export function formatLongDate(isoDay: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDay);
  if (!match) return isoDay;
  return longDate.format(new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]))));
}

export function toBookingPayload(form: BookingFormValues): BookingPayload {
  // The API has no field for the special request's free text, and the subject is the client's own one-line
  // title; so the request travels at the top of the message, labelled, where the agency reads the details.
  const customRequest = form.services === 'custom' ? form.customRequest.trim() : '';
  const message = [customRequest ? `${copy.booking.customRequestPrefix} ${customRequest}` : '', form.message.trim()]
    .filter(Boolean)
    .join('\n\n');
  return {
    name: form.name,
    email: form.email,
    phone: form.phone,
    date: formatLongDate(form.date),
    time: form.time,
    services: form.services,
    subject: form.subject,
    message,
    selected: form.country,
    mode: form.mode,
    marketing_consent: form.marketing_consent,
    notice_version: PRIVACY_NOTICE_VERSION,
  };
}
