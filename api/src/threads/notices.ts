import { paths } from '@agency/contracts/pages';
import { requestCode } from '@agency/contracts/threads';
import { and, asc, eq, gt, gte, ne, sql } from 'drizzle-orm';
import type { PgBoss } from 'pg-boss';
import { siteLink } from '../accounts/account-tokens';
import type { Config } from '../config';
import type { Db } from '../db/client';
import { requestFiles, requestMessages, threadReads, users } from '../db/schema';
import { oneLine } from '../lib/text-fields';
import type { MailMessage } from '../mail/mailer';
import { enqueueMail } from '../mail/outbox';
import { canEmailClient, requestClient } from '../requests/client-contact';
import { FORMER_STAFF } from './views';

// A message's email to the other side, batched. Each message offers a job "tell <side> about thread <id>" on the
// job queue (the mail queue's pg-boss), to run THREAD_MAIL_DELAY_SECONDS later, under one singleton key per thread
// and side on a queue of policy 'short': while one such job waits, the next messages' offers are dropped, and the
// waiting job, when it runs, tells of every message written since the one that offered it. At that moment it counts
// only what the recipient has not read: nothing read-through, no email. The email says how many new messages there
// are, quotes the latest, and links straight to the thread. A message offered while its thread's job is running
// makes a new job (the next batch). The job carries ids only: nothing personal sits in the queue.

export const THREAD_NOTICE_JOB = 'thread-notice';

export interface ThreadNotice {
  requestId: number;
  /** Who is told: the client, or the agency (its inbox). */
  to: 'client' | 'staff';
  /** The first message of the batch: the job tells of it and of the other side's later ones. */
  sinceId: number;
}

interface Log {
  info: (obj: object, msg: string) => void;
  warn: (obj: object, msg: string) => void;
  error: (obj: object, msg: string) => void;
}

/** The quote of the latest message in the email: its first lines, plain text. */
const QUOTE_MAX = 600;

/** Offers the batch's job; a message is stored whatever happens here (a failure is logged, not answered). */
export async function offerThreadNotice(boss: PgBoss, config: Config, notice: ThreadNotice, log: Pick<Log, 'error'>): Promise<void> {
  try {
    await boss.send(THREAD_NOTICE_JOB, { ...notice }, { singletonKey: `${notice.requestId}:${notice.to}`, startAfter: config.THREAD_MAIL_DELAY_SECONDS });
  } catch (error) {
    log.error({ err: error, requestId: notice.requestId, to: notice.to }, 'thread email not queued; the message is stored');
  }
}

/** The thread's link in the email: the client's page, or the request in the back office. */
export function threadLink(config: Config, requestId: number, to: ThreadNotice['to']): string {
  return siteLink(config, to === 'client' ? paths.requestThread(requestId) : `${paths.office}/requests/${requestId}`);
}

function quote(body: string): string[] {
  if (body === '') return [];
  const cut = body.length > QUOTE_MAX ? `${body.slice(0, QUOTE_MAX).trimEnd()}…` : body;
  return cut.split(/\r?\n/).map((line) => `> ${line}`);
}

/** The files sent with the latest message, named (a message may be files only). */
function attached(names: string[]): string[] {
  if (names.length === 0) return [];
  const shown = names.slice(0, 5).map((name) => oneLine(name, 80));
  const more = names.length > shown.length ? ` and ${names.length - shown.length} more` : '';
  return [`${names.length === 1 ? 'With a file' : `With ${names.length} files`}: ${shown.join(', ')}${more}`];
}

const count = (n: number) => (n === 1 ? 'a new message' : `${n} new messages`);

/**
 * Runs one batch's job: queues the email if the recipient still has unread messages of the batch, and answers how
 * many messages it told of (0: none, no email). The job queue's worker calls it; so do the tests.
 */
