import { z } from 'zod';
import { requiredText, textField, VALIDATION_MESSAGES as M } from './common';
import { paths } from './pages';

export const LoginBody = z.object({
  username: requiredText(1000, M.emptyLogin).describe('The email address'),
  password: requiredText(1000, M.emptyLogin, { trim: false }),
});

/** The login answer, stored as the signed-in user (spec section 3). `last_name` is what the site shows as Phone. */
export const UserInfo = z.object({
  token: z.string(),
  first_name: z.string(),
  last_name: z.string().describe('The phone number, as the site shows it'),
  email: z.string(),
  id: z.string().describe("The user's public id: random, not a sequence (certificate addresses carry it)"),
  role: z.enum(['client', 'staff']).describe(`staff accounts also open the back office at ${paths.office}`),
});

export const SettingsBody = z.object({
  email: requiredText(254, M.emptySettings).describe('Must be the account’s own email: it cannot be changed here'),
  password: requiredText(1000, M.emptySettings, { trim: false }),
  phone: requiredText(50, M.emptySettings),
  name: requiredText(200, M.emptySettings),
});

/** POST /api/reset_request and /api/account_token. */
export const EmailBody = z.object({ email: requiredText(1000, M.emptyEmail) });

const token = requiredText(512, M.invalidToken);
const newPassword = requiredText(1000, M.resetShortPassword, { trim: false });

export const ResetTokenBody = z.object({ token, password: newPassword });
/** POST /api/verify_email and /api/confirm_booking. */
export const TokenBody = z.object({ token });

/**
 * POST /api/verify_email's answer. Confirming an address from a browser that is not signed in to that account
 * ends every session and removes the password nobody had proved (whoever made the account may not own the
 * address); `set_up` is then the site path where the owner chooses their own password.
 */
export const VerifyEmailAnswer = z.object({
  success: z.literal('success'),
  set_up: z.string().optional().describe('The path of the set-up page, with its token and email, where the owner now chooses a password'),
});

export const SetPasswordBody = z.object({
  token,
  email: textField(1000).describe('Optional; when sent it must be the email the set-up link was sent to'),
  password: newPassword,
});

export type LoginBody = z.infer<typeof LoginBody>;
export type UserInfo = z.infer<typeof UserInfo>;
export type SettingsBody = z.infer<typeof SettingsBody>;
export type EmailBody = z.infer<typeof EmailBody>;
export type ResetTokenBody = z.infer<typeof ResetTokenBody>;
export type TokenBody = z.infer<typeof TokenBody>;
export type SetPasswordBody = z.infer<typeof SetPasswordBody>;
export type VerifyEmailAnswer = z.infer<typeof VerifyEmailAnswer>;
