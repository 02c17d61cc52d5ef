import { PASSWORD_MIN_LENGTH, PASSWORD_RULES as RULES, PASSWORD_TOO_SHORT } from '@agency/contracts';
import { eq, sql } from 'drizzle-orm';
import { issueAccountToken } from '../accounts/account-tokens';
import { verifyEmail } from '../accounts/emails';
import { type AuthUser, createSession } from '../accounts/auth';
import { userInfo } from '../accounts/views';
import type { Config } from '../config';
import type { Db } from '../db/client';
import { enrolments, users } from '../db/schema';
import { badRequest, conflict } from '../lib/errors';
import { hashPassword, PASSWORD_PATTERN } from '../lib/passwords';
import { hasPgCode, PG } from '../lib/pg-errors';
import { requestSubscription } from '../privacy/newsletter';
import { enqueueMail } from '../mail/outbox';
import { findTutorial, isEnrolled } from './queries';

export const EMAIL_TAKEN = 'User with that email already exist';
/** The whole complexity list in one sentence (the guest form shows the list itself). */
export const PASSWORD_RULES = `Password must have ${RULES.map((rule) => rule.message).join(', ')}`;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

const isUniqueViolation = (error: unknown) => hasPgCode(error, PG.uniqueViolation);

/** add_student for a signed-in user: enrols when free (or already paid for); paid tutorials wait for the payment. */
export async function enrolSignedIn(db: Db, user: AuthUser, token: string, tutorialId: number) {
  const tutorial = await findTutorial(db, tutorialId);
  let isStudent = await isEnrolled(db, tutorialId, user.id);
  if (!isStudent && tutorial.amount === 0) {
    if (tutorial.isDone) throw badRequest('This tutorial has ended.');
    await db.insert(enrolments).values({ tutorialId, userId: user.id }).onConflictDoNothing();
    isStudent = true;
  }
  return {
    message: 'success' as const,
    user: userInfo(user, token),
    is_student: isStudent,
  };
}

/**
 * add_student for a guest: creates the account (argon2id), signs it in and enrols it when the tutorial
 * is free; for a paid tutorial the new account then pays. An email already in use answers 409.
 * Nobody has proved the address is the guest's, so the account starts unverified (it keeps its own
 * enrolments and payments, but collects nothing others send under that address) and `sendVerification`
 * queues a mail to the address with a link, in the same transaction.
 */
export async function enrolGuest(
  db: Db,
  config: Config,
  input: { tutorialId: number; name?: string; email?: string; password?: string; marketingConsent?: boolean; noticeVersion?: string | null },
) {
  const name = input.name?.trim() ?? '';
  const email = input.email?.trim() ?? '';
  const password = input.password ?? '';
  if (!name || !email || !password) throw badRequest('Invalide form: name, email and password are required.');
  if (!EMAIL.test(email)) throw badRequest('email: Invalid email address');
  if (password.length < PASSWORD_MIN_LENGTH) throw badRequest(PASSWORD_TOO_SHORT);
  if (!PASSWORD_PATTERN.test(password)) throw badRequest(PASSWORD_RULES);

  const tutorial = await findTutorial(db, input.tutorialId);
  if (tutorial.isDone) throw badRequest('This tutorial has ended.');
  const [taken] = await db.select({ id: users.id }).from(users).where(eq(sql`lower(${users.email})`, email.toLowerCase())).limit(1);
  if (taken) throw conflict(EMAIL_TAKEN);

  const passwordHash = await hashPassword(password);
  const isStudent = tutorial.amount === 0;
  try {
    return await db.transaction(async (tx) => {
      const [user] = await tx.insert(users).values({ email, firstName: name, passwordHash, emailVerifiedAt: null }).returning();
      if (isStudent) await tx.insert(enrolments).values({ tutorialId: tutorial.id, userId: user!.id });
      const token = await createSession(tx, config, user!.id);
      // Queued in this transaction: sent once the account exists, and the sign-up never waits on the mail server.
      await enqueueMail(tx, [verifyEmail(config, user!.email, await issueAccountToken(tx, config, user!.id, 'verify'))]);
      // The sign-up's unticked newsletter box, ticked: the double opt-in's confirmation mail (privacy/newsletter.ts).
      if (input.marketingConsent) await requestSubscription(tx, config, { email: user!.email, source: 'sign_up', noticeVersion: input.noticeVersion });
      return {
        message: 'success' as const,
        user: userInfo(user!, token),
        is_student: isStudent,
      };
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(EMAIL_TAKEN);
    throw error;
  }
}
