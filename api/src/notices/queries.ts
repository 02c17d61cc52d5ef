import type { Notice, NoticeKind } from '@agency/contracts/activity';
import { requestCode } from '@agency/contracts/threads';
import { and, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../accounts/account-tokens';
import { notices, serviceRequests, users } from '../db/schema';

// The notification centre (issue 26): notices of the events that are not messages (a stage reached, a deliverable
// to review, a review, a file, an assignment), one row per reader. A notice for "staff" goes to every staff
// member, each with their own read state. Messages are not notices: the threads count them (threads/queries.ts).

/** How many notices the bell's panel lists. */
export const NOTICES_LISTED = 20;

export type NoticeTo = { client: true } | { staff: true; except?: number } | { userId: number };

/**
 * Writes a notice for the request's client (`{ client: true }`), for every staff member but the one who acted
 * (`{ staff: true, except }`), or for one user. Call it in the transaction that makes the change, so a notice
 * exists exactly when its event does.
 */
export async function notify(db: DbOrTx, requestId: number, to: NoticeTo, kind: NoticeKind, text: string): Promise<void> {
  let readers: number[];
  if ('client' in to) {
    const [row] = await db.select({ userId: serviceRequests.userId }).from(serviceRequests).where(eq(serviceRequests.id, requestId)).limit(1);
    readers = row ? [row.userId] : [];
  } else if ('staff' in to) {
    const staff = await db.select({ id: users.id }).from(users).where(eq(users.role, 'staff'));
    readers = staff.map((s) => s.id).filter((id) => id !== to.except);
  } else {
    readers = [to.userId];
  }
  if (readers.length === 0) return;
  await db.insert(notices).values(readers.map((userId) => ({ userId, requestId, kind, text })));
}

/** The reader's latest notices (newest first, at most NOTICES_LISTED) and how many of all theirs are unread. */
export async function noticesFor(db: DbOrTx, userId: number): Promise<{ notices: Notice[]; unread_notices: number }> {
  const rows = await db.select().from(notices).where(eq(notices.userId, userId)).orderBy(desc(notices.id)).limit(NOTICES_LISTED);
  const [count] = await db
    .select({ unread: sql<number>`count(*)::int` })
    .from(notices)
    .where(and(eq(notices.userId, userId), isNull(notices.readAt)));
  return {
    notices: rows.map((n) => ({
      id: n.id,
      kind: n.kind,
      request_id: n.requestId,
      code: requestCode(n.requestId),
      text: n.text,
      at: n.createdAt.toISOString(),
      read: n.readAt !== null,
    })),
    unread_notices: Number(count?.unread ?? 0),
  };
}

/** Marks the reader's notices read: these ids (others' ids are ignored), or all of them. */
export async function markNoticesRead(db: DbOrTx, userId: number, ids: number[] | undefined): Promise<void> {
  await db
    .update(notices)
    .set({ readAt: new Date() })
    .where(and(eq(notices.userId, userId), isNull(notices.readAt), ids ? inArray(notices.id, ids.length ? ids : [0]) : undefined));
}
