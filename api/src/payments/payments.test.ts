import assert from 'node:assert/strict';
import { after, before, beforeEach, describe, it } from 'node:test';
import { and, eq, inArray } from 'drizzle-orm';
import { runAdmin } from '../admin/commands';
import { listPayments } from '../office/work';
import { serviceLabel } from '@agency/contracts';
import { enrolments, payments, serviceRequests, tutorials } from '../db/schema';
import { createTestUser, paymentIntentFor, type TestUser } from '../testing/fixtures';
import { startTestApi, type TestApi } from '../testing/test-api';
import { FakePaystack, PAYSTACK_TEST_SECRET as SECRET, signPaystack as sign } from '../testing/fake-paystack';
import { DEMO_DEPOSIT_REFERENCE, DEMO_RETAINER } from '../db/seed';
import { verifyPayment } from './verify';
import {
  DUPLICATE_REFUND_PENDING,
  DUPLICATE_REFUNDED,
  PRICE_CHANGED_REFUND_PENDING,
  PRICE_CHANGED_REFUNDED,
  PRICE_CHANGED_UNPAID,
  PROVIDER_ANSWER_MS,
  REFERENCE_EXPIRED,
  REFERENCE_UNKNOWN,
} from './service';

describe('payments against a stand-in Paystack', () => {
  let t: TestApi;
  let paystack: FakePaystack;
  let client: TestUser;
  let stranger: TestUser;
  let staff: TestUser;
  let tutorialId = 0;
  let refCounter = 0;
  /** A reference the server never issued. */
  const madeUpRef = () => `T${Date.now()}${++refCounter}`;
  const intentFor = (user: TestUser, datas: unknown, kind?: 'requests' | 'tutorial') => paymentIntentFor(t.app, user, datas, kind);

  /** Quoted requests at these prices (whole naira), as the cart holds them: id and the wire's price string. */
  async function quotedRequests(user: TestUser, prices: string[]): Promise<{ id: number; price: string }[]> {
    const rows = await t.db
      .insert(serviceRequests)
      .values(prices.map((price, i) => ({ userId: user.id, service: 'wd', subject: `Job ${i}`, price: Number(price), status: 'Quoted' as const })))
      .returning({ id: serviceRequests.id });
    return rows.map((row, i) => ({ id: row.id, price: prices[i]! }));
  }
  const verify = (user: TestUser, payload: Record<string, unknown>) =>
    t.app.inject({ method: 'POST', url: '/api/verify_payment', headers: user.headers, payload: { status: 'success', message: 'Approved', trans: '4099260516', ...payload } });

  const webhook = (data: Record<string, unknown>) => {
    const body = JSON.stringify({ event: 'charge.success', data: { id: 81, status: 'success', currency: 'NGN', ...data } });
    return t.app.inject({ method: 'POST', url: '/api/paystack/webhook', headers: { 'content-type': 'application/json', 'x-paystack-signature': sign(body) }, payload: body });
  };

  before(async () => {
    paystack = new FakePaystack();
    const base = await paystack.start();
    t = await startTestApi({ PAYSTACK_SECRET_KEY: SECRET, PAYSTACK_PUBLIC_KEY: 'pk_test_public', PAYSTACK_BASE_URL: base, PAYMENT_RATE_LIMIT_MAX: 1000 });
    client = await createTestUser(t.db, t.config);
    stranger = await createTestUser(t.db, t.config);
    staff = await createTestUser(t.db, t.config, { role: 'staff' });
    const [tut] = await t.db
      .insert(tutorials)
      .values({ title: 'Paid course', amount: 85000, startDate: '2027-01-01', endDate: '2027-03-01', courseId: `PAY${Date.now()}` })
      .returning();
    tutorialId = tut!.id;
  });
  after(async () => {
    await t.close();
    await paystack.stop();
  });
  beforeEach(() => {
    paystack.calls = [];
  });

  it('answers the public key, never the secret', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/payments/config' });
    assert.deepEqual(res.json(), { public_key: 'pk_test_public', sandbox: false });
    assert.equal(res.body.includes(SECRET), false);
  });

  it('verifies a cart payment with Paystack, applies the discount and marks the requests paid and Ongoing', async () => {
    const items = await quotedRequests(client, ['150000', '240000']);
    const reference = await intentFor(client, items, 'requests');
    paystack.transactions.set(reference, { status: 'success', amount: 370500_00, currency: 'NGN' });
    // The browser's amount is ignored: it claims 1 naira.
    const res = await verify(client, { reference, amount: 100, currency: 'NGN', kind: 'requests', datas: items });
    assert.equal(res.statusCode, 200, res.body);
    assert.deepEqual(res.json(), { success: 'success' });
    assert.deepEqual(paystack.calls, [reference]);
    const rows = await t.db.select().from(serviceRequests).where(inArray(serviceRequests.id, items.map((i) => i.id)));
    assert.ok(rows.every((r) => r.status === 'Ongoing' && r.paidAt));
    assert.deepEqual(rows.map((r) => r.price).sort(), [150000, 240000], 'the quoted prices stay after payment');
    const [payment] = await t.db.select().from(payments).where(eq(payments.reference, reference));
    assert.equal(payment!.status, 'paid');
    assert.equal(payment!.amountKobo, 37050000);
    assert.equal(payment!.providerTransactionId, '4099260516');
  });

  for (const [name, tx, pattern] of [
    ['a wrong amount', { status: 'success', amount: 100, currency: 'NGN' }, /amount/],
    ['a wrong currency', { status: 'success', amount: 5000_00, currency: 'USD' }, /NGN/],
    ['a failed status', { status: 'failed', amount: 5000_00, currency: 'NGN' }, /not successful/],
    ['an amount sent as a string', { status: 'success', amount: '500000', currency: 'NGN' }, /amount/],
    ['an amount that is not whole kobo', { status: 'success', amount: 500000.4, currency: 'NGN' }, /amount/],
  ] as const) {
    it(`refuses ${name} and changes nothing`, async () => {
      const [item] = await quotedRequests(client, ['5000']);
      const reference = await intentFor(client, [item]);
      paystack.transactions.set(reference, tx);
      const res = await verify(client, { reference, kind: 'requests', datas: [item] });
      assert.equal(res.statusCode, 400);
      assert.match(res.json().detail, pattern);
      const [row] = await t.db.select().from(serviceRequests).where(eq(serviceRequests.id, item!.id));
      assert.equal(row!.paidAt, null);
      assert.equal(row!.status, 'Quoted');
      const [payment] = await t.db.select().from(payments).where(eq(payments.reference, reference));
      assert.equal(payment!.status, 'pending');
    });
  }

  it('refuses a reference Paystack does not know', async () => {
    const [item] = await quotedRequests(client, ['5000']);
    const res = await verify(client, { reference: await intentFor(client, [item]), kind: 'requests', datas: [item] });
    assert.equal(res.statusCode, 400);
  });

  it('never asks Paystack about a reference the server did not issue to this account', async () => {
    const [item] = await quotedRequests(client, ['5000']);
    const [theirs] = await quotedRequests(stranger, ['5000']);
    const strangers = await intentFor(stranger, [theirs]);
    for (const reference of [madeUpRef(), madeUpRef(), strangers]) {
      paystack.transactions.set(reference, { status: 'success', amount: 5000_00, currency: 'NGN' });
      const res = await verify(client, { reference, datas: [item] });
      assert.equal(res.statusCode, 404);
      assert.equal(res.json().detail, REFERENCE_UNKNOWN);
    }
    assert.deepEqual(paystack.calls, []);
  });

  it('ignores a reference the browser sends and issues an unguessable one', async () => {
    const [item] = await quotedRequests(client, ['5000']);
    const squatted = String(Date.now() + 60_000);
    const res = await t.app.inject({ method: 'POST', url: '/api/payment_intent', headers: stranger.headers, payload: { reference: squatted, datas: [item] } });
    assert.equal(res.statusCode, 404, 'not their request');
    const mine = await t.app.inject({ method: 'POST', url: '/api/payment_intent', headers: client.headers, payload: { reference: squatted, datas: [item] } });
    assert.equal(mine.statusCode, 200);
    assert.notEqual(mine.json().reference, squatted);
    assert.match(mine.json().reference, /^tms-[0-9a-f]{32}$/);
    const again = await t.app.inject({ method: 'POST', url: '/api/payment_intent', headers: client.headers, payload: { reference: squatted, datas: [item] } });
    assert.notEqual(again.json().reference, mine.json().reference);
  });

  it('refuses an expired intent without asking Paystack', async () => {
    const [item] = await quotedRequests(client, ['6000']);
    const reference = await intentFor(client, [item]);
    paystack.transactions.set(reference, { status: 'success', amount: 6000_00, currency: 'NGN' });
    await t.db.update(payments).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(payments.reference, reference));
    const res = await verify(client, { reference, datas: [item] });
    assert.equal(res.statusCode, 400);
    assert.equal(res.json().detail, REFERENCE_EXPIRED);
    assert.deepEqual(paystack.calls, []);
  });

  it('refuses to reuse a spent reference for another order', async () => {
    const [first, second] = await quotedRequests(client, ['7000', '9000']);
    const reference = await intentFor(client, [first]);
    paystack.transactions.set(reference, { status: 'success', amount: 7000_00, currency: 'NGN' });
    assert.equal((await verify(client, { reference, datas: [first] })).statusCode, 200);
    paystack.transactions.set(reference, { status: 'success', amount: 9000_00, currency: 'NGN' });
    const reused = await verify(client, { reference, datas: [second] });
    assert.equal(reused.statusCode, 409);
    assert.equal(reused.json().detail, 'This payment reference has already been used.');
    const [row] = await t.db.select().from(serviceRequests).where(eq(serviceRequests.id, second!.id));
    assert.equal(row!.paidAt, null);
    const byStranger = await verify(stranger, { reference, datas: [first] });
    assert.equal(byStranger.statusCode, 404);
  });

  it("refuses to pay for someone else's request, as if it did not exist", async () => {
    const [theirs] = await quotedRequests(stranger, ['8000']);
    const res = await t.app.inject({ method: 'POST', url: '/api/payment_intent', headers: client.headers, payload: { datas: [theirs] } });
    assert.equal(res.statusCode, 404);
    assert.deepEqual(paystack.calls, []);
    const [row] = await t.db.select().from(serviceRequests).where(eq(serviceRequests.id, theirs!.id));
    assert.equal(row!.paidAt, null);
  });

  it('refuses items with nothing to pay (price "0" or "paid")', async () => {
    const items = await quotedRequests(client, ['0']);
    const res = await t.app.inject({ method: 'POST', url: '/api/payment_intent', headers: client.headers, payload: { datas: items } });
    assert.equal(res.statusCode, 400);
    assert.match(res.json().detail, /nothing to pay/);
  });

  it('enrols the payer in a paid tutorial at its price', async () => {
    const reference = await intentFor(client, { id: tutorialId }, 'tutorial');
    paystack.transactions.set(reference, { status: 'success', amount: 85000_00, currency: 'NGN' });
    const res = await verify(client, { reference, kind: 'tutorial', datas: { id: tutorialId, title: 'Paid course', amount: 1 } });
    assert.equal(res.statusCode, 200, res.body);
    const rows = await t.db.select().from(enrolments).where(and(eq(enrolments.tutorialId, tutorialId), eq(enrolments.userId, client.id)));
    assert.equal(rows.length, 1);
    assert.ok(rows[0]!.paymentId);
  });

  it('records an intent with the server-computed amount', async () => {
    const items = await quotedRequests(client, ['1000', '1000', '1000']);
    const res = await t.app.inject({ method: 'POST', url: '/api/payment_intent', headers: client.headers, payload: { kind: 'requests', datas: items } });
    assert.equal(res.statusCode, 200, res.body);
    const { reference } = res.json();
    assert.deepEqual(res.json(), { reference, amount: 2790_00, currency: 'NGN', email: client.email, public_key: 'pk_test_public', sandbox: false, channels: ['card', 'bank_transfer', 'ussd'] });
    const [row] = await t.db.select().from(payments).where(eq(payments.reference, reference));
    const minutes = (row!.expiresAt!.getTime() - Date.now()) / 60_000;
    assert.ok(minutes > 29 && minutes <= 30, `the intent expires in 30 minutes (${minutes})`);
  });

  it('answers 401 to a webhook with a bad or missing signature and changes nothing', async () => {
    const body = JSON.stringify({ event: 'charge.success', data: { reference: 'whatever', status: 'success', amount: 1, currency: 'NGN' } });
    for (const signature of [undefined, 'abc', sign(body, 'wrong-key'), sign(`${body} `)]) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/paystack/webhook',
        headers: { 'content-type': 'application/json', ...(signature ? { 'x-paystack-signature': signature } : {}) },
        payload: body,
      });
      assert.equal(res.statusCode, 401);
    }
  });

  it('delivers through the webhook alone when the browser never calls back, and acknowledges retries', async () => {
    const [item] = await quotedRequests(client, ['12000']);
    const reference = await intentFor(client, [item]);
    const body = JSON.stringify({ event: 'charge.success', data: { id: 77, reference, status: 'success', amount: 12000_00, currency: 'NGN' } });
    for (let i = 0; i < 2; i++) {
      const res = await t.app.inject({ method: 'POST', url: '/api/paystack/webhook', headers: { 'content-type': 'application/json', 'x-paystack-signature': sign(body) }, payload: body });
      assert.equal(res.statusCode, 200);
    }
    const [row] = await t.db.select().from(serviceRequests).where(eq(serviceRequests.id, item!.id));
    assert.ok(row!.paidAt);
  });

  it('ignores a signed webhook whose amount does not match the recorded order', async () => {
    const [item] = await quotedRequests(client, ['12000']);
    const reference = await intentFor(client, [item]);
    const body = JSON.stringify({ event: 'charge.success', data: { reference, status: 'success', amount: 100, currency: 'NGN' } });
    const res = await t.app.inject({ method: 'POST', url: '/api/paystack/webhook', headers: { 'content-type': 'application/json', 'x-paystack-signature': sign(body) }, payload: body });
    assert.equal(res.statusCode, 200);
    const [row] = await t.db.select().from(serviceRequests).where(eq(serviceRequests.id, item!.id));
    assert.equal(row!.paidAt, null);
  });

  it('delivers once when the webhook and the browser callback race', async () => {
    const [tut] = await t.db
      .insert(tutorials)
      .values({ title: 'Race course', amount: 20000, startDate: '2027-01-01', endDate: '2027-03-01', courseId: `RACE${Date.now()}` })
      .returning();
    const reference = await intentFor(client, { id: tut!.id }, 'tutorial');
    paystack.transactions.set(reference, { status: 'success', amount: 20000_00, currency: 'NGN' });
    const body = JSON.stringify({ event: 'charge.success', data: { id: 4099260516, reference, status: 'success', amount: 20000_00, currency: 'NGN' } });
    const webhook = () =>
      t.app.inject({ method: 'POST', url: '/api/paystack/webhook', headers: { 'content-type': 'application/json', 'x-paystack-signature': sign(body) }, payload: body });
    const results = await Promise.all([verify(client, { reference, kind: 'tutorial', datas: { id: tut!.id } }), webhook(), verify(client, { reference, kind: 'tutorial', datas: { id: tut!.id } }), webhook()]);
    for (const r of results) assert.equal(r.statusCode, 200, r.body);
    const rows = await t.db.select().from(enrolments).where(and(eq(enrolments.tutorialId, tut!.id), eq(enrolments.userId, client.id)));
    assert.equal(rows.length, 1);
    const paid = await t.db.select().from(payments).where(eq(payments.reference, reference));
    assert.equal(paid.length, 1);
    assert.equal(paid[0]!.status, 'paid');
  });

  describe('a second payment for items already paid (two checkouts of one cart)', () => {
    async function twoChargedIntents(datas: unknown, kind: 'requests' | 'tutorial', kobo: number) {
      const refs = [await intentFor(client, datas, kind), await intentFor(client, datas, kind)];
      for (const reference of refs) paystack.transactions.set(reference, { status: 'success', amount: kobo, currency: 'NGN' });
      return refs as [string, string];
    }
    const statusOf = async (reference: string) => (await t.db.select().from(payments).where(eq(payments.reference, reference)))[0]?.status;

    beforeEach(() => {
      paystack.refunds = [];
      paystack.refuseRefunds = false;
    });

    it('is refunded through Paystack, and the requests are paid once', async () => {
      const items = await quotedRequests(client, ['150000', '240000']);
      const [first, second] = await twoChargedIntents(items, 'requests', 370500_00);
      assert.equal((await verify(client, { reference: first, kind: 'requests', datas: items })).statusCode, 200);

      const res = await verify(client, { reference: second, kind: 'requests', datas: items });
      assert.equal(res.statusCode, 409);
      assert.equal(res.json().detail, DUPLICATE_REFUNDED);
      assert.deepEqual(paystack.refunds, [second]);
      assert.equal(await statusOf(first), 'paid');
      assert.equal(await statusOf(second), 'refunded');
      const rows = await t.db.select().from(serviceRequests).where(inArray(serviceRequests.id, items.map((i) => i.id)));
      assert.ok(rows.every((r) => r.paidAt));

      // The browser retrying its callback hears the same answer, and nothing is refunded twice.
      const retry = await verify(client, { reference: second, kind: 'requests', datas: items });
      assert.equal(retry.json().detail, DUPLICATE_REFUNDED);
      assert.deepEqual(paystack.refunds, [second]);
    });

    it('stays refund_due when Paystack refuses the refund, until the operator retries it', async () => {
      const items = await quotedRequests(client, ['50000']);
      const [first, second] = await twoChargedIntents(items, 'requests', 50000_00);
      assert.equal((await verify(client, { reference: first, datas: items })).statusCode, 200);
      paystack.refuseRefunds = true;
      const res = await verify(client, { reference: second, datas: items });
      assert.equal(res.statusCode, 409);
      assert.equal(res.json().detail, DUPLICATE_REFUND_PENDING);
      assert.equal(await statusOf(second), 'refund_due');
      assert.match(await runAdmin(t.db, ['refunds']), new RegExp(`${second}.*refund_due`));

      paystack.refuseRefunds = false;
      assert.match(await runAdmin(t.db, ['refunds', '--retry'], t.config), /Refunded 1 of 1 payment/);
      assert.equal(await statusOf(second), 'refunded');
      assert.deepEqual(paystack.refunds, [second]);
    });

    it('is refunded when it arrives by webhook for a tutorial the payer already has', async () => {
      const [tut] = await t.db
        .insert(tutorials)
        .values({ title: 'Twice paid', amount: 30000, startDate: '2027-01-01', endDate: '2027-03-01', courseId: `TWICE${Date.now()}` })
        .returning();
      const [first, second] = await twoChargedIntents({ id: tut!.id }, 'tutorial', 30000_00);
      assert.equal((await verify(client, { reference: first, kind: 'tutorial', datas: { id: tut!.id } })).statusCode, 200);

      const body = JSON.stringify({ event: 'charge.success', data: { id: 5, reference: second, status: 'success', amount: 30000_00, currency: 'NGN' } });
      const res = await t.app.inject({ method: 'POST', url: '/api/paystack/webhook', headers: { 'content-type': 'application/json', 'x-paystack-signature': sign(body) }, payload: body });
      assert.equal(res.statusCode, 200);
      assert.deepEqual(res.json(), { received: true, outcome: 'refunded' });
      assert.deepEqual(paystack.refunds, [second]);
      const rows = await t.db.select().from(enrolments).where(and(eq(enrolments.tutorialId, tut!.id), eq(enrolments.userId, client.id)));
      assert.equal(rows.length, 1);
    });
  });

  describe('an intent whose items are re-quoted or declined before the money arrives', () => {
    const office = (method: 'GET' | 'POST', url: string, payload?: object) =>
      t.app.inject({ method, url: `/api/office${url}`, headers: staff.headers, ...(payload ? { payload } : {}) });
    const paymentRow = async (reference: string) => (await t.db.select().from(payments).where(eq(payments.reference, reference)))[0]!;
    const requestRow = async (id: number) => (await t.db.select().from(serviceRequests).where(eq(serviceRequests.id, id)))[0]!;

    beforeEach(() => {
      paystack.refunds = [];
      paystack.refuseRefunds = false;
    });

    it('a re-quote voids the pending intent: completing it afterwards refunds the old amount and pays nothing', async () => {
      const [item] = await quotedRequests(client, ['240000']);
      const reference = await intentFor(client, [item]);
      assert.equal((await office('POST', `/requests/${item!.id}/quote`, { price: 999999 })).statusCode, 200);
      assert.equal((await paymentRow(reference)).status, 'voided');
      assert.equal((await paymentRow(reference)).voidReason, 'requoted');

      // The client's card is charged on the old checkout anyway.
      paystack.transactions.set(reference, { status: 'success', amount: 240000_00, currency: 'NGN' });
      const res = await verify(client, { reference, datas: [item] });
      assert.equal(res.statusCode, 409, res.body);
      assert.equal(res.json().detail, PRICE_CHANGED_REFUNDED);
      assert.deepEqual(paystack.refunds, [reference]);
      const request = await requestRow(item!.id);
      assert.equal(request.paidAt, null, 'not paid at ₦240,000');
      assert.equal(request.price, 999999);
      assert.equal(request.status, 'Quoted');
      assert.equal((await paymentRow(reference)).status, 'refunded');
      // The retry hears the same, and nothing is refunded twice.
      assert.equal((await verify(client, { reference, datas: [item] })).json().detail, PRICE_CHANGED_REFUNDED);
      assert.deepEqual(paystack.refunds, [reference]);
      // A new intent pays the new price.
      const fresh = await t.app.inject({ method: 'POST', url: '/api/payment_intent', headers: client.headers, payload: { datas: [item] } });
      assert.equal(fresh.json().amount, 999999_00);
    });

    it('a decline voids it too, and a charge.success webhook for it is refunded, never delivered', async () => {
      const [item] = await quotedRequests(client, ['50000']);
      const reference = await intentFor(client, [item]);
      assert.equal((await office('POST', `/requests/${item!.id}/decline`)).statusCode, 200);
      paystack.transactions.set(reference, { status: 'success', amount: 50000_00, currency: 'NGN' });
      const res = await webhook({ reference, amount: 50000_00 });
      assert.deepEqual(res.json(), { received: true, outcome: 'refunded' });
      assert.deepEqual(paystack.refunds, [reference]);
      const request = await requestRow(item!.id);
      assert.equal(request.paidAt, null);
      assert.equal(request.status, 'Declined');
      assert.equal((await paymentRow(reference)).voidReason, 'declined');
      // The browser's callback after the webhook: the client hears it was refunded.
      assert.equal((await verify(client, { reference, datas: [item] })).json().detail, PRICE_CHANGED_REFUNDED);
    });

    it('a voided intent that was never paid answers that it was cancelled, and a refund Paystack refuses stays due for staff', async () => {
      const [item] = await quotedRequests(client, ['30000']);
      const unpaid = await intentFor(client, [item]);
      const paid = await intentFor(client, [item]);
      assert.equal((await office('POST', `/requests/${item!.id}/quote`, { price: 35000 })).statusCode, 200);
      paystack.transactions.set(unpaid, { status: 'abandoned', amount: 30000_00, currency: 'NGN' });
      const cancelled = await verify(client, { reference: unpaid, datas: [item] });
      assert.equal(cancelled.statusCode, 409);
      assert.equal(cancelled.json().detail, PRICE_CHANGED_UNPAID);

      paystack.transactions.set(paid, { status: 'success', amount: 30000_00, currency: 'NGN' });
      paystack.refuseRefunds = true;
      const res = await verify(client, { reference: paid, datas: [item] });
      assert.equal(res.json().detail, PRICE_CHANGED_REFUND_PENDING);
      const listed = (await office('GET', '/payments?status=refund_due')).json() as { reference: string; status: string; void_reason: string }[];
      assert.deepEqual(
        listed.filter((p) => p.reference === paid).map((p) => [p.status, p.void_reason]),
        [['refund_due', 'requoted']],
      );
      const voided = (await office('GET', '/payments?status=voided')).json() as { reference: string }[];
      assert.ok(voided.some((p) => p.reference === unpaid));
      assert.equal((await requestRow(item!.id)).paidAt, null);
    });

    it('delivery itself checks the price: a payment whose items changed price after the intent is refunded even if nothing voided it', async () => {
      const [item] = await quotedRequests(client, ['70000']);
      const reference = await intentFor(client, [item]);
      // The price changed by a path that did not void the intent (a re-quote racing the payment, say).
      await t.db.update(serviceRequests).set({ price: 80000 }).where(eq(serviceRequests.id, item!.id));
      paystack.transactions.set(reference, { status: 'success', amount: 70000_00, currency: 'NGN' });
      const res = await verify(client, { reference, datas: [item] });
      assert.equal(res.statusCode, 409);
      assert.equal(res.json().detail, PRICE_CHANGED_REFUNDED);
      assert.equal((await requestRow(item!.id)).paidAt, null);
      const payment = await paymentRow(reference);
      assert.deepEqual([payment.status, payment.voidReason], ['refunded', 'changed']);
    });

    it('a re-quote racing the payment: either the payment lands first and the quote is refused, or the quote does and the money is refunded', async () => {
      for (let i = 0; i < 6; i++) {
        const [item] = await quotedRequests(client, ['40000']);
        const reference = await intentFor(client, [item]);
        paystack.transactions.set(reference, { status: 'success', amount: 40000_00, currency: 'NGN' });
        const [quote, paid] = await Promise.all([office('POST', `/requests/${item!.id}/quote`, { price: 45000 }), verify(client, { reference, datas: [item] })]);
        const request = await requestRow(item!.id);
        const payment = await paymentRow(reference);
        if (paid.statusCode === 200) {
          // The payment won: paid at the price the client saw, and the re-quote is refused (never a deadlock's 500).
          assert.equal(quote.statusCode, 400, quote.body);
          assert.deepEqual([request.price, Boolean(request.paidAt), payment.status], [40000, true, 'paid']);
        } else {
          assert.equal(quote.statusCode, 200, quote.body);
          assert.equal(paid.statusCode, 409, paid.body);
          assert.deepEqual([request.price, request.paidAt, payment.status], [45000, null, 'refunded']);
        }
      }
    });

    it('a re-quote at the same price leaves the checkout valid', async () => {
      const [item] = await quotedRequests(client, ['20000']);
      const reference = await intentFor(client, [item]);
      assert.equal((await office('POST', `/requests/${item!.id}/quote`, { price: 20000 })).statusCode, 200);
      paystack.transactions.set(reference, { status: 'success', amount: 20000_00, currency: 'NGN' });
      assert.equal((await verify(client, { reference, datas: [item] })).statusCode, 200);
      assert.ok((await requestRow(item!.id)).paidAt);
    });
  });

  it("shows staff an abandoned checkout as expired once its time is up, and what each payment was for in people's words", async () => {
    const [item] = await quotedRequests(client, ['25000']);
    const open = await intentFor(client, [item]);
    const abandoned = await intentFor(client, [item]);
    await t.db.update(payments).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(payments.reference, abandoned));
    const course = await intentFor(stranger, { id: tutorialId }, 'tutorial');
    type Listed = { reference: string; status: string; items: { id: number; label: string }[] };
    const list = async (query = '') =>
      ((await t.app.inject({ method: 'GET', url: `/api/office/payments${query}`, headers: staff.headers })).json() as Listed[]).filter((p) =>
        [open, abandoned, course].includes(p.reference),
      );
    const byRef = new Map((await list()).map((p) => [p.reference, p]));
    assert.equal(byRef.get(open)!.status, 'pending');
    assert.equal(byRef.get(abandoned)!.status, 'expired');
    assert.deepEqual(byRef.get(open)!.items, [{ id: item!.id, label: `${serviceLabel('wd')} — Job 0` }]);
    assert.deepEqual(byRef.get(course)!.items, [{ id: tutorialId, label: 'Paid course' }]);
    assert.deepEqual((await list('?status=expired')).map((p) => p.reference), [abandoned]);
    assert.deepEqual((await list('?status=pending')).map((p) => p.reference).sort(), [open, course].sort());
  });

  describe("Paystack's answer for a reference, remembered briefly", () => {
    const age = (reference: string) =>
      t.db
        .update(payments)
        .set({ providerAnsweredAt: new Date(Date.now() - PROVIDER_ANSWER_MS - 1) })
        .where(eq(payments.reference, reference));

    it('asks Paystack once while its answer is fresh, and a later success still delivers', async () => {
      const [item] = await quotedRequests(client, ['15000']);
      const reference = await intentFor(client, [item]);
      paystack.transactions.set(reference, { status: 'abandoned', amount: 15000_00, currency: 'NGN' });
      for (let i = 0; i < 3; i++) {
        const res = await verify(client, { reference, datas: [item] });
        assert.equal(res.statusCode, 400);
        assert.match(res.json().detail, /not successful \(status: abandoned\)/);
      }
      assert.deepEqual(paystack.calls, [reference], 'one call to Paystack for three verifies');
      // The memory is in the payment's row, which every API process reads.
      assert.ok((await t.db.select().from(payments).where(eq(payments.reference, reference)))[0]!.providerAnsweredAt);

      paystack.transactions.set(reference, { status: 'success', amount: 15000_00, currency: 'NGN' });
      assert.equal((await verify(client, { reference, datas: [item] })).statusCode, 400, 'the fresh answer is repeated');
      assert.deepEqual(paystack.calls, [reference]);
      await age(reference);
      const res = await verify(client, { reference, datas: [item] });
      assert.equal(res.statusCode, 200, res.body);
      assert.deepEqual(paystack.calls, [reference, reference]);
      assert.ok((await t.db.select().from(serviceRequests).where(eq(serviceRequests.id, item!.id)))[0]!.paidAt);
    });

    it('remembers "not found" too, never an outage, and the webhook delivers whatever verify remembers', async () => {
      const [item] = await quotedRequests(client, ['16000']);
      const reference = await intentFor(client, [item]);
      for (let i = 0; i < 2; i++) assert.equal((await verify(client, { reference, datas: [item] })).statusCode, 400);
      assert.deepEqual(paystack.calls, [reference]);
      const res = await webhook({ reference, amount: 16000_00 });
      assert.deepEqual(res.json(), { received: true, outcome: 'delivered' });

      // Paystack unreachable: 502, and nothing is remembered, so the next call asks again.
      const [other] = await quotedRequests(client, ['17000']);
      const down = await intentFor(client, [other]);
      const unreachable = { db: t.db, config: { ...t.config, PAYSTACK_BASE_URL: 'http://127.0.0.1:9' }, log: { error: () => {} } };
      await assert.rejects(verifyPayment(unreachable, client.id, { reference: down, kind: 'requests' }), (e: { statusCode: number }) => e.statusCode === 502);
      paystack.transactions.set(down, { status: 'success', amount: 17000_00, currency: 'NGN' });
      assert.equal((await verify(client, { reference: down, datas: [other] })).statusCode, 200);
      assert.deepEqual(paystack.calls, [reference, down]);
    });
  });

  it('needs a sign-in and a well-formed body', async () => {
    assert.equal((await t.app.inject({ method: 'POST', url: '/api/verify_payment', payload: { reference: 'x' } })).statusCode, 401);
    const bad = await t.app.inject({ method: 'POST', url: '/api/verify_payment', headers: client.headers, payload: { reference: 'bad ref!' } });
    assert.equal(bad.statusCode, 400);
    assert.match(bad.json().detail, /reference/);
  });

  it('keeps the sandbox shut when a secret key is configured', async () => {
    const [item] = await quotedRequests(client, ['3000']);
    const res = await t.app.inject({ method: 'POST', url: '/api/payments/sandbox/complete', headers: client.headers, payload: { reference: madeUpRef(), datas: [item] } });
    assert.equal(res.statusCode, 404);
  });
});

