import { createHash } from 'node:crypto';
import type { KeptRecord } from '@agency/contracts';
import { and, eq, inArray, notInArray, or, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Config } from '../config';
import type { Db } from '../db/client';
import {
  accountTokens,
  consentRecords,
  consultations,
  contactMessages,
  dataRequests,
  enrolments,
  loginThrottle,
  mailOutbox,
  notices,
  newsletterSubscribers,
  payments,
  billingDetails,
  projects,
  requestFiles,
  requestMessages,
  serviceRequests,
  sessions,
  threadReads,
  users,
  retainers,
} from '../db/schema';
import { fileStoreFor, removeObjects } from '../files/store';
import { logDataRequest } from './data-requests';
import { noticeVersionFor } from './notice';
import { hasPgBoss, rowsOf } from './rows';

type Tx = Db;
type UserRow = typeof users.$inferSelect;

/** Payment states that moved money: the records tax law makes the agency keep. */
export const FINANCIAL_STATUSES = ['paid', 'refund_due', 'refunded'] as const;

/** What stands in for an erased address in the records kept as proof (consents, the request log). */
export function pseudonym(email: string): string {
  return `erased:${createHash('sha256').update(email.trim().toLowerCase()).digest('hex').slice(0, 24)}`;
}

/**
 * Why an erasure needs a person first, or null when the site may erase at once. Decided (docs/privacy.md): a
 * staff account (the agency closes those); a project under way (paid work the agency owes: it must be delivered
 * or refunded first); money to give back (a refund due). Unpaid quotes and pending requests do not block: they
 * are withdrawn with the account.
 */
export async function erasureBlocker(tx: Tx, user: UserRow): Promise<string | null> {
  if (user.role === 'staff') return 'Staff accounts are closed by the agency.';
  // A running retainer charges the card every month: erasing the account would leave Paystack charging a person
  // the agency no longer knows. The client cancels it first (/billing), which stops the renewals at Paystack.
  const running = await tx
    .select({ id: retainers.id })
    .from(retainers)
    .where(and(eq(retainers.userId, user.id), inArray(retainers.status, ['active', 'attention'])))
    .limit(1);
  if (running.length) return 'Your monthly retainer is still running: cancel it on your billing page first.';
  const ongoing = await tx
    .select({ id: serviceRequests.id })
    .from(serviceRequests)
    .where(and(eq(serviceRequests.userId, user.id), eq(serviceRequests.status, 'Ongoing'), eq(serviceRequests.isDone, false)))
    .limit(1);
  if (ongoing.length) return 'A paid project of yours is still under way: we will finish or refund it with you first.';
  const refund = await tx.select({ id: payments.id }).from(payments).where(and(eq(payments.userId, user.id), eq(payments.status, 'refund_due'))).limit(1);
  if (refund.length) return 'We owe you a refund: we will pay it first.';
  return null;
}

const escapeRegex = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Erases one person (the caller has checked who asks, and any blocker): their personal data is deleted or
 * anonymised in every table, the mail queue included; payment records that moved money are kept for tax, with a
 * restricted copy of who paid (payer_*), and named in the answer. The account stays as a nameless tombstone those
 * records point at. Runs in the caller's transaction.
 */
