import type { ResetTokenBody, Success } from '@agency/contracts';
import { api } from '@agency/shared-auth';

export type ResetTokenInput = ResetTokenBody;

/** POST /api/reset_token — sets the new password with the emailed token; does not sign in. */
export function resetToken(input: ResetTokenInput) {
  return api.post<Success>('reset_token', input);
}
