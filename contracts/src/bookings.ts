import { z } from 'zod';
import { MISSING_FIELD, requiredText, textField, VALIDATION_MESSAGES as M } from './common';
import { ManagedConsultation, MeetingMode } from './consultations';
import { MarketingConsentFields } from './privacy';
import { NO_SERVICE } from './services';

const required = (max: number) => requiredText(max, MISSING_FIELD);

export const ContactBody = z.object({ name: required(200), email: required(1000), subject: required(300), message: required(5000), ...MarketingConsentFields });

/**
 * The footer's newsletter form. The answer is the same whatever the address (new, pending or confirmed): a new or
 * pending one is sent one confirmation mail (double opt-in; rate-limited per address), and nothing else until it is
 * followed.
 */
export const NewsletterBody = z.object({
  newsEmail: requiredText(1000, M.emptyNewsletter).describe('Any non-empty text (the spec asks no format check)'),
  notice_version: MarketingConsentFields.notice_version,
});

export const BookingBody = z.object({
  name: required(200),
  email: required(1000),
  phone: required(50),
  date: required(100).describe("A long formatted date, e.g. 'Friday, November 27, 2026' (a day in WAT; 'YYYY-MM-DD' is read too)"),
  time: required(50).describe("The start in WAT, e.g. '10:00' or '2:30 PM': a free slot of GET /api/availability, else 409 with the nearest"),
  services: required(50)
    .refine((v) => v !== NO_SERVICE, MISSING_FIELD)
    .describe("A service code (spec section 3, or 'pd' for product); 'select' means none and counts as missing"),
  subject: required(300),
  message: textField(5000),
  selected: textField(8).describe('Country code of the phone number; US when absent'),
  mode: MeetingMode.optional().describe('How to meet (not in the spec): video when absent'),
  ...MarketingConsentFields,
});

/** The spec's `success`, the request's id, and the booked consultation for the result step (with its manage token). */
export const BookingAnswer = z.object({
  success: z.literal('success'),
  id: z.number().int(),
  consultation: ManagedConsultation.optional().describe('The booked consultation; its manage_token opens the manage page and the .ics download'),
});

export type ContactBody = z.infer<typeof ContactBody>;
export type NewsletterBody = z.infer<typeof NewsletterBody>;
export type BookingBody = z.infer<typeof BookingBody>;
export type BookingAnswer = z.infer<typeof BookingAnswer>;
