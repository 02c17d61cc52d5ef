import { z } from 'zod';
import { textField } from '../lib/text-fields';

/**
 * Optional and nullable on the wire so that blank and missing fields are named together in one
 * detail by the handler; wrong types and oversize values are refused here.
 */
const field = textField;

export const ContactBody = z.object({ name: field(200), email: field(1000), subject: field(300), message: field(5000) });

export const NewsletterBody = z.object({ newsEmail: field(1000) });

export const BookingBody = z.object({
  name: field(200),
  email: field(1000),
  phone: field(50),
  date: field(100).describe("A long formatted date, e.g. 'Friday, November 27, 2026'"),
  time: field(50).describe("e.g. '10:00' or '2:30 PM'"),
  services: field(50).describe("A service code (spec section 3, or 'pd' for product); 'select' means none"),
  subject: field(300),
  message: field(5000),
  selected: field(8).describe('Country code of the phone number; US when absent'),
});

export const Success = z.object({ success: z.literal('success') });
export const BookingAnswer = z.object({ success: z.literal('success'), id: z.number().int() });
