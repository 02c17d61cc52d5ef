import { z } from 'zod';
import { MISSING_FIELD, requiredText, textField, VALIDATION_MESSAGES as M } from './common';
import { NO_SERVICE } from './services';

const required = (max: number) => requiredText(max, MISSING_FIELD);

export const ContactBody = z.object({ name: required(200), email: required(1000), subject: required(300), message: required(5000) });

export const NewsletterBody = z.object({ newsEmail: requiredText(1000, M.emptyNewsletter).describe('Any non-empty text (the spec asks no format check)') });

export const BookingBody = z.object({
  name: required(200),
  email: required(1000),
  phone: required(50),
  date: required(100).describe("A long formatted date, e.g. 'Friday, November 27, 2026'"),
  time: required(50).describe("e.g. '10:00' or '2:30 PM'"),
  services: required(50)
    .refine((v) => v !== NO_SERVICE, MISSING_FIELD)
    .describe("A service code (spec section 3, or 'pd' for product); 'select' means none and counts as missing"),
  subject: required(300),
  message: textField(5000),
  selected: textField(8).describe('Country code of the phone number; US when absent'),
});

export const BookingAnswer = z.object({ success: z.literal('success'), id: z.number().int() });

export type ContactBody = z.infer<typeof ContactBody>;
export type NewsletterBody = z.infer<typeof NewsletterBody>;
export type BookingBody = z.infer<typeof BookingBody>;
export type BookingAnswer = z.infer<typeof BookingAnswer>;
