import { randomBytes } from 'node:crypto';
import { EventEmitter } from 'node:events';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { PaymentKind } from '@agency/contracts';
import { findTutorial, isEnrolled } from '../academy/queries';
import type { Config } from '../config';
import type { Db } from '../db/client';
import { cartTotalKobo as cartTotalOfKobo } from '@agency/contracts/cart-discount';
import { issueDeliveryDocuments } from '../billing/receipts';
import { dueNow } from '../billing/due';
import { enrolments, instalments, payments, serviceRequests, tutorials } from '../db/schema';
import { badRequest, conflict, HttpError, notFound, paymentsUnavailable } from '../lib/errors';
import { ownRequest, STATUS } from '../requests/queries';

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
/** Money that arrived for an intent voided by a re-quote or a decline, or for items whose price had changed. */
export const PRICE_CHANGED_REFUNDED =
  'The price of these items changed after this payment was started, so nothing was delivered. This payment has been refunded to your card.';
export const PRICE_CHANGED_REFUND_PENDING =
  'The price of these items changed after this payment was started, so nothing was delivered. This payment will be refunded to your card.';
/** A voided intent that was never paid. */
export const PRICE_CHANGED_UNPAID = 'The price of these items changed after this payment was started, so it was cancelled. Please start the payment again.';
const REFUND_STATUSES = new Set(['refund_due', 'refunded']);

/** What to tell the customer about a payment that delivered nothing and is (or will be) refunded. */
function refundAnswer(refunded: boolean, voidReason: string | null): string {
  if (voidReason) return refunded ? PRICE_CHANGED_REFUNDED : PRICE_CHANGED_REFUND_PENDING;
  return refunded ? DUPLICATE_REFUNDED : DUPLICATE_REFUND_PENDING;
}

export interface Order {
  kind: PaymentKind;
  /** Sorted, unique request ids, or the one tutorial id. */
  itemIds: number[];
  amountKobo: number;
  /** The proposal instalments this order pays (due now on its requests); empty for simple quotes and tutorials. */
  instalmentIds?: number[];
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
  // A request billed by a proposal owes what is due now (the deposit, a reached milestone); any other its quote.
  const due = await dueNow(db, itemIds);
  const amounts: number[] = [];
  const instalmentIds: number[] = [];
  for (const row of rows) {
    const billed = due.get(row.id);
    if (billed?.governed) {
      if (billed.amountKobo <= 0) throw badRequest(`Request ${row.id} has nothing to pay.`);
      amounts.push(billed.amountKobo);
      instalmentIds.push(...billed.instalmentIds);
      continue;
    }
    if (row.price === 0 || row.paidAt) throw badRequest(`Request ${row.id} has nothing to pay.`);
    amounts.push(row.price * 100);
  }
  // The discount is the cart's own rule (contracts/src/cart-discount.ts), so the total shown is the total charged.
  const amountKobo = cartTotalOfKobo(amounts).total;
  if (amountKobo <= 0) throw badRequest('Nothing to pay for: the order is empty.');
  return { kind, itemIds, amountKobo, instalmentIds: instalmentIds.sort((a, b) => a - b) };
}

export interface Delivery extends Order {
  reference: string;
  userId: number;
  provider: Provider;
  providerTransactionId?: string | null;
  /** How the customer paid, in Paystack's words (its verify answer's or charge event's `channel`). */
  channel?: string | null;
}

const sameItems = (a: number[], b: number[]) => a.length === b.length && a.every((v, i) => v === b[i]);

/**
 * The one place value is delivered. The unique reference and one pending→paid update in a single
 * transaction mean that the browser callback, the webhook and their retries pay out once, whoever comes first.
 * Answers 'delivered' for the caller that flipped the row, 'already' for the same order delivered before,
 * 'duplicate' when another payment had already paid for these items (two checkouts of one cart, say), and
 * 'voided' when the intent was voided (its items re-quoted or declined) or the items are no longer payable
 * at the intent's amount: the money was taken, so the payment is marked refund_due for `refundDuplicate`.
 */
