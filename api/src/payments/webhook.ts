import { createHmac, timingSafeEqual } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config';
import type { Db } from '../db/client';
import { applySubscriptionEvent, retainerCharge, type SubscriptionEventData } from '../billing/retainers';
import { applyRefundEvent, type RefundEventData } from './refunds';
import { channelOf, deliverOnce, findPayment, refundDuplicate } from './service';

/** x-paystack-signature: the hex HMAC-SHA512 of the raw body, keyed with the secret key. Compared in constant time. */
export function validSignature(secretKey: string | undefined, rawBody: Buffer, header: unknown): boolean {
  if (!secretKey || typeof header !== 'string' || !/^[0-9a-f]{128}$/i.test(header)) return false;
  const expected = createHmac('sha512', secretKey).update(rawBody).digest();
  return timingSafeEqual(expected, Buffer.from(header, 'hex'));
}

interface ChargeEvent {
  event?: string;
  data?: { status?: string; reference?: string; amount?: number; currency?: string; id?: number | string; channel?: string; paid_at?: string } & RefundEventData &
    Omit<SubscriptionEventData, 'amount' | 'status'>;
}

/**
 * A signed event. refund.* events settle the refunds staff asked for (refunds.ts). charge.success for a recorded order goes through the same deliver-once path as the
 * browser callback: a charge for an intent voided by a re-quote or a decline, or for items no longer payable at
 * its amount, is refunded ('refunded', or 'refund_due' for the operator), never delivered. Anything else is
 * acknowledged and ignored (Paystack retries until it gets a 200).
 */
export async function handleWebhookEvent(db: Db, config: Config, log: FastifyBaseLogger, event: ChargeEvent): Promise<string> {
  // refund.pending / refund.processing / refund.processed / refund.failed move the refunds staff asked for (refunds.ts).
  if (typeof event.event === 'string' && event.event.startsWith('refund.') && event.data) return applyRefundEvent(db, config, log, event.event, event.data);
  // subscription.* and invoice.* events move the retainers (billing/retainers.ts).
  if (typeof event.event === 'string' && /^(subscription|invoice)\./.test(event.event) && event.data) {
    return applySubscriptionEvent(db, config, log, event.event, event.data as SubscriptionEventData);
  }
  if (event.event !== 'charge.success' || !event.data?.reference) return 'ignored';
  // A retainer's month (the first, with our reference; a renewal, with Paystack's and the plan): once per reference.
  const monthly = await retainerCharge(db, config, log, event.data);
  if (monthly !== null) return monthly;
  const { reference, status, currency, amount, id, channel } = event.data;
  const payment = await findPayment(db, String(reference));
  if (!payment) {
    log.warn({ reference }, 'paystack webhook: no order recorded for this reference');
    return 'unknown-reference';
  }
  // A voided intent's money is taken in too, to be refunded by deliverOnce; anything else was settled before.
  if (payment.status !== 'pending' && payment.status !== 'failed' && payment.status !== 'voided') return 'already';
  if (payment.provider !== 'paystack' || status !== 'success' || currency !== 'NGN' || amount !== payment.amountKobo) {
    log.warn({ reference, status, currency, amount, expected: payment.amountKobo }, 'paystack webhook: charge does not match the order');
    return 'mismatch';
  }
  try {
    const outcome = await deliverOnce(db, {
      reference: payment.reference,
      userId: payment.userId,
      kind: payment.kind,
      itemIds: payment.itemIds,
      amountKobo: payment.amountKobo,
      provider: 'paystack',
      providerTransactionId: id === undefined ? null : String(id),
      channel: channelOf(channel),
    }, config);
    if (outcome !== 'duplicate' && outcome !== 'voided') return outcome;
    return (await refundDuplicate(db, config, log, payment.reference)) ? 'refunded' : 'refund_due';
  } catch (error) {
    if ((error as { statusCode?: number }).statusCode === 409) return 'already';
    throw error;
  }
}

