import { NO_SERVICE, type ServiceChoice, type UserInfo } from '@agency/shared-auth';
import type { Country } from 'react-phone-number-input/input';
import { copy } from '@/copy';
import type { BookingPayload } from '../api/book-consultation';

/** What the booking dialog edits; `date` and `time` are the native inputs' values ('2026-11-27', '14:30'). */
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

const longDate = new Intl.DateTimeFormat('en-US', { weekday: 'long', year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });

/** '2026-11-27' → 'Friday, November 27, 2026'. Read as a calendar day (UTC) so the weekday never shifts with the time zone. */
export function formatLongDate(isoDay: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDay);
  if (!match) return isoDay;
  return longDate.format(new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]))));
}

/** Today as the date input's value, in the visitor's own time zone. */
export function todayIsoDay(now = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
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
