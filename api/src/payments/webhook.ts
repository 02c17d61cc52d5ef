import { createHmac, timingSafeEqual } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config';
import type { Db } from '../db/client';
import { deliverOnce, findPayment, refundDuplicate } from './service';

/** x-paystack-signature: the hex HMAC-SHA512 of the raw body, keyed with the secret key. Compared in constant time. */
export function validSignature(secretKey: string | undefined, rawBody: Buffer, header: unknown): boolean {
  if (!secretKey || typeof header !== 'string' || !/^[0-9a-f]{128}$/i.test(header)) return false;
  const expected = createHmac('sha512', secretKey).update(rawBody).digest();
  return timingSafeEqual(expected, Buffer.from(header, 'hex'));
}

interface ChargeEvent {
  event?: string;
  data?: { status?: string; reference?: string; amount?: number; currency?: string; id?: number | string };
}

/**
 * A signed event. charge.success for a recorded order goes through the same deliver-once path as the
 * browser callback; anything else is acknowledged and ignored (Paystack retries until it gets a 200).
 */
export async function handleWebhookEvent(db: Db, config: Config, log: FastifyBaseLogger, event: ChargeEvent): Promise<string> {
  if (event.event !== 'charge.success' || !event.data?.reference) return 'ignored';
  const { reference, status, currency, amount, id } = event.data;
  const payment = await findPayment(db, String(reference));
  if (!payment) {
    log.warn({ reference }, 'paystack webhook: no order recorded for this reference');
    return 'unknown-reference';
  }
  if (payment.status !== 'pending' && payment.status !== 'failed') return 'already';
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
    });
    if (outcome !== 'duplicate') return outcome;
    return (await refundDuplicate(db, config, log, payment.reference)) ? 'refunded' : 'refund_due';
  } catch (error) {
    if ((error as { statusCode?: number }).statusCode === 409) return 'already';
    throw error;
  }
}

