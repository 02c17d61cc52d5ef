import type { EmailBody } from '@agency/contracts';
import { callEndpoint } from '@agency/shared-auth/endpoints';

export type AccountTokenInput = EmailBody;

/** POST /api/account_token — emails a fresh set-up link to an account with no password yet. */
export function accountToken(input: AccountTokenInput) {
  return callEndpoint('POST /api/account_token', { body: input });
}
