import type { EmailBody, Success } from '@agency/contracts';
import { api } from '@agency/shared-auth';

export type ResetRequestInput = EmailBody;

/** POST /api/reset_request — emails a reset link; answers { success: 'success' }. */
export function resetRequest(input: ResetRequestInput) {
  return api.post<Success>('reset_request', input);
}
