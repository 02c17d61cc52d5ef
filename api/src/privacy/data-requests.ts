import type { DataRequest, OfficeDataRequest } from '@agency/contracts';
import { and, asc, desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../accounts/account-tokens';
import type { Config } from '../config';
import { dataRequests } from '../db/schema';
import { enqueueMail } from '../mail/outbox';
import { dataRequestAgencyEmail } from './emails';

/** The NDPA's answer period: a month from receipt. */
export const ANSWER_DAYS = 30;

type Row = typeof dataRequests.$inferSelect;
type Kind = Row['kind'];

/**
 * Logs a data-subject request. `automatic`: the site served it at once (an export, an erasure), logged done.
 * `open`: it needs a person; it goes to the office's queue, due in 30 days, and the agency's inbox is told.
 */
export async function logDataRequest(
  tx: DbOrTx,
  config: Config,
  r: { userId: number | null; email: string; name: string; kind: Kind; message: string; status: 'open' | 'automatic'; outcome?: string; now?: Date },
): Promise<Row> {
  const now = r.now ?? new Date();
  const due = new Date(now.getTime() + ANSWER_DAYS * 86_400_000);
  const [row] = await tx
    .insert(dataRequests)
    .values({
      userId: r.userId,
      email: r.email,
      name: r.name,
      kind: r.kind,
      status: r.status,
      message: r.message,
      outcome: r.outcome ?? '',
      receivedAt: now,
      dueAt: due,
      doneAt: r.status === 'automatic' ? now : null,
    })
    .returning();
  if (r.status === 'open') await enqueueMail(tx, [dataRequestAgencyEmail(config, { id: row!.id, kind: r.kind, email: r.email, due })]);
  return row!;
}

export function dataRequestView(r: Row): DataRequest {
  return {
    id: r.id,
    kind: r.kind,
    status: r.status,
    received_at: r.receivedAt.toISOString(),
    due_at: r.dueAt.toISOString(),
    done_at: r.doneAt ? r.doneAt.toISOString() : null,
    message: r.message,
    outcome: r.outcome,
  };
}

export function officeDataRequestView(r: Row, now = new Date()): OfficeDataRequest {
  return { ...dataRequestView(r), email: r.email, name: r.name, overdue: r.status === 'open' && r.dueAt.getTime() < now.getTime(), handled_by: r.handledBy };
}

export async function listMyDataRequests(db: DbOrTx, userId: number): Promise<Row[]> {
  return db.select().from(dataRequests).where(eq(dataRequests.userId, userId)).orderBy(desc(dataRequests.receivedAt), desc(dataRequests.id));
}

/** The office's queue: open requests, the soonest due first; or every request, newest first. */
export async function listOfficeDataRequests(db: DbOrTx, show: 'open' | 'all'): Promise<Row[]> {
  if (show === 'open') return db.select().from(dataRequests).where(eq(dataRequests.status, 'open')).orderBy(asc(dataRequests.dueAt), asc(dataRequests.id));
  return db.select().from(dataRequests).orderBy(desc(dataRequests.receivedAt), desc(dataRequests.id)).limit(500);
}

export async function findDataRequest(db: DbOrTx, id: number): Promise<Row | null> {
  const [row] = await db.select().from(dataRequests).where(eq(dataRequests.id, id)).limit(1);
  return row ?? null;
}

/** Marks an open request done (once: a done one is left as it is and answered null). */
export async function markDataRequestDone(tx: DbOrTx, id: number, outcome: string, staffEmail: string, now = new Date()): Promise<Row | null> {
  const [row] = await tx
    .update(dataRequests)
    .set({ status: 'done', outcome, doneAt: now, handledBy: staffEmail })
    .where(and(eq(dataRequests.id, id), eq(dataRequests.status, 'open')))
    .returning();
  return row ?? null;
}