export async function eraseSubject(tx: Tx, config: Config, user: UserRow, now = new Date()): Promise<{ kept: KeptRecord[]; files: string[] }> {
  const email = user.email.toLowerCase();
  const alias = pseudonym(user.email);
  const byEmail = (column: AnyPgColumn) => eq(sql`lower(${column})`, email);

  // Payments: keep what moved money (restricted, with who paid); drop intents that took none.
  const kept = await tx
    .update(payments)
    .set({ payerEmail: user.email, payerName: user.firstName, payerPhone: user.phone, restrictedAt: now })
    .where(and(eq(payments.userId, user.id), inArray(payments.status, [...FINANCIAL_STATUSES])))
    .returning({ reference: payments.reference, kind: payments.kind, itemIds: payments.itemIds, paidAt: payments.paidAt, createdAt: payments.createdAt });
  await tx.delete(payments).where(and(eq(payments.userId, user.id), notInArray(payments.status, [...FINANCIAL_STATUSES])));

  // Requests: the ones a kept payment paid for stay as what was sold (service and price), their words erased;
  // the others go (with their projects and claim links).
  const paidRequestIds = kept.filter((p) => p.kind === 'requests').flatMap((p) => p.itemIds);
  // The files shared on their requests go with the requests (or, on the paid ones kept, with their threads): their
  // rows here, their bytes from the store once this transaction has committed (the caller's `removeErasedFiles`).
  const files = await tx
    .delete(requestFiles)
    .where(inArray(requestFiles.requestId, tx.select({ id: serviceRequests.id }).from(serviceRequests).where(eq(serviceRequests.userId, user.id))))
    .returning({ key: requestFiles.storageKey });
  // Notices about their requests (which name them and their files) and their own.
  await tx
    .delete(notices)
    .where(or(eq(notices.userId, user.id), inArray(notices.requestId, tx.select({ id: serviceRequests.id }).from(serviceRequests).where(eq(serviceRequests.userId, user.id)))));
  await tx.delete(projects).where(eq(projects.userId, user.id));
  await tx
    .delete(serviceRequests)
    .where(and(eq(serviceRequests.userId, user.id), paidRequestIds.length ? notInArray(serviceRequests.id, paidRequestIds) : sql`true`));
  if (paidRequestIds.length) {
    await tx
      .update(serviceRequests)
      .set({ subject: '[erased]', message: '', phone: '' })
      .where(and(eq(serviceRequests.userId, user.id), inArray(serviceRequests.id, paidRequestIds)));
    // What was sold stays; when and how the person met the agency does not (their tokens go with it), nor what
    // they and the agency wrote to each other about it (the threads of the other requests went with them).
    await tx.delete(consultations).where(inArray(consultations.requestId, paidRequestIds));
    await tx.delete(requestMessages).where(inArray(requestMessages.requestId, paidRequestIds));
  }
  await tx.delete(enrolments).where(eq(enrolments.userId, user.id));
  // The business details for future documents go; documents already issued are tax records (kept with the payments).
  await tx.delete(billingDetails).where(eq(billingDetails.userId, user.id));
  await tx.delete(contactMessages).where(or(eq(contactMessages.userId, user.id), byEmail(contactMessages.email)));
  await tx.delete(sessions).where(eq(sessions.userId, user.id));
  await tx.delete(threadReads).where(eq(threadReads.userId, user.id));
  await tx.delete(accountTokens).where(eq(accountTokens.userId, user.id));
  await tx.delete(loginThrottle).where(or(eq(loginThrottle.key, `account:${email}`), sql`left(${loginThrottle.key}, ${`pair:${email}|`.length}) = ${`pair:${email}|`}`));

  // The newsletter: the address goes; its consent history stays as proof under a pseudonym, ending in a withdrawal.
  const subscribed = await tx.delete(newsletterSubscribers).where(byEmail(newsletterSubscribers.email)).returning({ confirmedAt: newsletterSubscribers.confirmedAt, unsubscribedAt: newsletterSubscribers.unsubscribedAt });
  if (subscribed.some((s) => s.confirmedAt && !s.unsubscribedAt)) {
    await tx.insert(consentRecords).values({ email: alias, purpose: 'newsletter', given: false, noticeVersion: await noticeVersionFor(tx, null), source: 'erasure', createdAt: now });
  }
  await tx.update(consentRecords).set({ email: alias, userId: null }).where(or(eq(consentRecords.userId, user.id), byEmail(consentRecords.email)));

  // Mail: any queued or sent mail that names the address (to them, or the agency's copy of their booking).
  const named = (column: unknown) => sql`strpos(lower(${column}::text), ${email}) > 0`;
  await tx.delete(mailOutbox).where(named(mailOutbox.message));
  if (await hasPgBoss(tx)) await rowsOf(tx, sql`delete from pgboss.job where name = 'mail' and ${named(sql`data`)} returning id`);

  // The audit log stays (accountability) with the person's address, name and phone replaced.
  const words: [string, string][] = [[user.email, alias]];
  if (user.firstName.trim().length >= 3) words.push([user.firstName.trim(), '[erased name]']);
  if (user.phone.trim().length >= 5) words.push([user.phone.trim(), '[erased phone]']);
  for (const [word, replacement] of words) {
    const pattern = escapeRegex(JSON.stringify(word).slice(1, -1));
    const jsonReplacement = JSON.stringify(replacement).slice(1, -1);
    await rowsOf(
      tx,
      sql`update audit_log set
            target = regexp_replace(target, ${pattern}, ${jsonReplacement}, 'gi'),
            actor_email = regexp_replace(actor_email, ${pattern}, ${jsonReplacement}, 'gi'),
            before = regexp_replace(before::text, ${pattern}, ${jsonReplacement}, 'gi')::jsonb,
            after = regexp_replace(after::text, ${pattern}, ${jsonReplacement}, 'gi')::jsonb
          where before::text ~* ${pattern} or after::text ~* ${pattern} or target ~* ${pattern} or actor_email ~* ${pattern}
          returning id`,
    );
  }

  // The request log keeps what was asked and when, not who.
  const mine = or(eq(dataRequests.userId, user.id), byEmail(dataRequests.email));
  const logged = await tx.select({ id: dataRequests.id, outcome: dataRequests.outcome }).from(dataRequests).where(mine);
  for (const r of logged) {
    let outcome = r.outcome;
    for (const [word, replacement] of words) outcome = outcome.replace(new RegExp(escapeRegex(word), 'gi'), replacement);
    await tx.update(dataRequests).set({ email: alias, name: '', message: '[erased with the account]', outcome }).where(eq(dataRequests.id, r.id));
  }

  // The account: a tombstone, nameless, that nobody can sign in to.
  await tx
    .update(users)
    .set({
      email: `erased-${user.id}@erased.invalid`,
      firstName: '',
      phone: '',
      passwordHash: null,
      emailVerifiedAt: null,
      role: 'client',
      legacyCertificateLinks: false,
      publicId: sql`replace(gen_random_uuid()::text, '-', '')`,
      erasedAt: now,
    })
    .where(eq(users.id, user.id));

  const fileKeys = files.map((f) => f.key);
  if (!kept.length) return { kept: [], files: fileKeys };
  const latest = Math.max(...kept.map((p) => (p.paidAt ?? p.createdAt).getTime()));
  const until = new Date(latest);
  until.setUTCFullYear(until.getUTCFullYear() + config.FINANCIAL_RECORD_YEARS);
  return {
    kept: [
      {
        what: `${kept.length} payment record${kept.length === 1 ? '' : 's'} (${kept.map((p) => p.reference).join(', ')}) with your name, email and phone, and what ${kept.length === 1 ? 'it' : 'they'} paid for`,
        why: `Nigerian tax law requires us to keep payment records for ${config.FINANCIAL_RECORD_YEARS} years. They are restricted: used for tax and audits only, never shown as you in our lists.`,
        until: until.toISOString().slice(0, 10),
      },
    ],
    files: fileKeys,
  };
}