describe('payments: per-account limits', () => {
  it('cuts a flood of verify calls with made-up references off without a single call to Paystack, and limits intents', async () => {
    const paystack = new FakePaystack();
    const base = await paystack.start();
    const t = await startTestApi({ PAYSTACK_SECRET_KEY: SECRET, PAYSTACK_BASE_URL: base, PAYMENT_RATE_LIMIT_MAX: 5 });
    try {
      const user = await createTestUser(t.db, t.config);
      const other = await createTestUser(t.db, t.config);
      const [item] = await t.db.insert(serviceRequests).values({ userId: user.id, service: 'seo', subject: 'Audit', price: 1000, status: 'Quoted' }).returning();
      const codes: number[] = [];
      for (let i = 0; i < 20; i++) {
        const reference = `${Date.now() + i}`;
        paystack.transactions.set(reference, { status: 'success', amount: 1000_00, currency: 'NGN' });
        const res = await t.app.inject({ method: 'POST', url: '/api/verify_payment', headers: user.headers, payload: { reference, datas: [item] }, remoteAddress: `10.0.0.${i}` });
        codes.push(res.statusCode);
      }
      assert.deepEqual(codes, [...Array(5).fill(404), ...Array(15).fill(429)], 'limited per account, whatever the address');
      assert.deepEqual(paystack.calls, []);
      const intents: number[] = [];
      for (let i = 0; i < 7; i++) intents.push((await t.app.inject({ method: 'POST', url: '/api/payment_intent', headers: user.headers, payload: { datas: [item] } })).statusCode);
      assert.deepEqual(intents, [200, 200, 200, 200, 200, 429, 429]);
      const others = await t.app.inject({ method: 'POST', url: '/api/verify_payment', headers: other.headers, payload: { reference: 'x1', datas: [item] } });
      assert.equal(others.statusCode, 404, 'another account has its own count');
    } finally {
      await t.close();
      await paystack.stop();
    }
  });
});

