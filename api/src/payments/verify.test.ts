import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { eq } from 'drizzle-orm';
import type { Config } from '../config';
import { payments, serviceRequests } from '../db/schema';
import type { HttpError } from '../lib/errors';
import { listRequests, quoteRequest } from '../requests/queries';
import { createTestUser } from '../testing/fixtures';
import { startTestApi, type TestApi } from '../testing/test-api';
import { createIntent, DUPLICATE_REFUND_PENDING, newPaymentReference, type PaystackTransaction, priceOrder, REFERENCE_UNKNOWN } from './service';
import { verifyPayment, type VerifyDeps } from './verify';

const silent = { error: () => {} };

/** A stand-in for Paystack's verify call that records what it was asked. */
function paystack(answer: (reference: string) => Partial<PaystackTransaction>) {
  const calls: string[] = [];
  const fetchTransaction = async (_config: Config, reference: string): Promise<PaystackTransaction> => {
    calls.push(reference);
    return { status: 'success', reference, currency: 'NGN', amount: null, id: 42, channel: 'card', ...answer(reference) };
  };
  return { calls, fetchTransaction };
}

describe('verifyPayment (the payments service, without HTTP)', () => {
  let t: TestApi;
  let config: Config;
  before(async () => {
    t = await startTestApi({ PAYSTACK_SECRET_KEY: 'sk_test_unit' });
    config = t.config;
  });
  after(() => t.close());

  /** A quoted request of a new client and a pending intent for it, as POST /api/payment_intent records it. */
  async function pendingOrder(priceNaira: number) {
    const user = await createTestUser(t.db, t.config);
    const [row] = await t.db.insert(serviceRequests).values({ userId: user.id, service: 'wd', subject: 'Shop' }).returning({ id: serviceRequests.id });
    await quoteRequest(t.db, row!.id, priceNaira);
    const order = await priceOrder(t.db, user.id, 'requests', [row!.id]);
    const reference = newPaymentReference();
    await createIntent(t.db, user.id, reference, order, 'paystack', new Date(Date.now() + 60_000));
    return { user, requestId: row!.id, reference, order };
  }
  const deps = (stand: ReturnType<typeof paystack>, over: Partial<Config> = {}): VerifyDeps => ({
    db: t.db,
    config: { ...config, ...over },
    log: silent,
    fetchTransaction: stand.fetchTransaction,
  });

  it('delivers an order Paystack confirms at the recorded amount: the request reads paid', async () => {
    const { user, requestId, reference, order } = await pendingOrder(5000);
    const stand = paystack(() => ({ amount: order.amountKobo }));
    assert.deepEqual(await verifyPayment(deps(stand), user.id, { reference, kind: 'requests', datas: [{ id: requestId }] }), { success: 'success' });
    assert.deepEqual(stand.calls, [reference]);
    const [mine] = await listRequests(t.db, user.id);
    assert.equal(mine!.price, 'paid');
    const [payment] = await t.db.select().from(payments).where(eq(payments.reference, reference));
    assert.equal(payment!.status, 'paid');
    assert.equal(payment!.providerTransactionId, '42');
  });

  it('answers success again for an order already delivered, without asking Paystack', async () => {
    const { user, reference, order } = await pendingOrder(7000);
    await verifyPayment(deps(paystack(() => ({ amount: order.amountKobo }))), user.id, { reference, kind: 'requests' });
    const again = paystack(() => ({ amount: order.amountKobo }));
    assert.deepEqual(await verifyPayment(deps(again), user.id, { reference, kind: 'requests' }), { success: 'success' });
    assert.deepEqual(again.calls, []);
  });

  it('refuses an amount other than the recorded one and delivers nothing', async () => {
    const { user, reference, order } = await pendingOrder(9000);
    const stand = paystack(() => ({ amount: order.amountKobo - 100 }));
    await assert.rejects(verifyPayment(deps(stand), user.id, { reference, kind: 'requests' }), (e: HttpError) => e.statusCode === 400 && /amount/.test(e.message));
    const [mine] = await listRequests(t.db, user.id);
    assert.equal(mine!.price, '9000');
  });

  it('refuses a failed charge and a foreign currency', async () => {
    for (const [answer, words] of [[{ status: 'failed' }, /not successful/], [{ currency: 'USD' }, /NGN/]] as const) {
      // One order each: Paystack's answer for a reference is remembered for a while.
      const { user, reference, order } = await pendingOrder(3000);
      const stand = paystack(() => ({ amount: order.amountKobo, ...answer }));
      await assert.rejects(verifyPayment(deps(stand), user.id, { reference, kind: 'requests' }), (e: HttpError) => e.statusCode === 400 && words.test(e.message));
      assert.deepEqual(stand.calls, [reference]);
    }
  });

  it("never asks Paystack about a reference the server did not issue to this user (another's reads as unknown)", async () => {
    const { reference, order } = await pendingOrder(4000);
    const stranger = await createTestUser(t.db, t.config);
    const stand = paystack(() => ({ amount: order.amountKobo }));
    for (const ref of [reference, 'tms-made-up']) {
      await assert.rejects(verifyPayment(deps(stand), stranger.id, { reference: ref, kind: 'requests' }), (e: HttpError) => e.statusCode === 404 && e.message === REFERENCE_UNKNOWN);
    }
    assert.deepEqual(stand.calls, []);
  });

  it('a second payment for items already paid is a duplicate: 409, and nothing is paid twice', async () => {
    const first = await pendingOrder(6000);
    await verifyPayment(deps(paystack(() => ({ amount: first.order.amountKobo }))), first.user.id, { reference: first.reference, kind: 'requests' });
    // A second intent for the same items, recorded before the first was paid (two tabs).
    const second = newPaymentReference();
    await createIntent(t.db, first.user.id, second, first.order, 'paystack', new Date(Date.now() + 60_000));
    const stand = paystack(() => ({ amount: first.order.amountKobo }));
    // The refund call has no Paystack to reach here, so the payment stays refund_due.
    await assert.rejects(
      verifyPayment(deps(stand, { PAYSTACK_BASE_URL: 'http://127.0.0.1:9' }), first.user.id, { reference: second, kind: 'requests' }),
      (e: HttpError) => e.statusCode === 409 && e.message === DUPLICATE_REFUND_PENDING,
    );
    const [payment] = await t.db.select().from(payments).where(eq(payments.reference, second));
    assert.equal(payment!.status, 'refund_due');
  });

  it('answers 503 without a secret key: the sandbox hint locally, "not configured" in production', async () => {
    const stand = paystack(() => ({}));
    await assert.rejects(verifyPayment(deps(stand, { PAYSTACK_SECRET_KEY: undefined }), 1, { reference: 'x', kind: 'requests' }), (e: HttpError) => e.statusCode === 503 && /sandbox/.test(e.message));
    await assert.rejects(
      verifyPayment(deps(stand, { PAYSTACK_SECRET_KEY: undefined, NODE_ENV: 'production' }), 1, { reference: 'x', kind: 'requests' }),
      (e: HttpError) => e.statusCode === 503 && /not configured/.test(e.message),
    );
    assert.deepEqual(stand.calls, []);
  });
});
