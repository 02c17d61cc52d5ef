import type { EmailBody, Success } from '@agency/contracts';
import { api } from '@agency/shared-auth';

export type AccountTokenInput = EmailBody;

/** POST /api/account_token — emails a fresh set-up link to an account with no password yet. */
export function accountToken(input: AccountTokenInput) {
  return api.post<Success>('account_token', input);
}
