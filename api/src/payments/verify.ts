import type { VerifyPaymentBody } from '@agency/contracts';
import type { Config } from '../config';
import type { Db } from '../db/client';
import { badRequest, conflict, HttpError, paymentsUnavailable } from '../lib/errors';
import {
  checkTransaction,
  deliverOnce,
  fetchPaystackTransaction,
  itemIdsOf,
  kindOf,
  orderFor,
  PRICE_CHANGED_UNPAID,
  type PaystackTransaction,
  type RecordedOrder,
  rememberProviderAnswer,
  sandboxEnabled,
  settleRefund,
} from './service';

export interface VerifyDeps {
  db: Db;
  config: Config;
  log: { error: (obj: object, msg: string) => void };
  /** Paystack's GET /transaction/verify/:reference; a stand-in in unit tests. */
  fetchTransaction?: (config: Config, reference: string) => Promise<PaystackTransaction>;
}

/** Paystack's answer about a reference: the transaction, or its refusal to find one (a 400/404 and its words). */
type ProviderAnswer = PaystackTransaction | { notFound: string };

/**
 * Judges Paystack's answer against the recorded order; throws the client's 4xx when it delivers nothing. A
 * voided intent that Paystack does not report paid was simply cancelled.
 */
function judge(answer: ProviderAnswer, reference: string, order: RecordedOrder): PaystackTransaction {
  if ('notFound' in answer) throw order.voided ? conflict(PRICE_CHANGED_UNPAID) : badRequest(answer.notFound);
  if (order.voided && answer.status !== 'success') throw conflict(PRICE_CHANGED_UNPAID);
  checkTransaction(answer, reference, order.amountKobo);
  return answer;
}

async function askPaystack(deps: VerifyDeps, reference: string): Promise<ProviderAnswer> {
  try {
    return await (deps.fetchTransaction ?? fetchPaystackTransaction)(deps.config, reference);
  } catch (error) {
    // Paystack's "not found" is an answer (the customer may not have paid yet); an outage is not, and is never remembered.
    if (error instanceof HttpError && error.statusCode === 400) return { notFound: error.message };
    throw error;
  }
}

/**
 * The browser's callback after a Paystack checkout: delivers what the reference paid for, once. Only a
 * reference the server issued to this user is ever sent to Paystack, and the amount checked is the one the
 * server recorded for it, never the browser's. An order already delivered answers success again without
 * asking Paystack; a payment for items another payment already paid, or for an intent voided by a re-quote
 * or a decline, is refunded (409). Paystack's answer that delivered nothing (not paid yet, not found, a
 * mismatch) is remembered in the payment's row for PROVIDER_ANSWER_MS and repeated to every API process instead
 * of asking Paystack again; a 'success' is never remembered, as it delivers (or refunds) at once, and the webhook
 * delivers whatever the verify route remembers.
 */
export async function verifyPayment(deps: VerifyDeps, userId: number, body: VerifyPaymentBody): Promise<{ success: 'success' }> {
  const { db, config } = deps;
  const { reference, kind, datas } = body;
  if (!config.PAYSTACK_SECRET_KEY) {
    throw paymentsUnavailable(sandboxEnabled(config) ? 'inSandbox' : 'notConfigured');
  }
  const requested = datas ? { kind: kindOf(kind), itemIds: itemIdsOf(datas) } : null;
  const order = await orderFor(db, userId, reference, 'paystack', requested);
  if (!order) return { success: 'success' };
  const remembered = order.providerAnswer ? (JSON.parse(order.providerAnswer) as ProviderAnswer) : null;
  const answer = remembered ?? (await askPaystack(deps, reference));
  let transaction: PaystackTransaction;
  try {
    transaction = judge(answer, reference, order);
  } catch (error) {
    if (!remembered) await rememberProviderAnswer(db, reference, JSON.stringify(answer));
    throw error;
  }
  const outcome = await deliverOnce(db, {
    ...order,
    reference,
    userId,
    provider: 'paystack',
    providerTransactionId: transaction.id === null ? null : String(transaction.id),
    channel: transaction.channel,
  }, config);
  if (outcome === 'duplicate' || outcome === 'voided') await settleRefund(db, config, deps.log, reference);
  return { success: 'success' };
}
