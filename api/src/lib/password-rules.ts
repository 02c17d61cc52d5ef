import { PASSWORD_PATTERN } from './passwords';

/** argon2 costs ~25 ms a call; cap the input so a huge password cannot cost more. */
export const PASSWORD_MAX_LENGTH = 128;

const RULES: [RegExp, string][] = [
  [/[a-z]/, 'at least 1 lowercase alphabetical character'],
  [/[A-Z]/, 'at least 1 uppercase alphabetical character'],
  [/[0-9]/, 'at least 1 numeric character'],
  [/[!@#$%^&*]/, 'at least one special character'],
  [/^.{8,}$/s, 'eight characters or longer'],
];

/**
 * What is wrong with a new password, as the spec's texts say it, or null when it is acceptable.
 * `tooShort` is the text of the screen asking (settings and reset word the under-5 case differently).
 */
export function passwordProblem(password: string, tooShort: string): string | null {
  if (password.length < 5) return tooShort;
  if (password.length > PASSWORD_MAX_LENGTH) return `Password must be at most ${PASSWORD_MAX_LENGTH} characters long`;
  if (PASSWORD_PATTERN.test(password)) return null;
  const missing = RULES.filter(([re]) => !re.test(password)).map(([, text]) => text);
  return missing.length ? `Password must contain ${missing.join(', ')}` : 'Password must not contain line breaks';
}
