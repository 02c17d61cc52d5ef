import { EventEmitter } from 'node:events';
import { asc, inArray, sql } from 'drizzle-orm';
import { fromDrizzle, fromPglite, type Job, PgBoss } from 'pg-boss';
import type { Config } from '../config';
import type { Database } from '../db/client';
import { mailOutbox } from '../db/schema';
import { htmlVersion } from './html';
import type { Mailer, MailMessage } from './mailer';
import { outboxSignal } from './outbox';

/** The pg-boss queue that sends mail. Its failed jobs are the mails that could not be delivered. */
export const MAIL_JOB = 'mail';
const RELAY_BATCH = 200;
const RELAY_POLL_MS = 1_000;
/**
 * A request's signal starts a relay this long after it, and the signals of the requests that follow within
 * that time ride along: under load one relay transaction moves the mail of many requests instead of one each.
 */
const RELAY_COALESCE_MS = 25;

export interface MailQueueStats {
  /** Written by a request, not yet handed to pg-boss. */
  outbox: number;
  /** Waiting in pg-boss: new, or failed and waiting for a retry. */
  queued: number;
  /** Of those, the ones waiting for a retry. */
  retrying: number;
  active: number;
  /** Gave up after the last retry: `pnpm admin mail-failures` lists them. */
  failed: number;
}

export interface MailQueue {
  start: () => Promise<void>;
  /** Stops taking work, lets the mails being sent finish, and closes pg-boss. */
  stop: () => Promise<void>;
  /** Sends everything due now, in this call (tests, and a drain before shutdown). */
  flush: () => Promise<void>;
  isRunning: () => boolean;
  stats: () => Promise<MailQueueStats>;
  /** 'sent' and 'attempt-failed' (with `final`), for the metrics. */
  events: EventEmitter;
  /** The job queue itself, for the API's other jobs (privacy/retention.ts), once started. */
  boss: PgBoss;
}

interface Log {
  info: (obj: object, msg: string) => void;
  warn: (obj: object, msg: string) => void;
  error: (obj: object, msg: string) => void;
}

/**
 * Durable mail in two steps. A request writes its mail to the `mail_outbox` table in its own
 * transaction (`enqueueMail`): one cheap insert. A relay here moves outbox rows into pg-boss in
 * batches, deleting them in the same transaction, so each row becomes exactly one job. pg-boss then
 * sends with retries and exponential back-off, and keeps the jobs that failed every retry.
 * Why not `boss.send` from the request: on PGlite it costs ~8 ms per job; a batch of 100 costs 27 ms.
 * Several processes share the work safely: the relay takes rows FOR UPDATE SKIP LOCKED, and pg-boss
 * hands each job to one worker. A process killed mid-send leaves its job active until it expires,
 * then it is sent again: delivery is at least once, never lost.
 */
