import type { EngagementFile } from '@agency/contracts/files';
import { type NewMessage, requestCode, type Thread, type ThreadMessage, type UnreadAnswer } from '@agency/contracts/threads';
import { and, asc, desc, eq, gt, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../accounts/account-tokens';
import type { Config } from '../config';
import type { Db } from '../db/client';
import { requestMessages, serviceRequests, threadReads, users } from '../db/schema';
import { attachFiles, engagementFiles, filesOf } from '../files/queries';
import type { Side } from '../files/views';
import { notFound } from '../lib/errors';
import { noticesFor } from '../notices/queries';
import { ownRequest } from '../requests/queries';
import { messageWire, type ThreadRequest, threadWire } from './views';

// The threads domain (issue 26): one thread of messages per service request, between its client and the agency.
//
// Who may open a thread:
// - the client, on their own requests as their requests list shows them (`ownRequest`): a guest booking made under
//   their address and not confirmed yet is not theirs yet (whoever booked may not own the address), and a request
//   they deleted from their list is gone for them. Declined and completed requests keep their thread: the client
//   may still ask why, or about the work delivered.
// - staff, on any request, confirmed or not (they may write before the client confirms; the client is emailed once
//   the request is theirs to open, see notices.ts).
// Reading marks the thread read for the reader (the client, or that one staff member); so does writing in it.

export const NOT_FOUND = 'Request not found.';

const clientName = sql<string>`${users.firstName}`;

async function requestWhere(db: DbOrTx, where: SQL | undefined): Promise<ThreadRequest & { userId: number }> {
  const [row] = await db
    .select({
      id: serviceRequests.id,
      subject: serviceRequests.subject,
      service: serviceRequests.service,
      status: serviceRequests.status,
      client: clientName,
      userId: serviceRequests.userId,
    })
    .from(serviceRequests)
    .innerJoin(users, eq(users.id, serviceRequests.userId))
    .where(where)
    .limit(1);
  if (!row) throw notFound(NOT_FOUND);
  return row;
}

/** The client's own request (404 for anyone else's, or one that is not there). */
export const clientRequest = (db: DbOrTx, userId: number, requestId: number) => requestWhere(db, and(eq(serviceRequests.id, requestId), ownRequest(userId)));

/** Any request, for staff. */
export const anyRequest = (db: DbOrTx, requestId: number) => requestWhere(db, eq(serviceRequests.id, requestId));

/** The messages of a thread, oldest first, as the wire carries them (`files`: the engagement's, as the reader sees them). */
export async function threadMessages(db: DbOrTx, request: ThreadRequest, files: EngagementFile[] = []): Promise<ThreadMessage[]> {
  const rows = await db
    .select({
      id: requestMessages.id,
      fromStaff: requestMessages.fromStaff,
      body: requestMessages.body,
      createdAt: requestMessages.createdAt,
      staffName: users.firstName,
    })
    .from(requestMessages)
    .leftJoin(users, eq(users.id, requestMessages.authorId))
    .where(eq(requestMessages.requestId, request.id))
    .orderBy(asc(requestMessages.id));
  return rows.map((row) => messageWire(row, request.client, files.filter((f) => f.message_id === row.id).reverse()));
}

/** Marks the thread read for this reader now (the database's clock, the one messages are stamped by). */
export async function markRead(db: DbOrTx, requestId: number, userId: number): Promise<void> {
  await db
    .insert(threadReads)
    .values({ requestId, userId, readAt: sql`now()` })
    .onConflictDoUpdate({ target: [threadReads.requestId, threadReads.userId], set: { readAt: sql`greatest(${threadReads.readAt}, now())` } });
}

/** Opens a thread: its messages and files, and it is read for the reader (on their side) from now on. */
export async function readThread(db: Db, config: Config, request: ThreadRequest, readerId: number, side: Side): Promise<Thread> {
  return db.transaction(async (tx) => {
    const files = await engagementFiles(tx, request, side);
    const messages = await threadMessages(tx, request, files);
    await markRead(tx, request.id, readerId);
    return threadWire(config, request, messages, files);
  });
}

/**
 * Writes one message (in the caller's transaction) with the files the writer uploaded to the request for it (400,
 * and nothing written, when one is not theirs to send); writing reads the thread for the writer.
 */
export async function addMessage(
  tx: DbOrTx,
  request: ThreadRequest,
  writer: { id: number; firstName: string },
  fromStaff: boolean,
  message: { body: string; files?: NewMessage['files'] },
): Promise<ThreadMessage> {
  const [row] = await tx.insert(requestMessages).values({ requestId: request.id, authorId: writer.id, fromStaff, body: message.body }).returning();
  await attachFiles(tx, request.id, writer.id, row!.id, message.files ?? []);
  await markRead(tx, request.id, writer.id);
  const sent = message.files?.length ? await filesOf(tx, request, fromStaff ? 'staff' : 'client') : undefined;
  const files = sent ? sent.rows.filter((f) => f.messageId === row!.id).reverse().map(sent.wire) : [];
  return messageWire({ ...row!, staffName: writer.firstName }, request.client, files);
}

/**
 * The reader's notification centre: their threads with messages from the other side written after the reader last
 * opened them (all of them in a thread never opened), newest first — the client's on their own requests, staff's on
 * every request — and their notices (notices/queries.ts).
 */
async function unreadFor(db: Db, readerId: number, fromStaff: boolean, scope: SQL | undefined): Promise<UnreadAnswer> {
  const lastAt = sql`max(${requestMessages.createdAt})`.mapWith(requestMessages.createdAt);
  const rows = await db
    .select({
      requestId: serviceRequests.id,
      subject: serviceRequests.subject,
      client: clientName,
      unread: sql<number>`count(${requestMessages.id})::int`,
      lastAt,
    })
    .from(serviceRequests)
    .innerJoin(users, eq(users.id, serviceRequests.userId))
    .innerJoin(requestMessages, and(eq(requestMessages.requestId, serviceRequests.id), eq(requestMessages.fromStaff, fromStaff)))
    .leftJoin(threadReads, and(eq(threadReads.requestId, serviceRequests.id), eq(threadReads.userId, readerId)))
    .where(and(scope, or(isNull(threadReads.readAt), gt(requestMessages.createdAt, threadReads.readAt))))
    .groupBy(serviceRequests.id, users.firstName)
    .orderBy(desc(sql`max(${requestMessages.createdAt})`), desc(serviceRequests.id));
  const threads = rows.map((r) => ({
    request_id: r.requestId,
    code: requestCode(r.requestId),
    subject: r.subject,
    client: r.client,
    unread: Number(r.unread),
    last_at: (r.lastAt as Date).toISOString(),
  }));
  const centre = await noticesFor(db, readerId);
  return { total: threads.reduce((sum, t) => sum + t.unread, 0) + centre.unread_notices, threads, ...centre };
}

/** The client's unread staff messages, on their own requests. */
export const clientUnread = (db: Db, userId: number) => unreadFor(db, userId, true, ownRequest(userId));

/** One staff member's unread client messages, on every request. */
export const staffUnread = (db: Db, staffId: number) => unreadFor(db, staffId, false, undefined);
