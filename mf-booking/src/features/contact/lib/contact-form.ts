import { ContactBody } from '@agency/contracts';
import { PRIVACY_NOTICE_VERSION } from '@agency/contracts/privacy-notice';
import { z } from 'zod';
import { copy } from '@/copy';

const wire = ContactBody.shape;

/** A required field: blank (after trimming) says the form's own text (spec section 5); anything else must pass the API's rule for it. */
const filled = <T extends z.ZodType<unknown, string>>(rule: T, message: string) => z.string().trim().min(1, message).pipe(rule);

/** The contact form: the contract's body, every field required, trimmed as sent. */
export const ContactFormSchema = z.object({
  name: filled(wire.name, copy.contact.missing.name),
  email: filled(wire.email, copy.contact.missing.email),
  subject: filled(wire.subject, copy.contact.missing.subject),
  message: filled(wire.message, copy.contact.missing.message),
  /** The unticked newsletter box (never pre-ticked; true starts the double opt-in). */
  marketing_consent: z.boolean(),
});

/** What the contact dialog sends: the form, and the privacy notice version the dialog linked to. */
export const toContactPayload = (form: z.output<typeof ContactFormSchema>): ContactBody => ({ ...form, notice_version: PRIVACY_NOTICE_VERSION });
