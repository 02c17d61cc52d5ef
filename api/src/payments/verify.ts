import type { VerifyPaymentBody } from '@agency/contracts';
import type { Config } from '../config';
import type { Db } from '../db/client';
import { HttpError } from '../lib/errors';
import {
  checkTransaction,
  deliverOnce,
  fetchPaystackTransaction,
  itemIdsOf,
  kindOf,
  orderFor,
  type PaystackTransaction,
  sandboxEnabled,
  settleDuplicate,
} from './service';

export interface VerifyDeps {
  db: Db;
  config: Config;
  log: { error: (obj: object, msg: string) => void };
  /** Paystack's GET /transaction/verify/:reference; a stand-in in unit tests. */
  fetchTransaction?: (config: Config, reference: string) => Promise<PaystackTransaction>;
}

/**
 * The browser's callback after a Paystack checkout: delivers what the reference paid for, once. Only a
 * reference the server issued to this user is ever sent to Paystack, and the amount checked is the one the
 * server recorded for it, never the browser's. An order already delivered answers success again without
 * asking Paystack; a payment for items another payment already paid is refunded (409).
 */
export async function verifyPayment(deps: VerifyDeps, userId: number, body: VerifyPaymentBody): Promise<{ success: 'success' }> {
  const { db, config } = deps;
  const { reference, kind, datas } = body;
  if (!config.PAYSTACK_SECRET_KEY) {
    throw new HttpError(
      503,
      sandboxEnabled(config)
        ? 'Card payments run in sandbox mode here: complete them with POST /api/payments/sandbox/complete.'
        : 'Card payments are not configured on this server.',
    );
  }
  const requested = datas ? { kind: kindOf(kind), itemIds: itemIdsOf(datas) } : null;
  const order = await orderFor(db, userId, reference, 'paystack', requested);
  if (!order) return { success: 'success' };
  const transaction = await (deps.fetchTransaction ?? fetchPaystackTransaction)(config, reference);
  checkTransaction(transaction, reference, order.amountKobo);
  const outcome = await deliverOnce(db, {
    ...order,
    reference,
    userId,
    provider: 'paystack',
    providerTransactionId: transaction.id === null ? null : String(transaction.id),
  });
  if (outcome === 'duplicate') await settleDuplicate(db, config, deps.log, reference);
  return { success: 'success' };
}