export function createMailQueue(options: { database: Database; mailer: Mailer; config: Config; log: Log }): MailQueue {
  const { database, mailer, config, log } = options;
  const { db } = database;
  const boss = database.pglite
    ? new PgBoss({ db: fromPglite(database.pglite), backend: 'pglite', schedule: false })
    : new PgBoss({ connectionString: database.url, max: 3, schedule: false, application_name: 'agency-mail' });
  boss.on('error', (error) => log.error({ err: error }, 'mail queue error'));
  const events = new EventEmitter();
  let running = false;
  let workerId: string | undefined;
  let relayTimer: NodeJS.Timeout | undefined;
  let relaying: Promise<number> | undefined;
  let relayAgain = false;

  async function moveBatch(): Promise<number> {
    return db.transaction(async (tx) => {
      const due = tx.select({ id: mailOutbox.id }).from(mailOutbox).orderBy(asc(mailOutbox.id)).limit(RELAY_BATCH).for('update', { skipLocked: true });
      const rows = await tx.delete(mailOutbox).where(inArray(mailOutbox.id, due)).returning({ message: mailOutbox.message });
      if (rows.length) await boss.insert(MAIL_JOB, rows.map((r) => ({ data: r.message })), { db: fromDrizzle(tx as unknown as Parameters<typeof fromDrizzle>[0], sql) });
      return rows.length;
    });
  }

  /** One relay at a time per process; a signal during a relay runs one more. */
  function relay(): Promise<number> {
    if (relaying) {
      relayAgain = true;
      return relaying;
    }
    relaying = (async () => {
      let moved = 0;
      try {
        do {
          relayAgain = false;
          for (let n = await moveBatch(); n > 0; n = n === RELAY_BATCH ? await moveBatch() : 0) moved += n;
        } while (relayAgain);
        if (moved && workerId) boss.notifyWorker(workerId);
      } catch (error) {
        log.error({ err: error }, 'mail relay failed; the rows stay in the outbox for the next try');
      } finally {
        relaying = undefined;
      }
      return moved;
    })();
    return relaying;
  }
  let relaySoon: NodeJS.Timeout | undefined;
  const onQueued = () => {
    if (!running || relaySoon) return;
    relaySoon = setTimeout(() => {
      relaySoon = undefined;
      void relay();
    }, RELAY_COALESCE_MS);
  };

  const sending = new Set<Promise<void>>();
  /** Sends each job; completes the ones sent and fails the others (pg-boss retries them later). */
  function send(jobs: Job<MailMessage>[]): Promise<void> {
    const batch = sendBatch(jobs).finally(() => sending.delete(batch));
    sending.add(batch);
    return batch;
  }

  async function sendBatch(jobs: Job<MailMessage>[]): Promise<void> {
    const results = await Promise.allSettled(jobs.map(async (job) => mailer.send({ ...job.data, html: job.data.html ?? (await htmlVersion(job.data.text, job.data.links)) })));
    const sent: string[] = [];
    for (const [i, result] of results.entries()) {
      const job = jobs[i]!;
      if (result.status === 'fulfilled') {
        sent.push(job.id);
        events.emit('sent');
        continue;
      }
      const reason = result.reason instanceof Error ? result.reason.message : String(result.reason);
      // Recipient and subject only: the body may hold a sign-in link.
      log.warn({ to: job.data.to, subject: job.data.subject, reason }, 'mail not sent; pg-boss will retry it');
      await boss.fail(MAIL_JOB, job.id, { error: reason });
      events.emit('attempt-failed');
    }
    if (sent.length) await boss.complete(MAIL_JOB, sent);
  }

  return {
    events,
    boss,
    isRunning: () => running,
    async start() {
      await boss.start();
      await boss.createQueue(MAIL_JOB, {
        retryLimit: config.MAIL_RETRY_LIMIT,
        retryDelay: config.MAIL_RETRY_DELAY_SECONDS,
        retryBackoff: true,
        retryDelayMax: config.MAIL_RETRY_DELAY_MAX_SECONDS,
        // An SMTP send that takes longer than this is presumed lost with its process, and retried.
        expireInSeconds: 300,
        // Failed mail stays listed for the operator for 30 days.
        deleteAfterSeconds: 30 * 24 * 3600,
      });
      // A full batch means more is waiting (a backlog after a burst, or after the mail server came back): fetch
      // again at once instead of one batch per poll interval, which capped sending at batchSize / MAIL_POLL_SECONDS.
      workerId = await boss.work<MailMessage>(MAIL_JOB, { batchSize: 25, burstWhenBatchFull: true, pollingIntervalSeconds: config.MAIL_POLL_SECONDS }, send);
      outboxSignal.on('queued', onQueued);
      relayTimer = setInterval(() => void relay(), RELAY_POLL_MS);
      relayTimer.unref();
      running = true;
      void relay();
    },
    async stop() {
      if (!running) return;
      running = false;
      outboxSignal.off('queued', onQueued);
      clearInterval(relayTimer);
      clearTimeout(relaySoon);
      await relaying;
      await boss.stop({ graceful: true, timeout: 10_000, close: true });
    },
    async flush() {
      if (!running) return;
      await relay();
      for (let jobs = await boss.fetch<MailMessage>(MAIL_JOB, { batchSize: 50 }); jobs.length; jobs = await boss.fetch<MailMessage>(MAIL_JOB, { batchSize: 50 })) {
        await send(jobs);
      }
      // The worker may have taken some first (on PostgreSQL, in another connection): wait for those too.
      const deadline = Date.now() + 10_000;
      for (let s = await this.stats(); (s.queued > s.retrying || s.active > 0) && Date.now() < deadline; s = await this.stats()) {
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
      await Promise.all(sending);
    },
    async stats() {
      const [outbox] = await db.select({ n: sql<number>`count(*)::int` }).from(mailOutbox);
      // Counted live: pg-boss's own queue stats are a periodic snapshot.
      const result = await db.execute(sql`select state, count(*)::int as n from pgboss.job where name = ${MAIL_JOB} and state in ('created', 'retry', 'active', 'failed') group by state`);
      const rows = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as { state: string; n: number }[];
      const count = (...states: string[]) => rows.filter((r) => states.includes(r.state)).reduce((sum, r) => sum + Number(r.n), 0);
      return { outbox: outbox?.n ?? 0, queued: count('created', 'retry'), retrying: count('retry'), active: count('active'), failed: count('failed') };
    },
  };
}
