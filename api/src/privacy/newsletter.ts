import type { ConsentSource, ConsentsAnswer, UnsubscribeState } from '@agency/contracts';
import { and, desc, eq, isNull, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../accounts/account-tokens';
import type { Config } from '../config';
import { consentRecords, newsletterSubscribers } from '../db/schema';
import { badRequest, notFound } from '../lib/errors';
import { looksLikeEmail } from '../lib/text-fields';
import { hashToken, newToken } from '../lib/tokens';
import { enqueueMail } from '../mail/outbox';
import { newsletterAgencyEmail, newsletterConfirmEmail, newsletterWelcomeEmail } from './emails';
import { currentNotice, noticeVersionFor } from './notice';

export const NEWSLETTER_TEXT = {
  invalidConfirm: 'This confirmation link is invalid or has expired. Please subscribe again.',
  invalidUnsubscribe: 'This unsubscribe link is not valid (it may be older than our records).',
} as const;

type Subscriber = typeof newsletterSubscribers.$inferSelect;

async function findSubscriber(db: DbOrTx, email: string): Promise<Subscriber | null> {
  const [row] = await db
    .select()
    .from(newsletterSubscribers)
    .where(eq(sql`lower(${newsletterSubscribers.email})`, email.trim().toLowerCase()))
    .limit(1);
  return row ?? null;
}

const isSubscribed = (s: Subscriber | null) => Boolean(s?.confirmedAt && !s.unsubscribedAt);

export async function recordConsent(
  db: DbOrTx,
  c: { email: string; userId?: number | null; given: boolean; source: ConsentSource; noticeVersion: string; at?: Date },
): Promise<void> {
  await db.insert(consentRecords).values({
    email: c.email,
    userId: c.userId ?? null,
    purpose: 'newsletter',
    given: c.given,
    noticeVersion: c.noticeVersion,
    source: c.source,
    ...(c.at ? { createdAt: c.at } : {}),
  });
}

/**
 * Asks for the newsletter for an address (double opt-in), in the caller's transaction. An address not yet
 * confirmed (new, pending, or unsubscribed) is sent one confirmation mail, at most one per
 * NEWSLETTER_RESEND_MINUTES; a confirmed one is sent nothing. Nothing about which case it was comes back to the
 * caller's answer. Text that is not an email address (the spec's form checks no format) is not stored.
 */
export async function requestSubscription(
  tx: DbOrTx,
  config: Config,
  r: { email: string; source: ConsentSource; noticeVersion?: string | null; now?: Date },
): Promise<void> {
  const email = r.email.trim();
  if (!looksLikeEmail(email)) return;
  const now = r.now ?? new Date();
  const existing = await findSubscriber(tx, email);
  if (isSubscribed(existing)) return;
  const resendAfter = now.getTime() - config.NEWSLETTER_RESEND_MINUTES * 60_000;
  if (existing?.confirmSentAt && existing.confirmSentAt.getTime() > resendAfter) return;
  const token = newToken();
  const fields = {
    confirmTokenHash: hashToken(token),
    confirmSentAt: now,
    source: r.source,
    noticeVersion: await noticeVersionFor(tx, r.noticeVersion),
  };
  if (existing) await tx.update(newsletterSubscribers).set(fields).where(eq(newsletterSubscribers.id, existing.id));
  else await tx.insert(newsletterSubscribers).values({ email, createdAt: now, ...fields });
  await enqueueMail(tx, [newsletterConfirmEmail(config, email, token)]);
}

/**
 * Subscribes an address its owner has proved (a signed-in account with a verified email turning the newsletter on
 * in settings): no confirmation mail is needed; the consent is recorded at once.
 */
export async function subscribeProven(tx: DbOrTx, config: Config, r: { email: string; userId: number; noticeVersion?: string | null; now?: Date }): Promise<void> {
  const now = r.now ?? new Date();
  const existing = await findSubscriber(tx, r.email);
  if (isSubscribed(existing)) return;
  const noticeVersion = await noticeVersionFor(tx, r.noticeVersion);
  const fields = { confirmedAt: now, unsubscribedAt: null, confirmTokenHash: null, source: 'settings' as const, noticeVersion };
  const [row] = existing
    ? await tx.update(newsletterSubscribers).set(fields).where(eq(newsletterSubscribers.id, existing.id)).returning()
    : await tx.insert(newsletterSubscribers).values({ email: r.email, createdAt: now, ...fields }).returning();
  await recordConsent(tx, { email: r.email, userId: r.userId, given: true, source: 'settings', noticeVersion, at: now });
  await enqueueMail(tx, [newsletterWelcomeEmail(config, row!.email, row!.unsubscribeToken), newsletterAgencyEmail(config, row!.email)]);
}

/**
 * Follows a confirmation link: records the consent (with the form and the notice version of the sign-up) and sends
 * the welcome mail, the first that carries an unsubscribe link. Following it again changes nothing. A link is good
 * for RETENTION_NEWSLETTER_DAYS (after that the sign-up itself is gone).
 */
export async function confirmSubscription(tx: DbOrTx, config: Config, token: string, now = new Date()): Promise<void> {
  const [row] = await tx.select().from(newsletterSubscribers).where(eq(newsletterSubscribers.confirmTokenHash, hashToken(token))).limit(1);
  const oldest = now.getTime() - config.RETENTION_NEWSLETTER_DAYS * 86_400_000;
  if (!row?.confirmSentAt || row.confirmSentAt.getTime() < oldest) throw badRequest(NEWSLETTER_TEXT.invalidConfirm);
  if (isSubscribed(row)) return;
  const updated = await tx
    .update(newsletterSubscribers)
    .set({ confirmedAt: now, unsubscribedAt: null })
    .where(and(eq(newsletterSubscribers.id, row.id), or(isNull(newsletterSubscribers.confirmedAt), sql`${newsletterSubscribers.unsubscribedAt} is not null`)))
    .returning({ id: newsletterSubscribers.id });
  if (!updated.length) return;
  await recordConsent(tx, { email: row.email, given: true, source: row.source, noticeVersion: row.noticeVersion ?? (await noticeVersionFor(tx, null)), at: now });
  await enqueueMail(tx, [newsletterWelcomeEmail(config, row.email, row.unsubscribeToken), newsletterAgencyEmail(config, row.email)]);
}

/** 'ada@example.ng' as 'a***@example.ng': an unsubscribe link may be forwarded, so its page shows little. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at < 1) return '***';
  return `${email[0]}***${email.slice(at)}`;
}

async function bySubscriberToken(db: DbOrTx, token: string): Promise<Subscriber> {
  const [row] = await db.select().from(newsletterSubscribers).where(eq(newsletterSubscribers.unsubscribeToken, token)).limit(1);
  if (!row) throw notFound(NEWSLETTER_TEXT.invalidUnsubscribe);
  return row;
}

export async function unsubscribeState(db: DbOrTx, token: string): Promise<UnsubscribeState> {
  const row = await bySubscriberToken(db, token);
  return { email: maskEmail(row.email), subscribed: isSubscribed(row) };
}

/** Withdraws the newsletter consent of the address behind an unsubscribe link. Idempotent: a second call records nothing. */
export async function unsubscribeByToken(tx: DbOrTx, token: string, now = new Date()): Promise<UnsubscribeState> {
  const row = await bySubscriberToken(tx, token);
  await withdraw(tx, row, 'unsubscribe_link', null, now);
  return { email: maskEmail(row.email), subscribed: false };
}

async function withdraw(tx: DbOrTx, row: Subscriber, source: ConsentSource, userId: number | null, now: Date): Promise<void> {
  const wasSubscribed = isSubscribed(row);
  const changed = await tx
    .update(newsletterSubscribers)
    .set({ unsubscribedAt: now, confirmTokenHash: null })
    .where(and(eq(newsletterSubscribers.id, row.id), isNull(newsletterSubscribers.unsubscribedAt)))
    .returning({ id: newsletterSubscribers.id });
  // A pending sign-up had no consent to withdraw: its link just stops working.
  if (changed.length && wasSubscribed) await recordConsent(tx, { email: row.email, userId, given: false, source, noticeVersion: await noticeVersionFor(tx, null), at: now });
}

/** The signed-in user's newsletter state and consent history (settings → "Your data"). */
export async function consentsOf(db: DbOrTx, user: { id: number; email: string }): Promise<ConsentsAnswer> {
  const row = await findSubscriber(db, user.email);
  // Pending: a confirmation link is out and not followed (a withdrawal voids it).
  const newsletter = isSubscribed(row) ? 'subscribed' : row?.confirmTokenHash ? 'pending' : 'not_subscribed';
  const history = await db
    .select()
    .from(consentRecords)
    .where(or(eq(consentRecords.userId, user.id), eq(sql`lower(${consentRecords.email})`, user.email.toLowerCase())))
    .orderBy(desc(consentRecords.createdAt), desc(consentRecords.id));
  return {
    newsletter,
    notice: currentNotice(),
    history: history.map((h) => ({ purpose: h.purpose, given: h.given, notice_version: h.noticeVersion, source: h.source, at: h.createdAt.toISOString() })),
  };
}

/** PUT /api/me/consents: on (at once for a proven address, else by confirmation mail) or off (at once). */
export async function setNewsletter(
  tx: DbOrTx,
  config: Config,
  user: { id: number; email: string; emailVerifiedAt: Date | null },
  on: boolean,
  noticeVersion: string | null | undefined,
): Promise<void> {
  if (on) {
    if (user.emailVerifiedAt) await subscribeProven(tx, config, { email: user.email, userId: user.id, noticeVersion });
    else await requestSubscription(tx, config, { email: user.email, source: 'settings', noticeVersion });
    return;
  }
  const row = await findSubscriber(tx, user.email);
  if (row) await withdraw(tx, row, 'settings', user.id, new Date());
}
