import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Config } from '../config';
import type { Db } from '../db/client';
import { issueCreditNote } from '../billing/documents';
import { payments, refunds as refundsTable } from '../db/schema';
import { conflict, notFound } from '../lib/errors';
import type { Actor } from '../office/audit';
import { recordAudit } from '../office/audit';

/**
 * Refunds staff make from the office (issue 25): a paid payment, whole or part, through Paystack's Refund API
 * (POST /refund with the transaction's reference and the amount in kobo). A refund is pending until Paystack's
 * refund.processed or refund.failed event settles it; those events come signed, possibly twice and out of
 * order, and a settled refund never moves back. A sandbox payment moved no money, so its refund is processed at once.
 * A processed refund gets its credit note (`creditNoteFor`).
 */

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type RefundRow = typeof refundsTable.$inferSelect;
type Log = { error: (obj: object, msg: string) => void; warn?: (obj: object, msg: string) => void };

/** "₦1,234.50": what staff read in a refusal. */
export const nairaText = (kobo: number) =>
  `₦${(kobo / 100).toLocaleString('en-NG', { minimumFractionDigits: kobo % 100 ? 2 : 0, maximumFractionDigits: 2 })}`;

export const REFUND_NOT_PAID = (status: string) => `This payment is ${status}: only a paid payment can be refunded from the office.`;
export const REFUND_TOO_MUCH = (remainingKobo: number) =>
  remainingKobo > 0 ? `At most ${nairaText(remainingKobo)} of this payment can still be refunded.` : 'This payment has already been refunded in full.';

/**
 * The credit note for a refund Paystack has processed, issued (numbered, as an A4 PDF, mailed) in the transaction
 * that marks it processed: the documents module's `issueCreditNote`, which links it to the refund.
 */
async function creditNoteFor(tx: Tx, refund: { paymentId: number; amountKobo: number; reason: string; refundId: number }, config: Config): Promise<number> {
  return (await issueCreditNote(tx, { ...refund, config })).id;
}

/** What is still refundable: the payment less every refund that is not failed. */
export function refundableKobo(amountKobo: number, refunds: Pick<RefundRow, 'amountKobo' | 'status'>[]): number {
  return amountKobo - refunds.filter((r) => r.status !== 'failed').reduce((sum, r) => sum + r.amountKobo, 0);
}

/**
 * Marks a pending refund processed (then issues its credit note) or failed, once: the update only takes a pending
 * row, so a settled refund is never changed and a credit note is never issued twice.
 */
async function settle(
  tx: Tx,
  config: Config,
  refund: RefundRow,
  outcome: 'processed' | 'failed',
  fields: { providerRefundReference?: string | null; failure?: string },
): Promise<RefundRow> {
  const [claimed] = await tx
    .update(refundsTable)
    .set({
      status: outcome,
      processedAt: new Date(),
      failureReason: outcome === 'failed' ? (fields.failure ?? 'Paystack could not complete the refund.') : null,
      ...(fields.providerRefundReference ? { providerRefundReference: fields.providerRefundReference } : {}),
    })
    .where(and(eq(refundsTable.id, refund.id), eq(refundsTable.status, 'pending')))
    .returning();
  if (!claimed) return refund;
  if (outcome !== 'processed') return claimed;
  const creditNoteId = await creditNoteFor(tx, { paymentId: claimed.paymentId, amountKobo: claimed.amountKobo, reason: claimed.reason, refundId: claimed.id }, config);
  const [withNote] = await tx.update(refundsTable).set({ creditNoteId }).where(eq(refundsTable.id, claimed.id)).returning();
  return withNote!;
}

interface PaystackRefundAnswer {
  id: string | null;
}

