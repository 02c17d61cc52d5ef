import assert from 'node:assert/strict';
import { createHmac } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { after, before, beforeEach, describe, it } from 'node:test';
import { and, eq, inArray } from 'drizzle-orm';
import { runAdmin } from '../admin/commands';
import { enrolments, payments, serviceRequests, tutorials } from '../db/schema';
import { createTestUser, paymentIntentFor, type TestUser } from '../testing/fixtures';
import { startTestApi, type TestApi } from '../testing/test-api';
import { DUPLICATE_REFUND_PENDING, DUPLICATE_REFUNDED, REFERENCE_EXPIRED, REFERENCE_UNKNOWN } from './service';

const SECRET = 'sk_test_standin_secret';

/** A local stand-in for Paystack's verify and refund endpoints, answering in Paystack's real response shapes. */
class FakePaystack {
  server: Server;
  /** amount is whatever the stand-in should answer: Paystack's own is an integer of kobo. */
  transactions = new Map<string, { status: string; amount: number | string; currency: string }>();
  calls: string[] = [];
  refunds: string[] = [];
  refuseRefunds = false;
  constructor() {
    this.server = createServer((req, res) => {
      if (req.method === 'POST' && req.url === '/refund') return this.refund(req, res);
      const match = /^\/transaction\/verify\/([^/?]+)$/.exec(req.url ?? '');
      res.setHeader('content-type', 'application/json');
      if (req.headers.authorization !== `Bearer ${SECRET}`) {
        res.statusCode = 401;
        return res.end(JSON.stringify({ status: false, message: 'Invalid key' }));
      }
      const reference = decodeURIComponent(match?.[1] ?? '');
      this.calls.push(reference);
      const tx = this.transactions.get(reference);
      if (!match || !tx) {
        res.statusCode = 400;
        return res.end(JSON.stringify({ status: false, message: 'Transaction reference not found', code: 'transaction_not_found' }));
      }
      res.end(
        JSON.stringify({
          status: true,
          message: 'Verification successful',
          data: {
            id: 4099260516,
            domain: 'test',
            status: tx.status,
            reference,
            receipt_number: null,
            amount: tx.amount,
            message: null,
            gateway_response: tx.status === 'success' ? 'Successful' : 'Declined',
            paid_at: tx.status === 'success' ? '2026-05-01T10:00:00.000Z' : null,
            created_at: '2026-05-01T09:59:40.000Z',
            channel: 'card',
            currency: tx.currency,
            ip_address: '127.0.0.1',
            metadata: '',
            fees: 1500,
            customer: { id: 1, first_name: null, last_name: null, email: 'client@example.ng', customer_code: 'CUS_x', phone: null },
            authorization: { authorization_code: 'AUTH_x', bin: '408408', last4: '4081', exp_month: '12', exp_year: '2030', channel: 'card', card_type: 'visa', bank: 'TEST BANK', country_code: 'NG', brand: 'visa', reusable: true },
            requested_amount: tx.amount,
          },
        }),
      );
    });
  }
  private refund(req: import('node:http').IncomingMessage, res: import('node:http').ServerResponse) {
    let raw = '';
    req.on('data', (chunk) => {
      raw += chunk;
    });
    req.on('end', () => {
      res.setHeader('content-type', 'application/json');
      const { transaction } = JSON.parse(raw || '{}') as { transaction?: string };
      const tx = transaction ? this.transactions.get(transaction) : undefined;
      if (req.headers.authorization !== `Bearer ${SECRET}` || this.refuseRefunds || !tx) {
        res.statusCode = 400;
        return res.end(JSON.stringify({ status: false, message: 'Transaction has been fully reversed', code: 'refund_not_allowed' }));
      }
      this.refunds.push(transaction!);
      res.end(
        JSON.stringify({
          status: true,
          message: 'Refund has been queued for processing',
          data: { transaction: { id: 4099260516, reference: transaction, amount: tx.amount, currency: tx.currency }, amount: tx.amount, currency: tx.currency, status: 'pending', refunded_by: 'api' },
        }),
      );
    });
  }
  async start(): Promise<string> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }
  stop(): Promise<void> {
    return new Promise((resolve) => this.server.close(() => resolve()));
  }
}

function sign(body: string, key = SECRET): string {
  return createHmac('sha512', key).update(body).digest('hex');
}

describe('payments against a stand-in Paystack', () => {
  let t: TestApi;
  let paystack: FakePaystack;
  let client: TestUser;
  let stranger: TestUser;
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

  before(async () => {
    paystack = new FakePaystack();
    const base = await paystack.start();
    t = await startTestApi({ PAYSTACK_SECRET_KEY: SECRET, PAYSTACK_PUBLIC_KEY: 'pk_test_public', PAYSTACK_BASE_URL: base, PAYMENT_RATE_LIMIT_MAX: 1000 });
    client = await createTestUser(t.db, t.config);
    stranger = await createTestUser(t.db, t.config);
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
    assert.deepEqual(res.json(), { reference, amount: 2790_00, currency: 'NGN', email: client.email, public_key: 'pk_test_public', sandbox: false });
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
