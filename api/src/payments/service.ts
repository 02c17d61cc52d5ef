import { randomBytes } from 'node:crypto';
import { EventEmitter } from 'node:events';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { z } from 'zod';
import { findTutorial, isEnrolled } from '../academy/queries';
import type { Config } from '../config';
import type { Db } from '../db/client';
import { enrolments, payments, serviceRequests } from '../db/schema';
import { badRequest, conflict, HttpError, notFound } from '../lib/errors';
import { ownRequest, STATUS } from '../portal/queries';
import { cartTotalKobo } from './discount';

export type PaymentKind = 'requests' | 'tutorial';
export type Provider = 'paystack' | 'sandbox';

/** Paystack references: letters, digits, '-', '.', '='. */
export const REFERENCE_USED = 'This payment reference has already been used.';
export const REFERENCE_UNKNOWN = 'This payment was not started here. Please start the payment again.';
export const REFERENCE_EXPIRED = 'This payment has expired. Please start the payment again.';

/**
 * References are minted by the server from the CSPRNG (128 bits), never chosen by the browser: a
 * guessable reference could be registered first by someone else, and the victim's payment would fail.
 */
export function newPaymentReference(): string {
  return `tms-${randomBytes(16).toString('hex')}`;
}
export const DUPLICATE_REFUNDED = 'These items were already paid for with another payment. This payment has been refunded to your card.';
export const DUPLICATE_REFUND_PENDING = 'These items were already paid for with another payment. This payment will be refunded to your card.';
const REFUND_STATUSES = new Set(['refund_due', 'refunded']);

export interface Order {
  kind: PaymentKind;
  /** Sorted, unique request ids, or the one tutorial id. */
  itemIds: number[];
  amountKobo: number;
}

/** The sandbox lets a local user pay without Paystack; it can never be on in production. */
export function sandboxEnabled(config: Config): boolean {
  return config.NODE_ENV !== 'production' && (config.PAYMENTS_SANDBOX || !config.PAYSTACK_SECRET_KEY);
}

export function kindOf(kind: string | undefined): PaymentKind {
  return kind === 'tutorial' ? 'tutorial' : 'requests';
}

export function itemIdsOf(datas: { id: number } | { id: number }[]): number[] {
  const list = Array.isArray(datas) ? datas : [datas];
  return [...new Set(list.map((d) => d.id))].sort((a, b) => a - b);
}

/** What this user owes for these items, from the server's own prices: never from the browser. */
export async function priceOrder(db: Db, userId: number, kind: PaymentKind, itemIds: number[]): Promise<Order> {
  if (itemIds.length === 0) throw badRequest('Nothing to pay for: the order is empty.');
  if (kind === 'tutorial') {
    if (itemIds.length !== 1) throw badRequest('A tutorial is paid for one at a time.');
    const tutorial = await findTutorial(db, itemIds[0]!);
    if (tutorial.amount <= 0) throw badRequest('This tutorial is free: enrol without paying.');
    if (tutorial.isDone) throw badRequest('This tutorial has ended.');
    if (await isEnrolled(db, tutorial.id, userId)) throw badRequest('You are already enrolled in this tutorial.');
    return { kind, itemIds, amountKobo: tutorial.amount * 100 };
  }
  const rows = await db
    .select({ id: serviceRequests.id, price: serviceRequests.price, paidAt: serviceRequests.paidAt })
    .from(serviceRequests)
    .where(and(inArray(serviceRequests.id, itemIds), ownRequest(userId)));
  // Someone else's request reads exactly like a missing one.
  if (rows.length !== itemIds.length) throw notFound('Request not found.');
  for (const row of rows) {
    if (row.price === 0 || row.paidAt) throw badRequest(`Request ${row.id} has nothing to pay.`);
  }
  // The discount reads prices as the browser's cart does: the same function, so the total shown is the total charged.
  const amountKobo = cartTotalKobo(rows.map((r) => String(r.price)));
  if (amountKobo <= 0) throw badRequest('Nothing to pay for: the order is empty.');
  return { kind, itemIds, amountKobo };
}

export interface Delivery extends Order {
  reference: string;
  userId: number;
  provider: Provider;
  providerTransactionId?: string | null;
}

const sameItems = (a: number[], b: number[]) => a.length === b.length && a.every((v, i) => v === b[i]);

/**
 * The one place value is delivered. The unique reference and one pending→paid update in a single
 * transaction mean that the browser callback, the webhook and their retries pay out once, whoever comes first.
 * Answers 'delivered' for the caller that flipped the row, 'already' for the same order delivered before,
 * and 'duplicate' when another payment had already paid for these items (two checkouts of one cart, say):
 * the money was taken, so the payment is marked refund_due for `refundDuplicate`.
 */
