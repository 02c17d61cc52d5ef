import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { and, eq } from 'drizzle-orm';
import { billingDocuments, payments, refunds, serviceRequests } from '../db/schema';
import { createTestUser, paymentIntentFor, type TestUser } from '../testing/fixtures';
import { FakePaystack, PAYSTACK_TEST_SECRET, refundEvent, signPaystack } from '../testing/fake-paystack';
import { startTestApi, type TestApi } from '../testing/test-api';

/**
 * Issue 25's refunds from the office and Paystack's channels, against the local Paystack stand-in and with
 * Paystack's real event shapes (refund.pending / refund.processed / refund.failed, charge.success).
 */
describe('refunds and channels against a stand-in Paystack', () => {
  let t: TestApi;
  let paystack: FakePaystack;
  let client: TestUser;
  let staff: TestUser;
  /** The credit notes issued for a payment (the documents module's numbered, immutable documents). */
  const creditNotesOf = (paymentId: number) =>
    t.db
      .select()
      .from(billingDocuments)
      .where(and(eq(billingDocuments.paymentId, paymentId), eq(billingDocuments.kind, 'credit_note')));
  /** The client's billing (GET /api/billing): payments with their method, refunds with their credit note. */
  const billing = async () =>
    (await t.app.inject({ method: 'GET', url: '/api/billing', headers: client.headers })).json() as {
      payments: { reference: string; amount_kobo: number; paid_at: string; method: string; refunded_kobo: number }[];
      refunds: { payment_reference: string; amount_kobo: number; status: string; credit_note_number: string | null }[];
    };

  before(async () => {
    paystack = new FakePaystack();
    const base = await paystack.start();
    t = await startTestApi({ PAYSTACK_SECRET_KEY: PAYSTACK_TEST_SECRET, PAYSTACK_PUBLIC_KEY: 'pk_test_public', PAYSTACK_BASE_URL: base, PAYMENT_RATE_LIMIT_MAX: 1000 });
    client = await createTestUser(t.db, t.config);
    staff = await createTestUser(t.db, t.config, { role: 'staff' });
  });
  after(async () => {
    await t.close();
    await paystack.stop();
  });

  /** A quoted request paid through Paystack by this channel: answers the payment's id and reference. */
  async function paidPayment(priceNaira: number, channel = 'card'): Promise<{ id: number; reference: string }> {
    const [row] = await t.db.insert(serviceRequests).values({ userId: client.id, service: 'wd', subject: 'Shop', price: priceNaira, status: 'Quoted' }).returning();
    const datas = [{ id: row!.id, price: String(priceNaira) }];
    const reference = await paymentIntentFor(t.app, client, datas);
    paystack.transactions.set(reference, { status: 'success', amount: priceNaira * 100, currency: 'NGN', channel });
    const res = await t.app.inject({ method: 'POST', url: '/api/verify_payment', headers: client.headers, payload: { reference, status: 'success', datas } });
    assert.equal(res.statusCode, 200, res.body);
    const [payment] = await t.db.select().from(payments).where(eq(payments.reference, reference));
    return { id: payment!.id, reference };
  }
  const refund = (id: number, payload: unknown, who = staff) =>
    t.app.inject({ method: 'POST', url: `/api/office/payments/${id}/refund`, headers: who.headers, payload: payload as object });
  const deliver = (body: string, signature = signPaystack(body)) =>
    t.app.inject({ method: 'POST', url: '/api/paystack/webhook', headers: { 'content-type': 'application/json', 'x-paystack-signature': signature }, payload: body });
  const officePayment = async (id: number) => {
    const list = (await t.app.inject({ method: 'GET', url: '/api/office/payments', headers: staff.headers })).json() as { id: number }[];
    return list.find((p) => p.id === id) as unknown as {
      channel: string | null;
      refunded_kobo: number;
      refundable_kobo: number;
      refunds: { amount_kobo: number; status: string; failure: string | null; credit_note_id: number | null; reason: string }[];
    };
  };

  it('offers card, bank transfer and USSD, and stores how Paystack says the client paid', async () => {
    const [row] = await t.db.insert(serviceRequests).values({ userId: client.id, service: 'wd', subject: 'Offer', price: 1000, status: 'Quoted' }).returning();
    const intent = await t.app.inject({ method: 'POST', url: '/api/payment_intent', headers: client.headers, payload: { datas: [{ id: row!.id }] } });
    assert.deepEqual(intent.json().channels, ['card', 'bank_transfer', 'ussd']);

    const transfer = await paidPayment(12_000, 'bank_transfer');
    const ussd = await paidPayment(13_000, 'ussd');
    assert.equal((await officePayment(transfer.id)).channel, 'bank_transfer');
    assert.equal((await officePayment(ussd.id)).channel, 'ussd');
    const record = (await billing()).payments.find((p) => p.reference === transfer.reference)!;
    assert.equal(record.method, 'bank_transfer');
    assert.equal(record.amount_kobo, 12_000_00);
    assert.ok(record.paid_at);
  });

  it('stores the channel of a charge.success that arrives by webhook', async () => {
    const [row] = await t.db.insert(serviceRequests).values({ userId: client.id, service: 'wd', subject: 'Hook', price: 4000, status: 'Quoted' }).returning();
    const reference = await paymentIntentFor(t.app, client, [{ id: row!.id }]);
    const body = JSON.stringify({
      event: 'charge.success',
      data: { id: 302961, domain: 'live', status: 'success', reference, amount: 4000_00, gateway_response: 'Approved', channel: 'ussd', currency: 'NGN', paid_at: '2026-11-20T08:00:00.000Z' },
    });
    assert.deepEqual((await deliver(body)).json(), { received: true, outcome: 'delivered' });
    const [payment] = await t.db.select().from(payments).where(eq(payments.reference, reference));
    assert.equal(payment!.channel, 'ussd');
  });

  it('refunds part of a payment through Paystack: pending, then processed once with its credit note', async () => {
    const { id, reference } = await paidPayment(50_000);
    const res = await refund(id, { amount_kobo: 20_000_00, reason: 'Second milestone dropped' });
    assert.equal(res.statusCode, 200, res.body);
    assert.equal(res.json().status, 'pending');
    assert.deepEqual(
      paystack.refundRequests.filter((r) => r.transaction === reference).map((r) => r.amount),
      [20_000_00],
    );
    assert.equal((await officePayment(id)).refundable_kobo, 30_000_00);

    // Paystack's refund.pending, then refund.processed, each delivered twice.
    const pending = refundEvent('refund.pending', reference, 20_000_00, null);
    assert.equal((await deliver(pending)).json().outcome, 'pending');
    const processed = refundEvent('refund.processed', reference, 20_000_00, '132013318360');
    assert.equal((await deliver(processed)).json().outcome, 'processed');
    assert.equal((await deliver(processed)).json().outcome, 'already');
    assert.equal((await deliver(pending)).json().outcome, 'already');

    const listed = await officePayment(id);
    assert.equal(listed.refunded_kobo, 20_000_00);
    assert.equal(listed.refunds.length, 1);
    assert.equal(listed.refunds[0]!.status, 'processed');
    assert.equal(listed.refunds[0]!.reason, 'Second milestone dropped');
    const notes = await creditNotesOf(id);
    assert.equal(notes.length, 1, 'one credit note, however often the event comes');
    assert.equal(notes[0]!.totalKobo, 20_000_00);
    assert.match(notes[0]!.number, /^CRN-\d{4}-\d{4}$/);
    assert.equal(listed.refunds[0]!.credit_note_id, notes[0]!.id);

    const client_ = await billing();
    assert.equal(client_.payments.find((p) => p.reference === reference)!.refunded_kobo, 20_000_00);
    const seen = client_.refunds.find((r) => r.payment_reference === reference)!;
    assert.equal(seen.status, 'processed');
    assert.equal(seen.credit_note_number, notes[0]!.number);
  });

  it('refuses more than remains refundable, with a clear detail, and refunds the rest in full', async () => {
    const { id, reference } = await paidPayment(10_000);
    assert.equal((await refund(id, { amount_kobo: 4_000_00, reason: 'Logo dropped' })).statusCode, 200);
    const over = await refund(id, { amount_kobo: 6_000_01, reason: 'Too much' });
    assert.equal(over.statusCode, 409);
    assert.deepEqual(over.json(), { detail: 'At most ₦6,000 of this payment can still be refunded.' });
    const rest = await refund(id, { amount_kobo: 6_000_00, reason: 'Project cancelled' });
    assert.equal(rest.statusCode, 200, rest.body);
    const again = await refund(id, { amount_kobo: 1, reason: 'Once more' });
    assert.deepEqual(again.json(), { detail: 'This payment has already been refunded in full.' });
    assert.deepEqual(
      paystack.refundRequests.filter((r) => r.transaction === reference).map((r) => r.amount),
      [4_000_00, 6_000_00],
    );
    // Nothing is asked of Paystack for the refused ones; a bad body never reaches it either.
    assert.equal((await refund(id, { amount_kobo: 0, reason: 'zero' })).statusCode, 400);
    assert.equal((await refund(id, { amount_kobo: 100, reason: '  ' })).statusCode, 400);
    assert.equal((await refund(id, { amount_kobo: 100, reason: 'x' }, client)).statusCode, 403);
  });

  it('keeps a refund processed when its pending event arrives after it, and two refunds of one amount apart', async () => {
    const { id, reference } = await paidPayment(30_000);
    await refund(id, { amount_kobo: 5_000_00, reason: 'First' });
    await refund(id, { amount_kobo: 5_000_00, reason: 'Second' });
    assert.equal((await deliver(refundEvent('refund.processed', reference, 5_000_00, 'RF-A'))).json().outcome, 'processed');
    assert.equal((await deliver(refundEvent('refund.pending', reference, 5_000_00, null))).json().outcome, 'pending');
    assert.equal((await deliver(refundEvent('refund.processed', reference, 5_000_00, 'RF-A'))).json().outcome, 'already');
    let listed = await officePayment(id);
    assert.deepEqual(
      listed.refunds.map((r) => r.status),
      ['processed', 'pending'],
    );
    assert.equal((await deliver(refundEvent('refund.processed', reference, 5_000_00, 'RF-B'))).json().outcome, 'processed');
    // A late pending event (and a failed one for a refund already processed) moves nothing back.
    assert.equal((await deliver(refundEvent('refund.pending', reference, 5_000_00, null))).json().outcome, 'already');
    assert.equal((await deliver(refundEvent('refund.failed', reference, 5_000_00, 'RF-B'))).json().outcome, 'already');
    listed = await officePayment(id);
    assert.deepEqual(
      listed.refunds.map((r) => r.status),
      ['processed', 'processed'],
    );
    assert.equal(listed.refunded_kobo, 10_000_00);
    assert.equal((await creditNotesOf(id)).length, 2);
  });

  it('shows staff a refund Paystack failed, and the amount is refundable again', async () => {
    const { id, reference } = await paidPayment(8_000);
    await refund(id, { amount_kobo: 8_000_00, reason: 'Cancelled' });
    assert.equal((await officePayment(id)).refundable_kobo, 0);
    assert.equal((await deliver(refundEvent('refund.failed', reference, 8_000_00, 'TRF_9vgfawjnoz58uxy'))).json().outcome, 'failed');
    const listed = await officePayment(id);
    assert.equal(listed.refunds[0]!.status, 'failed');
    assert.match(listed.refunds[0]!.failure ?? '', /Paystack/);
    assert.equal(listed.refundable_kobo, 8_000_00);
    assert.equal((await creditNotesOf(id)).length, 0, 'no credit note for a failed refund');
  });

  it('records a refund Paystack refuses outright as failed, with its words', async () => {
    const { id } = await paidPayment(7_000);
    paystack.refuseRefunds = true;
    try {
      const res = await refund(id, { amount_kobo: 1_000_00, reason: 'Refused' });
      assert.equal(res.statusCode, 200, res.body);
      assert.equal(res.json().status, 'failed');
      assert.equal(res.json().failure, 'Paystack refused the refund: Transaction has been fully reversed');
    } finally {
      paystack.refuseRefunds = false;
    }
    assert.equal((await officePayment(id)).refundable_kobo, 7_000_00);
  });

  it('refuses a refund event with a bad signature, and acknowledges events for refunds made elsewhere', async () => {
    const { id, reference } = await paidPayment(9_000);
    await refund(id, { amount_kobo: 9_000_00, reason: 'Whole' });
    const body = refundEvent('refund.processed', reference, 9_000_00, 'RF-SIG');
    const forged = await deliver(body, signPaystack(body, 'sk_test_someone_else'));
    assert.equal(forged.statusCode, 401);
    assert.equal((await officePayment(id)).refunds[0]!.status, 'pending');
    assert.equal((await deliver(refundEvent('refund.processed', reference, 1_23, 'RF-OTHER'))).json().outcome, 'unmatched');
    assert.equal((await deliver(refundEvent('refund.processed', 'tms-never-issued', 9_000_00, 'RF-X'))).json().outcome, 'unknown-reference');
  });

  it('refuses to refund a payment that is not paid', async () => {
    const [row] = await t.db.insert(serviceRequests).values({ userId: client.id, service: 'wd', subject: 'Unpaid', price: 2000, status: 'Quoted' }).returning();
    const reference = await paymentIntentFor(t.app, client, [{ id: row!.id }]);
    const [payment] = await t.db.select().from(payments).where(eq(payments.reference, reference));
    const res = await refund(payment!.id, { amount_kobo: 100, reason: 'No' });
    assert.equal(res.statusCode, 409);
    assert.deepEqual(res.json(), { detail: 'This payment is pending: only a paid payment can be refunded from the office.' });
    assert.equal((await refund(2_000_000_000, { amount_kobo: 100, reason: 'No' })).statusCode, 404);
    assert.equal((await t.db.select().from(refunds).where(eq(refunds.paymentId, payment!.id))).length, 0);
  });

  it("hides a paid request the client deletes, keeping the agency's record", async () => {
    const { id } = await paidPayment(6_000);
    const [payment] = await t.db.select().from(payments).where(eq(payments.id, id));
    const requestId = payment!.itemIds[0]!;
    await t.db.update(serviceRequests).set({ isDone: true, status: 'Completed' }).where(eq(serviceRequests.id, requestId));
    const listed = async () => ((await t.app.inject({ method: 'GET', url: '/api/requests', headers: client.headers })).json() as { id: number }[]).map((r) => r.id);
    assert.ok((await listed()).includes(requestId));
    const del = await t.app.inject({ method: 'DELETE', url: `/api/requests/${requestId}`, headers: client.headers });
    assert.equal(del.statusCode, 200, del.body);
    assert.equal((await listed()).includes(requestId), false, 'gone from the client’s list');
    const [kept] = await t.db.select().from(serviceRequests).where(eq(serviceRequests.id, requestId));
    assert.ok(kept, 'the agency keeps the request');
    assert.ok(kept!.clientHiddenAt);
    assert.ok((await officePayment(id)).refunds, 'the payment is still in the office');

    // An unpaid request still goes.
    const [unpaid] = await t.db.insert(serviceRequests).values({ userId: client.id, service: 'wd', subject: 'Drop', price: 0 }).returning();
    assert.equal((await t.app.inject({ method: 'DELETE', url: `/api/requests/${unpaid!.id}`, headers: client.headers })).statusCode, 200);
    assert.equal((await t.db.select().from(serviceRequests).where(eq(serviceRequests.id, unpaid!.id))).length, 0);
  });
});

