import type { BookingAnswer, BookingBody, ContactBody } from './bookings';
import { paths } from './pages';
import { isMeetingMode } from './meeting-modes';

/**
 * The /book and /contact pages' forms, which post without JavaScript (issue 28): the browser sends their fields as
 * `application/x-www-form-urlencoded` to the page's own address, and the site (site/src/form-posts.ts) turns them
 * into the API's JSON body with these functions. With JavaScript the page reads the same fields from its form
 * (FormData) and calls the API itself, so both ways send one body.
 */
export interface PostedFields {
  get(name: string): unknown;
}

/** The names of the fields the pages post, beside the API's own (name, email, phone, services, subject, message, mode). */
export const FORM_FIELD = {
  /** One select of free starts: `<date> <time>` (WAT), e.g. '2026-11-30 10:00'. */
  slot: 'slot',
  /** The phone number's country (the API's `selected`). */
  country: 'country',
  /** The unticked newsletter box: 'on' when ticked. */
  consent: 'marketing_consent',
  noticeVersion: 'notice_version',
  /** On a page rendered again after a refused post: the API's reason, shown above the form. */
  error: 'error',
} as const;

/** The phone country a page offers first: most visitors are in Nigeria. */
export const FORM_DEFAULT_COUNTRY = 'NG';

const text = (form: PostedFields, name: string) => {
  const value = form.get(name);
  return typeof value === 'string' ? value : '';
};

/** A slot as the page's select carries it. */
export const slotValue = (slot: { date: string; time: string }) => `${slot.date} ${slot.time}`;

/** The booking the /book form describes. */
export function bookingFromForm(form: PostedFields): BookingBody {
  const [date = '', time = ''] = text(form, FORM_FIELD.slot).split(' ');
  const mode = text(form, 'mode');
  return {
    name: text(form, 'name'),
    email: text(form, 'email'),
    phone: text(form, 'phone'),
    date,
    time,
    services: text(form, 'services'),
    subject: text(form, 'subject'),
    message: text(form, 'message'),
    selected: text(form, FORM_FIELD.country) || FORM_DEFAULT_COUNTRY,
    mode: isMeetingMode(mode) ? mode : 'video',
    marketing_consent: text(form, FORM_FIELD.consent) === 'on',
    notice_version: text(form, FORM_FIELD.noticeVersion),
  };
}

/** The message the /contact form describes. */
export function contactFromForm(form: PostedFields): ContactBody {
  return {
    name: text(form, 'name'),
    email: text(form, 'email'),
    subject: text(form, 'subject'),
    message: text(form, 'message'),
    marketing_consent: text(form, FORM_FIELD.consent) === 'on',
    notice_version: text(form, FORM_FIELD.noticeVersion),
  };
}

/** Where a sent booking goes, with JavaScript or without: its consultation's result, or the plain success text. */
export const bookedPath = (answer: Pick<BookingAnswer, 'consultation'> | undefined) =>
  answer?.consultation ? `${paths.book}?booked=${encodeURIComponent(answer.consultation.manage_token)}` : `${paths.book}?sent=1`;

/** Where a sent contact message goes. */
export const contactSentPath = `${paths.contact}?sent=1`;