/** After an erasure committed: removes the bytes of the files whose rows it deleted (a failure is logged, not thrown). */
export async function removeErasedFiles(config: Config, keys: string[], log?: { warn: (obj: object, msg: string) => void }): Promise<void> {
  if (keys.length) await removeObjects(fileStoreFor(config), keys, log);
}

export const keptSummary = (kept: KeptRecord[]) => (kept.length ? `Erased; kept: ${kept.map((k) => `${k.what} until ${k.until}`).join('; ')}.` : 'Erased; nothing kept.');

/**
 * POST /api/me/erase after the password (or typed email) was checked: erases at once, or, when something needs a
 * person (erasureBlocker), logs the request open in the office's queue and changes nothing yet.
 */
export async function requestErasure(tx: Tx, config: Config, user: UserRow, now = new Date()) {
  const blocker = await erasureBlocker(tx, user);
  if (blocker) {
    const request = await logDataRequest(tx, config, { userId: user.id, email: user.email, name: user.firstName, kind: 'erasure', status: 'open', message: `Delete my account. (Needs a person: ${blocker})`, now });
    return { status: 'queued' as const, kept: [] as KeptRecord[], files: [] as string[], reason: blocker, request };
  }
  const { kept, files } = await eraseSubject(tx, config, user, now);
  const request = await logDataRequest(tx, config, { userId: user.id, email: pseudonym(user.email), name: '', kind: 'erasure', status: 'automatic', message: 'Delete my account.', outcome: keptSummary(kept), now });
  return { status: 'erased' as const, kept, files, reason: '', request };
}