describe('refunds of sandbox payments', () => {
  let t: TestApi;
  let client: TestUser;
  let staff: TestUser;
  before(async () => {
    t = await startTestApi({ PAYSTACK_SECRET_KEY: undefined, PAYMENTS_SANDBOX: true });
    client = await createTestUser(t.db, t.config);
    staff = await createTestUser(t.db, t.config, { role: 'staff' });
  });
  after(() => t.close());

  it('completes a sandbox payment with the channel chosen, and refunds it at once (no money moved)', async () => {
    for (const channel of ['card', 'bank_transfer', 'ussd'] as const) {
      const [row] = await t.db.insert(serviceRequests).values({ userId: client.id, service: 'wd', subject: channel, price: 3000, status: 'Quoted' }).returning();
      const datas = [{ id: row!.id }];
      const reference = await paymentIntentFor(t.app, client, datas);
      const done = await t.app.inject({ method: 'POST', url: '/api/payments/sandbox/complete', headers: client.headers, payload: { reference, datas, channel } });
      assert.equal(done.statusCode, 200, done.body);
      const [payment] = await t.db.select().from(payments).where(eq(payments.reference, reference));
      assert.equal(payment!.channel, channel);
      if (channel === 'ussd') {
        const res = await t.app.inject({ method: 'POST', url: `/api/office/payments/${payment!.id}/refund`, headers: staff.headers, payload: { amount_kobo: 1_000_00, reason: 'Partial' } });
        assert.equal(res.json().status, 'processed');
        assert.ok(res.json().credit_note_id, 'a sandbox refund is processed at once, with its credit note');
      }
    }
    const refused = await t.app.inject({ method: 'POST', url: '/api/payments/sandbox/complete', headers: client.headers, payload: { reference: 'tms-x', datas: [{ id: 1 }], channel: 'qr' } });
    assert.equal(refused.statusCode, 400);
  });
});
