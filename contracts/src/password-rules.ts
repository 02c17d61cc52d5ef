/**
 * The password rules of the spec (section 5), shared by every form that sets a password: reset, account
 * set-up, tutorial guest sign-up and settings. The API enforces the same pattern.
 */
export const PASSWORD_RULES = [
  { message: 'at least 1 lowercase alphabetical character', test: (p: string) => /[a-z]/.test(p) },
  { message: 'at least 1 uppercase alphabetical character', test: (p: string) => /[A-Z]/.test(p) },
  { message: 'at least 1 numeric character', test: (p: string) => /[0-9]/.test(p) },
  { message: 'at least one special character', test: (p: string) => /[!@#$%^&*]/.test(p) },
  { message: 'eight characters or longer', test: (p: string) => p.length >= 8 },
] as const;

export const PASSWORD_MISMATCH = 'Password field did not match';
export const PASSWORD_TOO_SHORT = 'Password must be more than 5 characters long';
/** The spec's minimum-length check comes before the complexity rules. */
export const PASSWORD_MIN_LENGTH = 5;

/** The messages of the complexity rules this password fails, in the spec's order (empty when it passes). */
export function failedPasswordRules(password: string): string[] {
  return PASSWORD_RULES.filter((rule) => !rule.test(password)).map((rule) => rule.message);
}

/**
 * A new password and its confirmation, checked as reset, set-up and guest sign-up do: a mismatch first,
 * then the minimum length, then the complexity list. `error` null and no failed rules means it may be sent.
 */
export function validateNewPassword(password: string, confirm: string): { error: string | null; failedRules: string[] } {
  if (password !== confirm) return { error: PASSWORD_MISMATCH, failedRules: [] };
  if (password.length < PASSWORD_MIN_LENGTH) return { error: PASSWORD_TOO_SHORT, failedRules: [] };
  return { error: null, failedRules: failedPasswordRules(password) };
}
