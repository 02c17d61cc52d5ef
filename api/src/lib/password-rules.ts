import { failedPasswordRules, PASSWORD_MIN_LENGTH } from '@agency/contracts/password-rules';
import { PASSWORD_PATTERN } from './passwords';

/** argon2 costs ~25 ms a call; cap the input so a huge password cannot cost more. */
export const PASSWORD_MAX_LENGTH = 128;

/**
 * What is wrong with a new password, as the spec's texts say it, or null when it is acceptable. The rule
 * texts are the ones the forms show (contracts/src/password-rules.ts).
 * `tooShort` is the text of the screen asking (settings and reset word the under-5 case differently).
 */
export function passwordProblem(password: string, tooShort: string): string | null {
  if (password.length < PASSWORD_MIN_LENGTH) return tooShort;
  if (password.length > PASSWORD_MAX_LENGTH) return `Password must be at most ${PASSWORD_MAX_LENGTH} characters long`;
  if (PASSWORD_PATTERN.test(password)) return null;
  const missing = failedPasswordRules(password);
  return missing.length ? `Password must contain ${missing.join(', ')}` : 'Password must not contain line breaks';
}
