import { and, inArray, isNotNull, isNull, lt, notExists, or, sql } from 'drizzle-orm';
import type { PgBoss } from 'pg-boss';
import type { Config } from '../config';
import type { Db } from '../db/client';
import { accountTokens, loginThrottle, newsletterSubscribers, payments, requestFiles, serviceRequests, sessions, users } from '../db/schema';
import { removeErasedFiles } from './erasure';
import { deleteOldFieldData } from '../field/service';
import { hasPgBoss, rowsOf } from './rows';

const DAY = 86_400_000;

export interface RetentionResult {
  newsletterSignUps: number;
  guestAccounts: number;
  sentMail: number;
  tokens: number;
  sessions: number;
  loginThrottles: number;
  intents: number;
  /** Field-data samples and error reports past their 8 days (docs/field-data.md). */
  fieldData: number;
  /** Stored files of the guest accounts' requests (staff may have shared files on a pending booking). */
  files: number;
}

/**
 * Removes what is past its retention period at `now` (the clock is the caller's: tests set it), each kind after
 * its own setting (config.ts, RETENTION_*; the notice states the defaults):
 * - newsletter sign-ups never confirmed, counted from their last confirmation mail, and addresses that
 *   unsubscribed, counted from then;
 * - guest accounts never set up or proved (no password, no verified address), with no payment and no request
 *   beyond Pending or Declined (deleting the account deletes its pending requests);
 * - sent or failed mail (pg-boss's finished mail jobs hold the whole mail);
 * - emailed tokens and sessions expired, used or revoked, and sign-in throttles whose window is over;
 * - payment intents that took no money (pending past expiry, failed, voided). Paid records are never touched.
 */
export async function runRetention(db: Db, config: Config, now: Date = new Date()): Promise<RetentionResult> {
  const before = (days: number) => new Date(now.getTime() - days * DAY);
  const newsletterCut = before(config.RETENTION_NEWSLETTER_DAYS);
  const tokenCut = before(config.RETENTION_TOKEN_DAYS);
  const intentCut = before(config.RETENTION_INTENT_DAYS);
  const guestCut = before(config.RETENTION_GUEST_DAYS);
  let fileKeys: string[] = [];
  const result = await db.transaction(async (tx) => {
    const newsletter = await tx
      .delete(newsletterSubscribers)
      .where(
        or(
          and(isNull(newsletterSubscribers.confirmedAt), isNull(newsletterSubscribers.unsubscribedAt), sql`coalesce(${newsletterSubscribers.confirmSentAt}, ${newsletterSubscribers.createdAt}) < ${newsletterCut.toISOString()}::timestamptz`),
          and(isNotNull(newsletterSubscribers.unsubscribedAt), lt(newsletterSubscribers.unsubscribedAt, newsletterCut)),
        ),
      )
      .returning({ id: newsletterSubscribers.id });

    const intents = await tx
      .delete(payments)
      .where(
        and(
          isNull(payments.paidAt),
          or(
            and(inArray(payments.status, ['pending']), sql`coalesce(${payments.expiresAt}, ${payments.createdAt}) < ${intentCut.toISOString()}::timestamptz`),
            and(inArray(payments.status, ['failed', 'voided']), lt(payments.createdAt, intentCut)),
          ),
        ),
      )
      .returning({ id: payments.id });

    const guestAccount = and(
      sql`${users.role} = 'client'`,
      isNull(users.passwordHash),
      isNull(users.emailVerifiedAt),
      isNull(users.erasedAt),
      lt(users.createdAt, guestCut),
      notExists(tx.select({ one: sql`1` }).from(payments).where(sql`${payments.userId} = ${users.id}`)),
      notExists(
        tx
          .select({ one: sql`1` })
          .from(serviceRequests)
          .where(and(sql`${serviceRequests.userId} = ${users.id}`, sql`${serviceRequests.status} not in ('Pending', 'Declined')`)),
      ),
    );
    // Their requests' files go with them by cascade; the bytes are removed from the store once this commits.
    fileKeys = (
      await tx
        .select({ key: requestFiles.storageKey })
        .from(requestFiles)
        .innerJoin(serviceRequests, sql`${serviceRequests.id} = ${requestFiles.requestId}`)
        .innerJoin(users, sql`${users.id} = ${serviceRequests.userId}`)
        .where(guestAccount)
    ).map((f) => f.key);
    const guests = await tx.delete(users).where(guestAccount).returning({ id: users.id });

    const tokens = await tx
      .delete(accountTokens)
      .where(or(lt(accountTokens.expiresAt, tokenCut), lt(accountTokens.usedAt, tokenCut)))
      .returning({ id: accountTokens.id });
    const oldSessions = await tx
      .delete(sessions)
      .where(or(lt(sessions.expiresAt, tokenCut), lt(sessions.revokedAt, tokenCut)))
      .returning({ id: sessions.id });
    const throttles = await tx
      .delete(loginThrottle)
      .where(and(lt(loginThrottle.windowStart, tokenCut), or(isNull(loginThrottle.blockedUntil), lt(loginThrottle.blockedUntil, tokenCut))))
      .returning({ key: loginThrottle.key });

    let sentMail = 0;
    if (await hasPgBoss(tx)) {
      const mailCut = before(config.RETENTION_SENT_MAIL_DAYS);
      const deleted = await rowsOf(
        tx,
        sql`delete from pgboss.job where name = 'mail' and state in ('completed', 'failed', 'cancelled')
              and coalesce(completed_on, created_on) < ${mailCut.toISOString()}::timestamptz returning id`,
      );
      sentMail = deleted.length;
    }
    return {
      newsletterSignUps: newsletter.length,
      guestAccounts: guests.length,
      sentMail,
      tokens: tokens.length,
      sessions: oldSessions.length,
      loginThrottles: throttles.length,
      intents: intents.length,
      fieldData: await deleteOldFieldData(tx, now),
      files: fileKeys.length,
    };
  });
  await removeErasedFiles(config, fileKeys);
  return result;
}

/** The pg-boss queue that runs the retention job. */
export const RETENTION_JOB = 'privacy-retention';

/**
 * Runs the retention job on the job queue (the mail queue's pg-boss): every RETENTION_INTERVAL_MINUTES each API
 * process offers a job under one singleton key per interval, so however many processes run, the job runs once per
 * interval, on whichever process's worker takes it (retried by pg-boss if it fails).
 */
export async function startRetentionJob(options: { boss: PgBoss; db: Db; config: Config; log: { info: (o: object, m: string) => void; error: (o: object, m: string) => void } }) {
  const { boss, db, config, log } = options;
  const minutes = config.RETENTION_INTERVAL_MINUTES;
  if (!minutes) return { stop: () => {} };
  await boss.createQueue(RETENTION_JOB, { retryLimit: 3, retryDelay: 60, expireInSeconds: 600, deleteAfterSeconds: 7 * 24 * 3600 });
  const workerId = await boss.work(RETENTION_JOB, { pollingIntervalSeconds: 60 }, async () => {
    const result = await runRetention(db, config);
    log.info({ retention: result }, 'retention job: removed what was past its period');
  });
  const offer = () =>
    void boss
      .send(RETENTION_JOB, {}, { singletonKey: 'retention', singletonSeconds: Math.max(60, Math.round(minutes * 60)) })
      // The worker polls slowly (the job is rare): a job offered now is fetched now.
      .then((id) => id && boss.notifyWorker(workerId))
      .catch((error: unknown) => log.error({ err: error }, 'retention job could not be queued'));
  offer();
  const timer = setInterval(offer, minutes * 60_000);
  timer.unref();
  return { stop: () => clearInterval(timer) };
}
