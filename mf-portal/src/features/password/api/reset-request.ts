import type { EmailBody } from '@agency/contracts';
import { callEndpoint } from '@agency/shared-auth/endpoints';

export type ResetRequestInput = EmailBody;

/** POST /api/reset_request — emails a reset link; answers { success: 'success' }. */
export function resetRequest(input: ResetRequestInput) {
  return callEndpoint('POST /api/reset_request', { body: input });
}
