import { type EmailBody, type LoginBody, type ResetTokenBody, type SetPasswordBody, type SettingsBody, VALIDATION_MESSAGES as M } from '@agency/contracts';
import { and, eq, isNull, ne } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config';
import type { Db } from '../db/client';
import { serviceRequests, sessions, users } from '../db/schema';
import { badRequest, HttpError, notFound } from '../lib/errors';
import { PASSWORD_MAX_LENGTH, passwordProblem } from '../lib/password-rules';
import { hashPassword, verifyPassword } from '../lib/passwords';
import { clean } from '../lib/text-fields';
import { enqueueMail } from '../mail/outbox';
import { setUpPath } from '@agency/contracts/pages';
import { consumeAccountToken, consumeAccountTokenRow, issueAccountToken, retireAccountTokens } from './account-tokens';
import { createSession } from './auth';
import { resetEmail, setupEmail } from './emails';
import { forgetLoginFailures, type LoginThrottle } from './login-throttle';
import { findUserByEmail, findUserById } from './users';
import { userInfo } from './views';

export const TEXT = {
  invalidLogin: 'Invalid login credentials. Please check email and password',
  emptyLogin: M.emptyLogin,
  emptySettings: M.emptySettings,
  settingsShortPassword: 'Password field must be atleast 5 digits',
  emailReadOnly: 'The email address cannot be changed.',
  resetShortPassword: M.resetShortPassword,
  emptyEmail: M.emptyEmail,
  noAccount: 'No account with such email',
  invalidToken: M.invalidToken,
  expiredToken: 'Invalid or expired token',
  verifyFirst: 'Please confirm your email address first (the link we sent when the account was created), or reset your password.',
  bookingConfirmed: 'The request is now in your account.',
  alreadySetUp: 'This account is already set up. Please log in, or reset your password.',
} as const;

function tooManyFailures(waitMs: number): string {
  const wait = waitMs < 60_000 ? `${Math.ceil(waitMs / 1000)} seconds` : `${Math.ceil(waitMs / 60_000)} minutes`;
  return `Too many failed login attempts. Please try again in ${wait}.`;
}

export interface AccountsDeps {
  db: Db;
  config: Config;
  log: FastifyBaseLogger;
}

export { userInfo };

/** One code path for unknown email, password-less account and wrong password: same text, same argon2 work. */
export async function login(deps: AccountsDeps, throttle: LoginThrottle, body: LoginBody, ip: string) {
  const { username: email, password } = body;
  const wait = await throttle.retryAfterMs(email, ip);
  if (wait > 0) throw new HttpError(429, tooManyFailures(wait));
  const user = email.length <= 254 ? await findUserByEmail(deps.db, email) : null;
  // No stored password is longer than the cap, so an overlong one fails without costing an argon2 run.
  const ok = password.length <= PASSWORD_MAX_LENGTH ? await verifyPassword(user?.passwordHash ?? null, password) : false;
  if (!ok || !user) {
    await throttle.recordFailure(email, ip);
    throw badRequest(TEXT.invalidLogin);
  }
  await throttle.recordSuccess(email, ip);
  return userInfo(user, await createSession(deps.db, deps.config, user.id));
}

/**
 * Name, phone and password of the signed-in account. The password changes on every save (the form
 * always sends it), so every other session ends and a fresh token is answered in place of the old one.
 */
export async function updateSettings(
  deps: AccountsDeps,
  userId: number,
  body: SettingsBody,
) {
  const { email, name, phone, password } = body;
  const user = await findUserById(deps.db, userId);
  if (!user) throw new HttpError(401, 'Your session has expired. Please sign in again.');
  if (email.toLowerCase() !== user.email.toLowerCase()) throw badRequest(TEXT.emailReadOnly);
  const problem = passwordProblem(password, TEXT.settingsShortPassword);
  if (problem) throw badRequest(problem);
  const passwordHash = await hashPassword(password);
  const token = await deps.db.transaction(async (tx) => {
    await tx.update(users).set({ firstName: name, phone, passwordHash }).where(eq(users.id, userId));
    await tx.update(sessions).set({ revokedAt: new Date() }).where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));
    await retireAccountTokens(tx, userId);
    return createSession(tx as unknown as Db, deps.config, userId);
  });
  return userInfo({ ...user, firstName: name, phone }, token);
}

export async function requestReset(deps: AccountsDeps, { email }: EmailBody) {
  const user = email.length <= 254 ? await findUserByEmail(deps.db, email) : null;
  if (!user) throw notFound(TEXT.noAccount);
  // The link is queued with its token: with the mail server down the request still succeeds, and the link arrives once it is back.
  await deps.db.transaction(async (tx) => enqueueMail(tx, [resetEmail(deps.config, user.email, await issueAccountToken(tx, deps.config, user.id, 'reset'))]));
}

