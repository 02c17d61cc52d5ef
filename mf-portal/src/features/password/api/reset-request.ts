import { api } from '@agency/shared-auth';

export interface ResetRequestInput {
  email: string;
}

/** POST /api/reset_request — emails a reset link; answers { success: 'success' }. */
export function resetRequest(input: ResetRequestInput) {
  return api.post<{ success: string }>('reset_request', input);
}
