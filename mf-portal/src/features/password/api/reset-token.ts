import type { ResetTokenBody } from '@agency/contracts';
import { callEndpoint } from '@agency/shared-auth/endpoints';

export type ResetTokenInput = ResetTokenBody;

/** POST /api/reset_token — sets the new password with the emailed token; does not sign in. */
export function resetToken(input: ResetTokenInput) {
  return callEndpoint('POST /api/reset_token', { body: input });
}
