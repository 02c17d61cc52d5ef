import type { TokenBody, VerifyEmailAnswer } from '@agency/contracts';
import { callEndpoint } from '@agency/shared-auth/endpoints';

/**
 * POST /api/verify_email — proves the address of an account a guest made with a password (single-use token).
 * Sent with the sign-in of this browser: from a session of that very account the password is kept; otherwise
 * it is removed with every session and `set_up` is where the owner chooses one.
 */
export function verifyEmail(input: TokenBody) {
  return callEndpoint('POST /api/verify_email', { body: input });
}

/**
 * The one POST per token for this page load. The token is single use: a second POST (React StrictMode's
 * effect replay, a remount of the remote, a re-render) would answer 'Invalid or expired token' and could
 * replace the success the first one earned, so every caller shares the first attempt's outcome.
 */
const attempts = new Map<string, Promise<VerifyEmailAnswer>>();

export function verifyEmailOnce(token: string): Promise<VerifyEmailAnswer> {
  let attempt = attempts.get(token);
  if (!attempt) {
    attempt = verifyEmail({ token });
    attempts.set(token, attempt);
  }
  return attempt;
}

/** Whether this page load has sent the token already (its outcome is then shown, whoever is signed in now). */
export function hasVerifyAttempt(token: string): boolean {
  return attempts.has(token);
}

/** Lets "Try again" send the token once more, after a failure that did not use it up (offline, 429, 5xx). */
export function forgetVerifyAttempt(token: string): void {
  attempts.delete(token);
}
