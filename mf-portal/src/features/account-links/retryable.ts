import { ApiError } from '@agency/shared-auth';

/**
 * Whether a failed token call may be sent again: the server never read the token (offline), or refused
 * for a while (429) or failed (5xx). A 4xx answer about the token itself would only repeat.
 */
export function isRetryable(error: unknown): boolean {
  if (!(error instanceof ApiError)) return true;
  return error.offline || error.status === 0 || error.status === 429 || error.status >= 500;
}
