import { api } from '@agency/shared-auth';

export interface AccountTokenInput {
  email: string;
}

/** POST /api/account_token — emails a fresh set-up link to an account with no password yet. */
export function accountToken(input: AccountTokenInput) {
  return api.post<{ success: string }>('account_token', input);
}
