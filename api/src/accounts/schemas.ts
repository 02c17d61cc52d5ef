import { z } from 'zod';
import { textField } from '../lib/text-fields';

/**
 * Fields are optional and nullable on the wire so that a blank or missing one gets the spec's own
 * text from the handler rather than a generic schema message; wrong types and oversize values are
 * still refused here.
 */
const field = textField;

export const LoginBody = z.object({ username: field(1000), password: field(1000) });

export const UserInfo = z.object({
  token: z.string(),
  first_name: z.string(),
  last_name: z.string().describe('The phone number, as the site shows it'),
  email: z.string(),
  id: z.number().int(),
  role: z.enum(['client', 'staff']).describe('staff accounts also open the back office at /office'),
});

export const Success = z.object({ success: z.literal('success') });

export const SettingsBody = z.object({
  email: field(254).describe('Must be the account’s own email: it cannot be changed here'),
  password: field(1000),
  phone: field(50),
  name: field(200),
});

export const EmailBody = z.object({ email: field(1000) });

export const ResetTokenBody = z.object({ token: field(512), password: field(1000) });

export const SetPasswordBody = z.object({
  token: field(512),
  email: field(1000).describe('Optional; when sent it must be the email the set-up link was sent to'),
  password: field(1000),
});

export const ErrorBody = z.object({ detail: z.string() });