/** Paystack's POST /refund: answers its refund id, or throws its refusal in its own words. */
async function askPaystackRefund(config: Config, reference: string, amountKobo: number, note: string): Promise<PaystackRefundAnswer> {
  if (!config.PAYSTACK_SECRET_KEY) throw new Error('No Paystack secret key is configured.');
  const response = await fetch(`${config.PAYSTACK_BASE_URL.replace(/\/$/, '')}/refund`, {
    method: 'POST',
    headers: { authorization: `Bearer ${config.PAYSTACK_SECRET_KEY}`, 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify({ transaction: reference, amount: amountKobo, merchant_note: note.slice(0, 500) }),
    signal: AbortSignal.timeout(15_000),
  });
  const body = (await response.json().catch(() => null)) as { status?: boolean; message?: string; data?: { id?: number | string } } | null;
  if (!response.ok || body?.status !== true) throw new Error(body?.message || `Paystack answered ${response.status}.`);
  const id = body.data?.id;
  return { id: id === undefined || id === null ? null : String(id) };
}

/**
 * Staff refund `amountKobo` of a paid payment, with a reason. The payment row is locked while the amount is
 * reserved (a pending refund), so two refunds at once can never pass the payment's amount between them; Paystack
 * is asked outside the transaction. Its refusal marks the refund failed with Paystack's words (shown to staff);
 * the amount is then refundable again.
 */
export async function refundPayment(
  db: Db,
  config: Config,
  log: Log,
  actor: Actor,
  input: { paymentId: number; amountKobo: number; reason: string },
): Promise<RefundRow> {
  const reserved = await db.transaction(async (tx) => {
    const [payment] = await tx.select().from(payments).where(eq(payments.id, input.paymentId)).for('update');
    if (!payment) throw notFound('Payment not found.');
    if (payment.status !== 'paid') throw conflict(REFUND_NOT_PAID(payment.status));
    const existing = await tx.select().from(refundsTable).where(eq(refundsTable.paymentId, payment.id));
    const remaining = refundableKobo(payment.amountKobo, existing);
    if (input.amountKobo > remaining) throw conflict(REFUND_TOO_MUCH(remaining));
    const [refund] = await tx
      .insert(refundsTable)
      .values({ paymentId: payment.id, userId: payment.userId, amountKobo: input.amountKobo, reason: input.reason, createdBy: actor.id > 0 ? actor.id : null })
      .returning();
    await recordAudit(tx, actor, 'payment.refund', `payment ${payment.reference}`, { refundable_kobo: remaining }, { refund_id: refund!.id, amount_kobo: input.amountKobo, reason: input.reason });
    // The sandbox moved no money: there is nothing to wait for.
    if (payment.provider === 'sandbox') return { refund: await settle(tx, config, refund!, 'processed', {}), payment };
    return { refund: refund!, payment };
  });
  if (reserved.payment.provider === 'sandbox') return reserved.refund;
  try {
    const answer = await askPaystackRefund(config, reserved.payment.reference, input.amountKobo, input.reason);
    const [row] = await db.update(refundsTable).set({ providerRefundId: answer.id }).where(eq(refundsTable.id, reserved.refund.id)).returning();
    return row!;
  } catch (error) {
    const failure = `Paystack refused the refund: ${(error as Error).message}`;
    log.error({ reference: reserved.payment.reference, err: error }, 'paystack refund refused');
    return db.transaction(async (tx) => settle(tx, config, reserved.refund, 'failed', { failure }));
  }
}

/** A Paystack refund.* event's data (https://paystack.com/docs/payments/refunds): `amount` comes as a number or a string of kobo. */
export interface RefundEventData {
  status?: string;
  transaction_reference?: string;
  refund_reference?: string | null;
  amount?: number | string;
  currency?: string;
}

const koboOf = (amount: unknown): number | null => {
  const n = typeof amount === 'string' && /^\d+$/.test(amount) ? Number(amount) : amount;
  return typeof n === 'number' && Number.isSafeInteger(n) && n > 0 ? n : null;
};

/**
 * Moves the refund an event names: refund.pending / refund.processing change nothing (a refund starts pending, and
 * a pending event after the processed one must not move it back); refund.processed / refund.failed settle the
 * oldest pending refund of that payment and amount. Paystack's events carry no id of ours, only the transaction's
 * reference, the amount and (once processed or failed) the refund's own reference, which is stored: the same event
 * delivered again finds it and changes nothing. The payment row is locked, so two deliveries at once are taken in turn.
 */
export async function applyRefundEvent(db: Db, config: Config, log: Log, event: string, data: RefundEventData): Promise<string> {
  const reference = data.transaction_reference;
  const amount = koboOf(data.amount);
  if (!reference || amount === null) return 'ignored';
  return db.transaction(async (tx) => {
    const [payment] = await tx.select({ id: payments.id }).from(payments).where(eq(payments.reference, String(reference))).for('update');
    if (!payment) {
      log.warn?.({ reference }, 'paystack refund event: no payment with this reference');
      return 'unknown-reference';
    }
    const refunds = await tx.select().from(refundsTable).where(eq(refundsTable.paymentId, payment.id)).orderBy(asc(refundsTable.id));
    const sameAmount = refunds.filter((r) => r.amountKobo === amount);
    if (!sameAmount.length) {
      // A refund made elsewhere (Paystack's dashboard, or the automatic refund of a duplicate payment).
      log.warn?.({ reference, amount, event }, 'paystack refund event: no refund of this amount was asked for here');
      return 'unmatched';
    }
    if (event !== 'refund.processed' && event !== 'refund.failed') return sameAmount.some((r) => r.status === 'pending') ? 'pending' : 'already';
    const refundReference = data.refund_reference ? String(data.refund_reference) : null;
    if (refundReference && refunds.some((r) => r.providerRefundReference === refundReference)) return 'already';
    const pending = sameAmount.find((r) => r.status === 'pending');
    if (!pending) return 'already';
    const settled = await settle(tx, config, pending, event === 'refund.processed' ? 'processed' : 'failed', { providerRefundReference: refundReference });
    return settled.status;
  });
}

/** Every refund of these payments, oldest first, by payment id. */
export async function refundsByPayment(db: Db, paymentIds: number[]): Promise<Map<number, RefundRow[]>> {
  const byPayment = new Map<number, RefundRow[]>();
  if (!paymentIds.length) return byPayment;
  const rows = await db.select().from(refundsTable).where(inArray(refundsTable.paymentId, paymentIds)).orderBy(asc(refundsTable.id));
  for (const row of rows) byPayment.set(row.paymentId, [...(byPayment.get(row.paymentId) ?? []), row]);
  return byPayment;
}

/** A refund as the wire carries it (contracts' `Refund`). */
export function refundWire(r: RefundRow) {
  return {
    id: r.id,
    amount_kobo: r.amountKobo,
    reason: r.reason,
    status: r.status,
    failure: r.failureReason,
    credit_note_id: r.creditNoteId,
    created_at: r.createdAt.toISOString(),
    settled_at: r.processedAt ? r.processedAt.toISOString() : null,
  };
}

/** Staff's totals for one payment: what was refunded (processed), and what can still be refunded. */
export function refundTotals(amountKobo: number, status: string, refunds: RefundRow[]) {
  return {
    refunded_kobo: status === 'refunded' ? amountKobo : refunds.filter((r) => r.status === 'processed').reduce((sum, r) => sum + r.amountKobo, 0),
    refundable_kobo: status === 'paid' ? refundableKobo(amountKobo, refunds) : 0,
  };
}
