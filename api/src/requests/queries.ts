import { and, desc, eq, isNotNull, isNull } from 'drizzle-orm';
import type { ServiceRequest } from '@agency/contracts';
import type { Config } from '../config';
import type { Db } from '../db/client';
import { projects, type RequestStatus, serviceRequests } from '../db/schema';
import { badRequest, notFound } from '../lib/errors';
import { dueNow } from '../billing/due';
import { nairaString } from '../billing/money';
import { completeProject } from '../portal/queries';
import { requestWire } from './views';
import { voidPendingIntents } from './voiding';

// The requests domain: a client's requests (list, delete) and the agency's writes on them (quote, decline,
// done), shared by the back office and `pnpm admin`.

/** The status labels the agency uses on a request. Completed shows green, Ongoing plain, anything else muted. */
export const STATUS = { pending: 'Pending', quoted: 'Quoted', ongoing: 'Ongoing', completed: 'Completed' } as const satisfies Record<string, RequestStatus>;

export const DECLINED: RequestStatus = 'Declined';

/**
 * A request is the client's once it is confirmed: a guest booking made under their address by someone
 * who did not sign in stays out of their lists, cart and deletes until the owner confirms it.
 */
export const ownRequest = (userId: number) =>
  and(eq(serviceRequests.userId, userId), isNotNull(serviceRequests.confirmedAt), isNull(serviceRequests.clientHiddenAt));

/** The client's requests, newest first. */
export async function listRequests(db: Db, userId: number): Promise<ServiceRequest[]> {
  const rows = await db
    .select()
    .from(serviceRequests)
    .where(ownRequest(userId))
    .orderBy(desc(serviceRequests.createdAt), desc(serviceRequests.id));
  const due = await dueNow(db, rows.map((r) => r.id));
  return rows.map((row) => {
    const billed = due.get(row.id);
    const wire = requestWire(row);
    if (!billed?.governed) {
      const owed = row.paidAt || row.status === DECLINED ? 0 : row.price * 100;
      return { ...wire, due_kobo: owed, due_label: '', proposal_id: null };
    }
    // Billed by a proposal: the price is what is due now (0 while nothing is), "paid" once every amount is.
    const price = row.paidAt ? 'paid' : nairaString(billed.amountKobo);
    return { ...wire, price, due_kobo: billed.amountKobo, due_label: billed.label, proposal_id: billed.proposalId };
  });
}

/** The rule behind the delete icon: a request may go once it is done or while it is not Ongoing. */
export function canDeleteRequest(request: { isDone: boolean; status: RequestStatus }): boolean {
  return request.isDone || request.status !== STATUS.ongoing;
}

export async function deleteRequest(db: Db, userId: number, requestId: number): Promise<void> {
  const [row] = await db
    .select({ isDone: serviceRequests.isDone, status: serviceRequests.status, paidAt: serviceRequests.paidAt })
    .from(serviceRequests)
    .where(and(eq(serviceRequests.id, requestId), ownRequest(userId)))
    .limit(1);
  if (!row) throw notFound('Request not found.');
  if (!canDeleteRequest(row)) throw badRequest('An ongoing request cannot be deleted.');
  // A paid request is the agency's record (its payment, invoices, receipts and credit notes point at it): the
  // client's delete only hides it from their own list. An unpaid one goes.
  if (row.paidAt) {
    await db.update(serviceRequests).set({ clientHiddenAt: new Date() }).where(and(eq(serviceRequests.id, requestId), eq(serviceRequests.userId, userId)));
    return;
  }
  await db.delete(serviceRequests).where(and(eq(serviceRequests.id, requestId), eq(serviceRequests.userId, userId)));
}

// The operator's writes (the admin command calls these).

export async function requestById(db: Db, requestId: number) {
  const [row] = await db.select().from(serviceRequests).where(eq(serviceRequests.id, requestId)).limit(1);
  if (!row) throw notFound(`Request ${requestId} not found.`);
  return row;
}

/** Quotes a price (whole naira) on a request, which makes it payable from the client's cart; a new price voids checkouts begun at the old one. */
export async function quoteRequest(db: Db, requestId: number, priceNaira: number) {
  if (!Number.isInteger(priceNaira) || priceNaira <= 0) throw badRequest('The price must be a positive whole number of naira.');
  const row = await requestById(db, requestId);
  if (row.paidAt) throw badRequest(`Request ${requestId} is already paid.`);
  // A checkout opened at the old price must not pay at it: its intents are voided (refunded if the money still
  // arrives). Payments first, then the request: the order deliverOnce locks them in, so the two never deadlock.
  if (row.price !== priceNaira) await voidPendingIntents(db, requestId, 'requoted');
  const [updated] = await db
    .update(serviceRequests)
    .set({ price: priceNaira, status: STATUS.quoted })
    .where(and(eq(serviceRequests.id, requestId), isNull(serviceRequests.paidAt)))
    .returning();
  if (!updated) throw badRequest(`Request ${requestId} is already paid.`);
  return updated;
}

/**
 * Marks a request done (status Completed), and its project with it: the project's own way (issue 26), so a stage
 * that needs the client's approval still refuses, progress is derived and the client is told.
 */
export async function completeRequest(db: Db, config: Config | null, requestId: number) {
  await requestById(db, requestId);
  return db.transaction(async (tx) => {
    const [project] = await tx.select({ id: projects.id }).from(projects).where(eq(projects.requestId, requestId)).limit(1);
    if (project) await completeProject(tx, config, project.id);
    const [updated] = await tx
      .update(serviceRequests)
      .set({ isDone: true, status: STATUS.completed })
      .where(eq(serviceRequests.id, requestId))
      .returning();
    return updated!;
  });
}

/** Declines a request that is not paid: status Declined, nothing to pay, done; its pending checkouts are voided. */
export async function declineRequest(db: Db, id: number) {
  const row = await requestById(db, id);
  if (row.paidAt) throw badRequest(`Request ${id} is paid: refund it before declining.`);
  // Payments first, then the request, as deliverOnce locks them: see quoteRequest.
  await voidPendingIntents(db, id, 'declined');
  const [updated] = await db
    .update(serviceRequests)
    .set({ status: DECLINED, price: 0, isDone: true })
    .where(and(eq(serviceRequests.id, id), isNull(serviceRequests.paidAt)))
    .returning();
  if (!updated) throw badRequest(`Request ${id} is paid: refund it before declining.`);
  return updated;
}
