import { api } from '@agency/shared-auth';

export interface ResetTokenInput {
  token: string;
  password: string;
}

/** POST /api/reset_token — sets the new password with the emailed token; does not sign in. */
export function resetToken(input: ResetTokenInput) {
  return api.post<{ success: string }>('reset_token', input);
}
