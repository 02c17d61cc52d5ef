import type { Success, TokenBody as TokenSchema } from '@agency/contracts';
import { api } from '@agency/shared-auth';
import type { z } from 'zod';

/** POST /api/verify_email — proves the address of an account a guest made with a password (single-use token). */
export function verifyEmail(input: z.infer<typeof TokenSchema>) {
  return api.post<Success>('verify_email', input);
}

/**
 * The one POST per token for this page load. The token is single use: a second POST (React StrictMode's
 * effect replay, a remount of the remote, a re-render) would answer 'Invalid or expired token' and could
 * replace the success the first one earned, so every caller shares the first attempt's outcome.
 */
const attempts = new Map<string, Promise<unknown>>();

export function verifyEmailOnce(token: string): Promise<unknown> {
  let attempt = attempts.get(token);
  if (!attempt) {
    attempt = verifyEmail({ token });
    attempts.set(token, attempt);
  }
  return attempt;
}

/** Lets "Try again" send the token once more, after a failure that did not use it up (offline, 429, 5xx). */
export function forgetVerifyAttempt(token: string): void {
  attempts.delete(token);
}
