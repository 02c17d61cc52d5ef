// By path, like card-payment: pure functions, so the form does not depend on the shell's copy of the shared-auth singleton being new enough.
import { validateNewPassword } from '@agency/contracts/src/password-rules';
import { copy } from '../../../copy';

export interface GuestForm {
  name: string;
  email: string;
  password: string;
  confirm: string;
}

export interface GuestFormErrors {
  name?: string;
  email?: string;
  password?: string;
  confirm?: string;
  /** The complexity rules the password fails, listed under it. */
  rules: string[];
}

/** Spec section 5: every field required (empty ones highlighted), then the shared mismatch, length and complexity rules. */
export function validateGuest(form: GuestForm): GuestFormErrors {
  const errors: GuestFormErrors = { rules: [] };
  if (!form.name.trim()) errors.name = copy.guest.required;
  if (!form.email.trim()) errors.email = copy.guest.required;
  if (!form.password) errors.password = copy.guest.required;
  if (!form.confirm) errors.confirm = copy.guest.required;
  if (errors.name || errors.email || errors.password || errors.confirm) return errors;

  const { error, failedRules } = validateNewPassword(form.password, form.confirm);
  if (error && form.password !== form.confirm) errors.confirm = error;
  else if (error) errors.password = error;
  errors.rules = failedRules;
  return errors;
}

export const hasGuestErrors = (e: GuestFormErrors) => Boolean(e.name || e.email || e.password || e.confirm || e.rules.length);