export async function deliverOnce(db: Db, d: Delivery, config?: Config): Promise<'delivered' | 'already' | 'duplicate' | 'voided'> {
  return countOutcome(db.transaction(async (tx) => {
    await tx
      .insert(payments)
      .values({ reference: d.reference, userId: d.userId, kind: d.kind, itemIds: d.itemIds, amountKobo: d.amountKobo, provider: d.provider })
      .onConflictDoNothing({ target: payments.reference });
    const [paid] = await tx
      .update(payments)
      .set({ status: 'paid', paidAt: new Date(), providerTransactionId: d.providerTransactionId ?? null, channel: d.channel ?? null })
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
      .returning({ id: payments.id, instalmentIds: payments.instalmentIds });
    if (!paid) {
      const [row] = await tx.select().from(payments).where(eq(payments.reference, d.reference)).limit(1);
      const same = row && row.userId === d.userId && row.kind === d.kind && sameItems(row.itemIds, d.itemIds);
      if (row?.status === 'paid' && same) return 'already';
      if (row?.status === 'voided' && same && row.amountKobo === d.amountKobo && row.provider === d.provider) {
        // The money for a voided intent arrived: it delivers nothing and is given back.
        const [flipped] = await tx
          .update(payments)
          .set({ status: 'refund_due', paidAt: new Date(), providerTransactionId: d.providerTransactionId ?? null, channel: d.channel ?? null })
          .where(and(eq(payments.id, row.id), eq(payments.status, 'voided')))
          .returning({ id: payments.id });
        if (flipped) return 'voided';
      }
      if (row && REFUND_STATUSES.has(row.status) && row.userId === d.userId) return row.voidReason ? 'voided' : 'duplicate';
      throw conflict(REFERENCE_USED);
    }
    const delivered = d.kind === 'tutorial' ? await enrolOnce(tx, d, paid.id) : await markRequestsPaid(tx, d, paid.id, paid.instalmentIds);
    if (delivered === 'delivered') {
      // The receipt (and, for a simple quote, its invoice) is issued with the delivery and mailed with its PDF.
      await issueDeliveryDocuments(tx, config ?? null, paid.id);
      return 'delivered';
    }
    await tx
      .update(payments)
      .set({ status: 'refund_due', voidReason: delivered === 'changed' ? 'changed' : null })
      .where(eq(payments.id, paid.id));
    return delivered === 'changed' ? 'voided' : 'duplicate';
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

type Handover = 'delivered' | 'duplicate' | 'changed';

async function enrolOnce(tx: Tx, d: Delivery, paymentId: number): Promise<Handover> {
  const [tutorial] = await tx.select({ amount: tutorials.amount }).from(tutorials).where(eq(tutorials.id, d.itemIds[0]!)).limit(1);
  if (!tutorial || tutorial.amount * 100 !== d.amountKobo) return 'changed';
  const [row] = await tx
    .insert(enrolments)
    .values({ tutorialId: d.itemIds[0]!, userId: d.userId, paymentId })
    .onConflictDoNothing()
    .returning({ id: enrolments.id });
  return row ? 'delivered' : 'duplicate';
}

/**
 * Marks the requests paid unless another payment got there first ('duplicate') or they are no longer payable
 * at the intent's amount ('changed': re-quoted, declined, gone). The rows are locked, so neither two payments
 * nor a payment and a re-quote can both pass.
 */
async function markRequestsPaid(tx: Tx, d: Delivery, paymentId: number, instalmentIds: number[]): Promise<Handover> {
  const rows = await tx
    .select({ id: serviceRequests.id, paidAt: serviceRequests.paidAt, price: serviceRequests.price, status: serviceRequests.status })
    .from(serviceRequests)
    .where(and(inArray(serviceRequests.id, d.itemIds), eq(serviceRequests.userId, d.userId)))
    .for('update');
  if (rows.length !== d.itemIds.length) return 'changed';
  // The instalments the intent priced, locked: each must still be due (paid: another payment got there first).
  const parts = instalmentIds.length
    ? await tx.select().from(instalments).where(and(inArray(instalments.id, instalmentIds), eq(instalments.userId, d.userId))).for('update')
    : [];
  if (parts.length !== instalmentIds.length) return 'changed';
  if (parts.some((p) => p.status === 'paid')) return 'duplicate';
  if (parts.some((p) => p.status !== 'due')) return 'changed';
  const billedRequests = new Set(parts.map((p) => p.requestId));
  const amounts: number[] = [];
  const quoted: number[] = [];
  for (const row of rows) {
    if (billedRequests.has(row.id)) {
      amounts.push(parts.filter((p) => p.requestId === row.id).reduce((sum, p) => sum + p.amountKobo, 0));
      continue;
    }
    if (row.paidAt) return 'duplicate';
    if (row.price <= 0 || row.status === 'Declined') return 'changed';
    amounts.push(row.price * 100);
    quoted.push(row.id);
  }
  if (cartTotalOfKobo(amounts).total !== d.amountKobo) return 'changed';
  const now = new Date();
  if (quoted.length > 0) {
    // A simple quote is a proposal-free request: it is paid whole.
    await tx
      .update(serviceRequests)
      .set({
        paidAt: now,
        status: sql`case when ${serviceRequests.status} in (${STATUS.pending}, ${STATUS.quoted}) then ${STATUS.ongoing} else ${serviceRequests.status} end`,
      })
      .where(and(inArray(serviceRequests.id, quoted), eq(serviceRequests.userId, d.userId)));
  }
  if (parts.length > 0) {
    await tx.update(instalments).set({ status: 'paid', paidAt: now, paymentId }).where(inArray(instalments.id, instalmentIds));
    // A request is paid once every instalment of its accepted plan is.
    for (const requestId of billedRequests) {
      const open = await tx
        .select({ id: instalments.id })
        .from(instalments)
        .where(and(eq(instalments.requestId, requestId), inArray(instalments.status, ['scheduled', 'due'])))
        .limit(1);
      if (open.length === 0) await tx.update(serviceRequests).set({ paidAt: now }).where(eq(serviceRequests.id, requestId));
    }
  }
  return 'delivered';
}

/**
 * Gives back a payment that delivered nothing (items already paid, or an intent voided by a re-quote or a
 * decline): Paystack's POST /refund for a card payment
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

/** What to tell the customer about a payment that delivered nothing (a duplicate, or a voided intent), after trying to refund it. */
export async function settleRefund(db: Db, config: Config, log: { error: (obj: object, msg: string) => void }, reference: string): Promise<never> {
  const refunded = await refundDuplicate(db, config, log, reference);
  const payment = await findPayment(db, reference);
  throw conflict(refundAnswer(refunded, payment?.voidReason ?? null));
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
    .values({ reference, userId, kind: order.kind, itemIds: order.itemIds, amountKobo: order.amountKobo, provider, expiresAt, instalmentIds: order.instalmentIds ?? [] })
    .onConflictDoNothing({ target: payments.reference })
    .returning({ id: payments.id });
  if (!row) throw conflict(REFERENCE_USED);
}

/** How long POST /verify_payment repeats Paystack's last answer for a reference that delivered nothing, instead of asking again. */
export const PROVIDER_ANSWER_MS = 15_000;

export interface RecordedOrder extends Order {
  /** The intent was voided (re-quoted, declined): if the money arrived anyway it is refunded, never delivered. */
  voided: boolean;
  /** Paystack's answer remembered for this reference (JSON, see verify.ts), when it is recent enough to repeat. */
  providerAnswer: string | null;
}

/**
 * The order a reference pays for: the intent the server recorded for this user (payment_intent). A
 * reference the server never issued to this user, a spent one or an expired one is refused here,
 * before anyone asks Paystack about it. `null` means this exact order was already delivered.
 */
export async function orderFor(
  db: Db,
  userId: number,
  reference: string,
  provider: Provider,
  requested: { kind: PaymentKind; itemIds: number[] } | null,
): Promise<RecordedOrder | null> {
  const existing = await findPayment(db, reference);
  // Someone else's reference reads exactly like an unknown one.
  if (!existing || existing.userId !== userId) throw notFound(REFERENCE_UNKNOWN);
  if (existing.provider !== provider) throw conflict(REFERENCE_USED);
  if (existing.status === 'paid') {
    if (!requested || (requested.kind === existing.kind && sameItems(requested.itemIds, existing.itemIds))) return null;
    throw conflict(REFERENCE_USED);
  }
  if (existing.status === 'failed') throw conflict(REFERENCE_USED);
  if (REFUND_STATUSES.has(existing.status)) throw conflict(refundAnswer(existing.status === 'refunded', existing.voidReason));
  if (requested && (requested.kind !== existing.kind || !sameItems(requested.itemIds, existing.itemIds))) {
    throw badRequest('The items paid for do not match the order recorded for this reference.');
  }
  if (existing.expiresAt && existing.expiresAt.getTime() <= Date.now()) throw badRequest(REFERENCE_EXPIRED);
  const recent = existing.providerAnsweredAt && Date.now() - existing.providerAnsweredAt.getTime() < PROVIDER_ANSWER_MS;
  return {
    kind: existing.kind,
    itemIds: existing.itemIds,
    amountKobo: existing.amountKobo,
    voided: existing.status === 'voided',
    providerAnswer: recent ? existing.providerAnswer : null,
  };
}

/** Remembers Paystack's answer for a reference that it did not deliver, for `PROVIDER_ANSWER_MS`, in the database every API process reads. */
export async function rememberProviderAnswer(db: Db, reference: string, answer: string): Promise<void> {
  await db.update(payments).set({ providerAnswer: answer, providerAnsweredAt: new Date() }).where(eq(payments.reference, reference));
}

export interface PaystackTransaction {
  status: string;
  reference: string;
  /** Kobo, as Paystack sends it: an integer number. Anything else (a string, a fraction) is null and never matches. */
  amount: number | null;
  currency: string;
  id: number | string | null;
  /** How the customer paid (card, bank_transfer, ussd, …), or null when Paystack did not say. */
  channel: string | null;
}

const KOBO = z.number().int().nonnegative();

/** Paystack's channel word (card, bank, bank_transfer, ussd, qr, mobile_money, …), kept only when it looks like one. */
export function channelOf(value: unknown): string | null {
  return typeof value === 'string' && /^[a-z_]{1,40}$/.test(value) ? value : null;
}

/** Asks Paystack what really happened: GET /transaction/verify/:reference with the secret key. */
export async function fetchPaystackTransaction(config: Config, reference: string): Promise<PaystackTransaction> {
  if (!config.PAYSTACK_SECRET_KEY) throw paymentsUnavailable();
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
    channel: channelOf(data.channel),
  };
}

/** The checks the security bar asks for, in the order a client would want to hear about them. */
export function checkTransaction(tx: PaystackTransaction, reference: string, expectedKobo: number): void {
  if (tx.reference !== reference) throw badRequest('The payment provider reported a different reference.');
  if (tx.status !== 'success') throw badRequest(`The payment was not successful (status: ${tx.status || 'unknown'}).`);
  if (tx.currency !== 'NGN') throw badRequest('The payment was not made in naira (NGN).');
  if (tx.amount === null || tx.amount !== expectedKobo) throw badRequest('The amount paid does not match the amount due.');
}