export async function deliverOnce(db: Db, d: Delivery): Promise<'delivered' | 'already' | 'duplicate'> {
  return countOutcome(db.transaction(async (tx) => {
    await tx
      .insert(payments)
      .values({ reference: d.reference, userId: d.userId, kind: d.kind, itemIds: d.itemIds, amountKobo: d.amountKobo, provider: d.provider })
      .onConflictDoNothing({ target: payments.reference });
    const [paid] = await tx
      .update(payments)
      .set({ status: 'paid', paidAt: new Date(), providerTransactionId: d.providerTransactionId ?? null })
      .where(
        and(
          eq(payments.reference, d.reference),
          eq(payments.status, 'pending'),
          eq(payments.userId, d.userId),
          eq(payments.kind, d.kind),
          eq(payments.amountKobo, d.amountKobo),
          eq(payments.provider, d.provider),
          sql`${payments.itemIds} = ${JSON.stringify(d.itemIds)}::jsonb`,
        ),
      )
      .returning({ id: payments.id });
    if (!paid) {
      const [row] = await tx.select().from(payments).where(eq(payments.reference, d.reference)).limit(1);
      if (row?.status === 'paid' && row.userId === d.userId && row.kind === d.kind && sameItems(row.itemIds, d.itemIds)) return 'already';
      if (row && REFUND_STATUSES.has(row.status) && row.userId === d.userId) return 'duplicate';
      throw conflict(REFERENCE_USED);
    }
    const delivered = d.kind === 'tutorial' ? await enrolOnce(tx, d, paid.id) : await markRequestsPaid(tx, d);
    if (delivered) return 'delivered';
    await tx.update(payments).set({ status: 'refund_due' }).where(eq(payments.id, paid.id));
    return 'duplicate';
  }));
}

/** Each delivery's outcome ('delivered', 'already', 'duplicate', or 'refused' when it throws), for the metrics. */
export const paymentEvents = new EventEmitter();

function countOutcome<T extends string>(delivery: Promise<T>): Promise<T> {
  return delivery.then(
    (outcome) => {
      paymentEvents.emit('outcome', outcome);
      return outcome;
    },
    (error: unknown) => {
      paymentEvents.emit('outcome', 'refused');
      throw error;
    },
  );
}

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

async function enrolOnce(tx: Tx, d: Delivery, paymentId: number): Promise<boolean> {
  const [row] = await tx
    .insert(enrolments)
    .values({ tutorialId: d.itemIds[0]!, userId: d.userId, paymentId })
    .onConflictDoNothing()
    .returning({ id: enrolments.id });
  return Boolean(row);
}

/** Marks the requests paid unless another payment got there first; the rows are locked so two payments cannot both pass. */
async function markRequestsPaid(tx: Tx, d: Delivery): Promise<boolean> {
  const rows = await tx
    .select({ id: serviceRequests.id, paidAt: serviceRequests.paidAt })
    .from(serviceRequests)
    .where(and(inArray(serviceRequests.id, d.itemIds), eq(serviceRequests.userId, d.userId)))
    .for('update');
  if (rows.some((row) => row.paidAt)) return false;
  await tx
    .update(serviceRequests)
    .set({
      paidAt: new Date(),
      status: sql`case when ${serviceRequests.status} in (${STATUS.pending}, ${STATUS.quoted}) then ${STATUS.ongoing} else ${serviceRequests.status} end`,
    })
    .where(and(inArray(serviceRequests.id, d.itemIds), eq(serviceRequests.userId, d.userId)));
  return true;
}

/**
 * Gives back a payment that paid for items already paid: Paystack's POST /refund for a card payment
 * (nothing to give back in the sandbox). Returns true once the refund is accepted; on any failure the
 * payment stays refund_due for the operator (`pnpm admin refunds`) and the customer is told it will follow.
 */
export async function refundDuplicate(db: Db, config: Config, log: { error: (obj: object, msg: string) => void }, reference: string): Promise<boolean> {
  const payment = await findPayment(db, reference);
  if (!payment || payment.status === 'refunded') return Boolean(payment);
  if (payment.status !== 'refund_due') return false;
  if (payment.provider === 'paystack') {
    try {
      await requestPaystackRefund(config, reference);
    } catch (error) {
      log.error({ reference, err: error }, 'paystack refund failed: the payment stays refund_due');
      return false;
    }
  }
  await db.update(payments).set({ status: 'refunded' }).where(and(eq(payments.id, payment.id), eq(payments.status, 'refund_due')));
  return true;
}