export async function sendThreadNotice(db: Db, config: Config, notice: ThreadNotice): Promise<number> {
  const request = await requestClient(db, notice.requestId);
  if (!request) return 0;
  const toClient = notice.to === 'client';
  // The client hears only of a thread they can open (their request list shows it), on an account that is theirs.
  if (toClient && !canEmailClient(request)) return 0;

  // The recipient's last read: the client's own, or for the agency's inbox the latest of any staff member's.
  const [read] = await db
    .select({ at: sql`max(${threadReads.readAt})`.mapWith(threadReads.readAt) })
    .from(threadReads)
    .where(and(eq(threadReads.requestId, request.id), toClient ? eq(threadReads.userId, request.userId) : ne(threadReads.userId, request.userId)));
  const readAt = (read?.at as Date | null | undefined) ?? null;
  const unread = await db
    .select({ id: requestMessages.id, body: requestMessages.body, staffName: users.firstName })
    .from(requestMessages)
    .leftJoin(users, eq(users.id, requestMessages.authorId))
    .where(
      and(
        eq(requestMessages.requestId, request.id),
        eq(requestMessages.fromStaff, toClient),
        gte(requestMessages.id, notice.sinceId),
        readAt ? gt(requestMessages.createdAt, readAt) : undefined,
      ),
    )
    .orderBy(asc(requestMessages.id));
  const latest = unread.at(-1);
  if (!latest) return 0;
  const files = await db.select({ name: requestFiles.name }).from(requestFiles).where(eq(requestFiles.messageId, latest.id)).orderBy(asc(requestFiles.id));
  const latestLines = [...quote(latest.body), ...attached(files.map((f) => f.name))];

  const code = requestCode(request.id);
  const link = threadLink(config, request.id, notice.to);
  let message: MailMessage;
  if (toClient) {
    // An address nobody proved is told that there is a message, not what it says: whoever booked may not own it.
    const proven = Boolean(request.verifiedAt);
    message = {
      to: request.email,
      replyTo: config.AGENCY_INBOX,
      subject: oneLine(`${unread.length === 1 ? 'A new message' : `${unread.length} new messages`} about your request ${code}${proven ? `: ${request.subject}` : ''}`),
      text: [
        proven ? `Hello ${oneLine(request.name)},` : 'Hello,',
        '',
        `You have ${count(unread.length)} from Think-Make-Solve Digital about your request ${code}${proven ? ` (${oneLine(request.subject)})` : ''}.`,
        ...(proven ? ['', `The latest, from ${oneLine(latest.staffName || FORMER_STAFF)}:`, ...latestLines] : []),
        '',
        'Read and answer it here (sign in first if asked):',
        '',
        link,
        '',
        'Think-Make-Solve Digital',
      ].join('\n'),
      links: [link],
    };
  } else {
    message = {
      to: config.AGENCY_INBOX,
      subject: oneLine(`${code}: ${count(unread.length)} from ${request.name || 'the client'}`),
      text: [
        `${oneLine(request.name || 'The client')} wrote ${count(unread.length)} about request ${code} (${oneLine(request.subject)}).`,
        '',
        'The latest:',
        ...latestLines,
        '',
        'Read and answer it in the back office:',
        '',
        link,
        '',
        'Think-Make-Solve Digital',
      ].join('\n'),
      links: [link],
    };
  }
  await db.transaction((tx) => enqueueMail(tx, [message]));
  return unread.length;
}

/** Creates the job's queue and runs its worker on this process (the API starts it beside the mail queue). */
export async function startThreadNotices(options: { boss: PgBoss; db: Db; config: Config; log: Log }): Promise<void> {
  const { boss, db, config, log } = options;
  // 'short': at most one job waiting per singleton key (thread and side): the batch.
  await boss.createQueue(THREAD_NOTICE_JOB, { policy: 'short', retryLimit: 5, retryDelay: 60, retryBackoff: true, expireInSeconds: 300, deleteAfterSeconds: 7 * 24 * 3600 });
  await boss.work<ThreadNotice>(THREAD_NOTICE_JOB, { batchSize: 10, pollingIntervalSeconds: Math.max(1, Math.min(10, config.THREAD_MAIL_DELAY_SECONDS || 1)) }, async (jobs) => {
    for (const job of jobs) {
      const told = await sendThreadNotice(db, config, job.data);
      if (told) log.info({ requestId: job.data.requestId, to: job.data.to, messages: told }, 'thread email queued');
    }
  });
}
