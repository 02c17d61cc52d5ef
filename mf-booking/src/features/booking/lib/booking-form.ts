import { NO_SERVICE, type ServiceChoice, type UserInfo } from '@agency/shared-auth';
import type { Country } from 'react-phone-number-input/input';
import { guideCopy } from '@agency/shared-ui';
import { copy } from '@/copy';
import type { BookingPayload } from '../api/book-consultation';
import { isBookable } from './schedule';

/** What the booking dialog edits; `date` is the calendar day ('2026-11-27') and `time` the slot ('14:30'), both in WAT. */
export interface BookingForm {
  name: string;
  email: string;
  /** E.164 ('+12025550123') as the phone input reports it, '' when empty. */
  phone: string;
  country: Country;
  services: ServiceChoice;
  customRequest: string;
  subject: string;
  date: string;
  time: string;
  message: string;
}

export const DEFAULT_COUNTRY: Country = 'US';

export const REQUIRED_FIELDS = ['name', 'email', 'phone', 'date', 'time', 'services', 'subject'] as const;
export type RequiredField = (typeof REQUIRED_FIELDS)[number];
export type MissingFields = ReadonlySet<RequiredField>;
/** The message each invalid field shows, in the order the fields appear. */
export type FieldErrors = ReadonlyMap<RequiredField, string>;
export const NO_ERRORS: FieldErrors = new Map();

/** The required fields of each input step (step 4, the message, has none; step 5 checks them all). */
export const STEP_FIELDS: Record<number, readonly RequiredField[]> = {
  1: ['name', 'email', 'phone'],
  2: ['services', 'subject'],
  3: ['date', 'time'],
  4: [],
  5: REQUIRED_FIELDS,
};

/** The step where a field is filled in, for the summary's Edit links and the final check. */
export const stepOfField = (field: RequiredField) => (field === 'name' || field === 'email' || field === 'phone' ? 1 : field === 'services' || field === 'subject' ? 2 : 3);

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** A fresh form: the preselected service, and the signed-in user's name and email when there is one. */
export function initialBookingForm(service: ServiceChoice, user: UserInfo | null): BookingForm {
  return {
    name: user?.first_name ?? '',
    email: user?.email ?? '',
    phone: '',
    country: DEFAULT_COUNTRY,
    services: service,
    customRequest: '',
    subject: '',
    date: '',
    time: '',
    message: '',
  };
}

/** Required fields left blank (spec section 5); service 'select' counts as missing. */
export function missingBookingFields(form: BookingForm): Set<RequiredField> {
  return new Set(
    REQUIRED_FIELDS.filter((field) => (field === 'services' ? form.services === NO_SERVICE : form[field].trim() === '')),
  );
}

/**
 * What is wrong with the fields of a step, checked when the user tries to leave it (and all of them on
 * submit). A blank field says the guide's required text; a malformed email and a slot that is no longer
 * offered say what to do instead.
 */
export function stepErrors(step: number, form: BookingForm, now: Date): Map<RequiredField, string> {
  const blank = missingBookingFields(form);
  const errors = new Map<RequiredField, string>();
  for (const field of STEP_FIELDS[step] ?? []) {
    if (blank.has(field)) errors.set(field, guideCopy.required);
    else if (field === 'email' && !EMAIL.test(form.email.trim())) errors.set(field, copy.booking.invalid.email);
    else if (field === 'time' && !isBookable(form.date, form.time, now)) errors.set(field, copy.booking.invalid.time);
  }
  return errors;
}

const longDate = new Intl.DateTimeFormat('en-US', { weekday: 'long', year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });

/** '2026-11-27' → 'Friday, November 27, 2026'. Read as a calendar day (UTC) so the weekday never shifts with the time zone. */
export function formatLongDate(isoDay: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDay);
  if (!match) return isoDay;
  return longDate.format(new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]))));
}

export function toBookingPayload(form: BookingForm): BookingPayload {
  // The API has no field for the special request's free text, and the subject is the client's own one-line
  // title; so the request travels at the top of the message, labelled, where the agency reads the details.
  const customRequest = form.services === 'custom' ? form.customRequest.trim() : '';
  const message = [customRequest ? `${copy.booking.customRequestPrefix} ${customRequest}` : '', form.message.trim()]
    .filter(Boolean)
    .join('\n\n');
  return {
    name: form.name.trim(),
    email: form.email.trim(),
    phone: form.phone,
    date: formatLongDate(form.date),
    time: form.time,
    services: form.services,
    subject: form.subject.trim(),
    message,
    selected: form.country,
  };
}