describe('payments sandbox', () => {
  it('lets a local user complete a payment without Paystack, once, labelled sandbox', async () => {
    const t = await startTestApi();
    try {
      const user = await createTestUser(t.db, t.config);
      const [item] = await t.db.insert(serviceRequests).values({ userId: user.id, service: 'seo', subject: 'Audit', price: 150000, status: 'Quoted' }).returning();
      const config = await t.app.inject({ method: 'GET', url: '/api/payments/config' });
      assert.deepEqual(config.json(), { public_key: '', sandbox: true });
      const intent = await t.app.inject({ method: 'POST', url: '/api/payment_intent', headers: user.headers, payload: { datas: [item] } });
      assert.equal(intent.json().sandbox, true);
      const R1 = intent.json().reference;
      const verify = await t.app.inject({ method: 'POST', url: '/api/verify_payment', headers: user.headers, payload: { reference: R1, datas: [item] } });
      assert.equal(verify.statusCode, 503);
      assert.match(verify.json().detail, /sandbox/);
      for (let i = 0; i < 2; i++) {
        const res = await t.app.inject({ method: 'POST', url: '/api/payments/sandbox/complete', headers: user.headers, payload: { reference: R1, datas: [item] } });
        assert.equal(res.statusCode, 200, res.body);
      }
      const [row] = await t.db.select().from(serviceRequests).where(eq(serviceRequests.id, item!.id));
      assert.ok(row!.paidAt);
      const [payment] = await t.db.select().from(payments).where(eq(payments.reference, R1));
      assert.equal(payment!.provider, 'sandbox');
      assert.equal(payment!.amountKobo, 15000000);
    } finally {
      await t.close();
    }
  });

  it('gives back a second sandbox payment for items already paid, without Paystack', async () => {
    const t = await startTestApi();
    try {
      const user = await createTestUser(t.db, t.config);
      const [item] = await t.db.insert(serviceRequests).values({ userId: user.id, service: 'seo', subject: 'Audit', price: 150000, status: 'Quoted' }).returning();
      const refs: string[] = [];
      for (let i = 0; i < 2; i++) {
        const intent = await t.app.inject({ method: 'POST', url: '/api/payment_intent', headers: user.headers, payload: { datas: [item] } });
        assert.equal(intent.statusCode, 200, intent.body);
        refs.push(intent.json().reference);
      }
      const complete = (reference: string) => t.app.inject({ method: 'POST', url: '/api/payments/sandbox/complete', headers: user.headers, payload: { reference, datas: [item] } });
      assert.equal((await complete(refs[0]!)).statusCode, 200);
      const second = await complete(refs[1]!);
      assert.equal(second.statusCode, 409);
      assert.equal(second.json().detail, DUPLICATE_REFUNDED);
      const [payment] = await t.db.select().from(payments).where(eq(payments.reference, refs[1]!));
      assert.equal(payment!.status, 'refunded');
    } finally {
      await t.close();
    }
  });

  it('is refused in production', async () => {
    const t = await startTestApi({ NODE_ENV: 'production', SITE_URL: 'https://site.test', SMTP_URL: 'smtp://127.0.0.1:2525' });
    try {
      const user = await createTestUser(t.db, t.config);
      const [item] = await t.db.insert(serviceRequests).values({ userId: user.id, service: 'seo', subject: 'Audit', price: 150000, status: 'Quoted' }).returning();
      assert.equal((await t.app.inject({ method: 'GET', url: '/api/payments/config' })).json().sandbox, false);
      const res = await t.app.inject({ method: 'POST', url: '/api/payments/sandbox/complete', headers: user.headers, payload: { reference: 'R2', datas: [item] } });
      assert.equal(res.statusCode, 404);
      const [row] = await t.db.select().from(serviceRequests).where(eq(serviceRequests.id, item!.id));
      assert.equal(row!.paidAt, null);
    } finally {
      await t.close();
    }
  });

  it('refuses to complete an unknown or expired intent, with a detail', async () => {
    const t = await startTestApi();
    try {
      const user = await createTestUser(t.db, t.config);
      const [item] = await t.db.insert(serviceRequests).values({ userId: user.id, service: 'seo', subject: 'Audit', price: 150000, status: 'Quoted' }).returning();
      const complete = (reference: string) => t.app.inject({ method: 'POST', url: '/api/payments/sandbox/complete', headers: user.headers, payload: { reference, datas: [item] } });
      assert.equal((await complete('R1')).json().detail, REFERENCE_UNKNOWN);
      const intent = await t.app.inject({ method: 'POST', url: '/api/payment_intent', headers: user.headers, payload: { datas: [item] } });
      const reference = intent.json().reference;
      await t.db.update(payments).set({ expiresAt: new Date(Date.now() - 1) }).where(eq(payments.reference, reference));
      const expired = await complete(reference);
      assert.equal(expired.statusCode, 400);
      assert.equal(expired.json().detail, REFERENCE_EXPIRED);
      const [row] = await t.db.select().from(serviceRequests).where(eq(serviceRequests.id, item!.id));
      assert.equal(row!.paidAt, null);
    } finally {
      await t.close();
    }
  });
});

describe('payments in the demo data', () => {
  it("show staff a paid payment, a checkout voided by a re-quote and an abandoned one that has expired, named in people's words", async () => {
    const t = await startTestApi({ SEED_DEMO: true });
    try {
      const listed = await listPayments(t.db);
      // Four paid: the website by card, the mobile app's deposit (the billing demo, seed.ts seedDemoBilling), and the
      // SEO retainer's first month and one renewal (seedDemoRetainer).
      assert.deepEqual(listed.map((p) => [p.status, p.voidReason]).sort(), [['expired', null], ['paid', null], ['paid', null], ['paid', null], ['paid', null], ['voided', 'requoted']]);
      const monthly = listed.filter((p) => DEMO_RETAINER.references.includes(p.reference));
      assert.equal(monthly.length, 2);
      assert.ok(monthly.every((p) => p.amountKobo === 15_000_000));
      assert.ok(listed.some((p) => p.reference === DEMO_DEPOSIT_REFERENCE && p.status === 'paid'));
      const voided = listed.find((p) => p.status === 'voided')!;
      assert.deepEqual(voided.items.map((i) => i.label), [`${serviceLabel('smm')} — Three months of Instagram and TikTok content`]);
    } finally {
      await t.close();
    }
  });
});