/** Sends a fresh set-up link to an account that has no password yet. */
export async function resendSetup(deps: AccountsDeps, { email }: EmailBody) {
  const user = email.length <= 254 ? await findUserByEmail(deps.db, email) : null;
  if (!user) throw notFound(TEXT.noAccount);
  if (user.passwordHash) throw badRequest(TEXT.alreadySetUp);
  await deps.db.transaction(async (tx) => enqueueMail(tx, [setupEmail(deps.config, user.email, await issueAccountToken(tx, deps.config, user.id, 'setup'))]));
}

/**
 * Sets a password from an emailed token. Token use, password change, retiring the user's other links
 * and ending their sessions happen in one transaction; any refusal leaves the token usable.
 * Does not sign in: the user logs in with the new password.
 */
async function setPasswordFromToken(
  deps: AccountsDeps,
  kind: 'reset' | 'setup',
  body: ResetTokenBody & Partial<Pick<SetPasswordBody, 'email'>>,
) {
  const { token } = body;
  const problem = passwordProblem(body.password, TEXT.resetShortPassword);
  if (problem) throw badRequest(problem);
  const passwordHash = await hashPassword(body.password);
  const email = clean(body.email);
  await deps.db.transaction(async (tx) => {
    const userId = await consumeAccountToken(tx, token, kind);
    if (userId === null) throw badRequest(TEXT.expiredToken);
    const user = await findUserById(tx, userId);
    if (!user) throw badRequest(TEXT.expiredToken);
    if (kind === 'setup') {
      if (user.passwordHash) throw badRequest(TEXT.expiredToken);
      if (email && email.toLowerCase() !== user.email.toLowerCase()) throw badRequest(TEXT.expiredToken);
    }
    // The link came to the address, so its owner holds the account from now on.
    await tx.update(users).set({ passwordHash, emailVerifiedAt: user.emailVerifiedAt ?? new Date() }).where(eq(users.id, userId));
    await retireAccountTokens(tx, userId);
    await tx.update(sessions).set({ revokedAt: new Date() }).where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));
    // The failures counted against the old password (a distributed guess) no longer lock the owner out.
    await forgetLoginFailures(tx, user.email);
  });
}

export const resetPassword = (deps: AccountsDeps, body: ResetTokenBody) =>
  setPasswordFromToken(deps, 'reset', body);

export const setUpPassword = (deps: AccountsDeps, body: SetPasswordBody) =>
  setPasswordFromToken(deps, 'setup', body);

/**
 * Proves the address of an account made with a password nobody had proved (a guest sign-up). Whoever opens the
 * link holds the mailbox; the password and the sessions may be someone else's (anyone can sign up under any
 * address). So unless the link is opened in a session of that very account (then the same person holds both,
 * and keeps them), every session ends and the password goes: the answer carries a set-up path where the owner
 * chooses their own. Nothing sent under the address can then reach whoever made the account.
 */
export async function verifyEmailAddress(deps: AccountsDeps, { token }: { token: string }, caller: { id: number; sessionId: number } | null) {
  return deps.db.transaction(async (tx) => {
    const userId = await consumeAccountToken(tx, token, 'verify');
    if (userId === null) throw badRequest(TEXT.expiredToken);
    const user = await findUserById(tx, userId);
    if (!user) throw badRequest(TEXT.expiredToken);
    const now = new Date();
    if (caller?.id === userId) {
      await tx.update(users).set({ emailVerifiedAt: user.emailVerifiedAt ?? now }).where(eq(users.id, userId));
      await tx.update(sessions).set({ revokedAt: now }).where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt), ne(sessions.id, caller.sessionId)));
      return { success: 'success' as const };
    }
    await tx.update(users).set({ emailVerifiedAt: user.emailVerifiedAt ?? now, passwordHash: null }).where(eq(users.id, userId));
    await tx.update(sessions).set({ revokedAt: now }).where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));
    await retireAccountTokens(tx, userId);
    const setup = await issueAccountToken(tx, deps.config, userId, 'setup');
    return { success: 'success' as const, set_up: setUpPath(setup, user.email) };
  });
}

/**
 * The owner of an address confirms a guest booking made under it (the link in the neutral mail). An
 * account whose password nobody proved could be someone else's, so it must be verified first (its
 * verification link, or a password reset); the link then stays usable.
 */
export async function confirmBooking(deps: AccountsDeps, { token }: { token: string }) {
  await deps.db.transaction(async (tx) => {
    const claim = await consumeAccountTokenRow(tx, token, 'claim');
    if (!claim?.requestId) throw badRequest(TEXT.expiredToken);
    const user = await findUserById(tx, claim.userId);
    if (!user) throw badRequest(TEXT.expiredToken);
    if (user.passwordHash && !user.emailVerifiedAt) throw new HttpError(409, TEXT.verifyFirst);
    await tx.update(serviceRequests).set({ confirmedAt: new Date() }).where(and(eq(serviceRequests.id, claim.requestId), eq(serviceRequests.userId, user.id)));
  });
}