async function requestPaystackRefund(config: Config, reference: string): Promise<void> {
  if (!config.PAYSTACK_SECRET_KEY) throw new Error('No Paystack secret key is configured.');
  const response = await fetch(`${config.PAYSTACK_BASE_URL.replace(/\/$/, '')}/refund`, {
    method: 'POST',
    headers: { authorization: `Bearer ${config.PAYSTACK_SECRET_KEY}`, 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify({ transaction: reference }),
    signal: AbortSignal.timeout(15_000),
  });
  const body = (await response.json().catch(() => null)) as { status?: boolean; message?: string } | null;
  if (!response.ok || body?.status !== true) throw new Error(`Paystack refused the refund (${response.status}): ${body?.message ?? 'no message'}`);
}

/** What to tell the customer about a duplicate payment, after trying to refund it. */
export async function settleDuplicate(db: Db, config: Config, log: { error: (obj: object, msg: string) => void }, reference: string): Promise<never> {
  const refunded = await refundDuplicate(db, config, log, reference);
  throw conflict(refunded ? DUPLICATE_REFUNDED : DUPLICATE_REFUND_PENDING);
}

export async function findPayment(db: Db, reference: string) {
  const [row] = await db.select().from(payments).where(eq(payments.reference, reference)).limit(1);
  return row ?? null;
}

/**
 * Records the order before the card is charged, so the webhook can deliver even if the browser closes.
 * The intent can be verified or completed until `expiresAt`.
 */
export async function createIntent(db: Db, userId: number, reference: string, order: Order, provider: Provider, expiresAt: Date) {
  const [row] = await db
    .insert(payments)
    .values({ reference, userId, kind: order.kind, itemIds: order.itemIds, amountKobo: order.amountKobo, provider, expiresAt })
    .onConflictDoNothing({ target: payments.reference })
    .returning({ id: payments.id });
  if (!row) throw conflict(REFERENCE_USED);
}

/**
 * The order a reference pays for: the intent the server recorded for this user (payment_intent). A
 * reference the server never issued to this user, a spent one or an expired one is refused here,
 * before anyone asks Paystack about it. `null` means this exact order was already delivered.
 */
export async function orderFor(db: Db, userId: number, reference: string, provider: Provider, requested: { kind: PaymentKind; itemIds: number[] } | null): Promise<Order | null> {
  const existing = await findPayment(db, reference);
  // Someone else's reference reads exactly like an unknown one.
  if (!existing || existing.userId !== userId) throw notFound(REFERENCE_UNKNOWN);
  if (existing.provider !== provider) throw conflict(REFERENCE_USED);
  if (existing.status === 'paid') {
    if (!requested || (requested.kind === existing.kind && sameItems(requested.itemIds, existing.itemIds))) return null;
    throw conflict(REFERENCE_USED);
  }
  if (existing.status === 'failed') throw conflict(REFERENCE_USED);
  if (REFUND_STATUSES.has(existing.status)) throw conflict(existing.status === 'refunded' ? DUPLICATE_REFUNDED : DUPLICATE_REFUND_PENDING);
  if (requested && (requested.kind !== existing.kind || !sameItems(requested.itemIds, existing.itemIds))) {
    throw badRequest('The items paid for do not match the order recorded for this reference.');
  }
  if (existing.expiresAt && existing.expiresAt.getTime() <= Date.now()) throw badRequest(REFERENCE_EXPIRED);
  return { kind: existing.kind, itemIds: existing.itemIds, amountKobo: existing.amountKobo };
}

export interface PaystackTransaction {
  status: string;
  reference: string;
  /** Kobo, as Paystack sends it: an integer number. Anything else (a string, a fraction) is null and never matches. */
  amount: number | null;
  currency: string;
  id: number | string | null;
}

const KOBO = z.number().int().nonnegative();

/** Asks Paystack what really happened: GET /transaction/verify/:reference with the secret key. */
export async function fetchPaystackTransaction(config: Config, reference: string): Promise<PaystackTransaction> {
  if (!config.PAYSTACK_SECRET_KEY) throw new HttpError(503, 'Card payments are not configured on this server.');
  let response: Response;
  try {
    response = await fetch(`${config.PAYSTACK_BASE_URL.replace(/\/$/, '')}/transaction/verify/${encodeURIComponent(reference)}`, {
      headers: { authorization: `Bearer ${config.PAYSTACK_SECRET_KEY}`, accept: 'application/json' },
      signal: AbortSignal.timeout(15_000),
    });
  } catch {
    throw new HttpError(502, 'We could not reach the payment provider. Please try again.');
  }
  const body = (await response.json().catch(() => null)) as { status?: boolean; data?: Record<string, unknown> } | null;
  if (response.status === 404 || response.status === 400) throw badRequest('The payment could not be found with the payment provider.');
  if (!response.ok || !body || body.status !== true || !body.data) {
    throw new HttpError(502, 'The payment provider could not verify this payment. Please try again.');
  }
  const data = body.data;
  return {
    status: String(data.status ?? ''),
    reference: String(data.reference ?? ''),
    amount: KOBO.safeParse(data.amount).success ? (data.amount as number) : null,
    currency: String(data.currency ?? ''),
    id: typeof data.id === 'number' || typeof data.id === 'string' ? data.id : null,
  };
}

/** The checks the security bar asks for, in the order a client would want to hear about them. */
export function checkTransaction(tx: PaystackTransaction, reference: string, expectedKobo: number): void {
  if (tx.reference !== reference) throw badRequest('The payment provider reported a different reference.');
  if (tx.status !== 'success') throw badRequest(`The payment was not successful (status: ${tx.status || 'unknown'}).`);
  if (tx.currency !== 'NGN') throw badRequest('The payment was not made in naira (NGN).');
  if (tx.amount === null || tx.amount !== expectedKobo) throw badRequest('The amount paid does not match the amount due.');
}
