import { copy } from '../../copy';

/** Local checks before the call (spec section 5): both fields required; a password under 5 characters is refused. No email format check. */
export function validateLogin(email: string, password: string): string | null {
  if (!email.trim() || !password) return copy.login.emptyFields;
  if (password.length < 5) return copy.login.shortPassword;
  return null;
}
