import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { and, eq } from 'drizzle-orm';
import { billingDocuments, payments, retainers, serviceRequests } from '../db/schema';
import { createTestUser, type TestUser } from '../testing/fixtures';
import { chargeSuccessEvent, FakePaystack, invoiceEvent, PAYSTACK_TEST_SECRET, signPaystack, subscriptionEvent } from '../testing/fake-paystack';
import { startTestApi, type TestApi } from '../testing/test-api';

/**
 * Issue 25's retainers against the local Paystack stand-in, with Paystack's real event shapes: the plan and the
 * first charge with it, subscription.create, renewals (charge.success and invoice.update, each delivered more than
 * once and in either order) issuing one invoice and one receipt per charge, invoice.payment_failed, cancelling
 * (POST /subscription/disable) and subscription.not_renew / subscription.disable; a bad signature changes nothing.
 */

const retainerDraft = {
  title: 'Monthly SEO',
  scope: 'Keyword research, on-page fixes and a monthly report.',
  deliverables: ['A monthly report'],
  line_items: [{ description: 'SEO, one month', quantity: 1, unit_price_kobo: 13_953_488 }],
  valid_until: '2099-12-31',
  stages: ['Ongoing'],
  plan: { kind: 'retainer' },
};

describe('retainers: Paystack plans, subscriptions and their events', () => {
  let t: TestApi;
  let paystack: FakePaystack;
  let client: TestUser;
  let other: TestUser;
  let staff: TestUser;

  before(async () => {
    paystack = new FakePaystack();
    const base = await paystack.start();
    t = await startTestApi({ PAYSTACK_SECRET_KEY: PAYSTACK_TEST_SECRET, PAYSTACK_PUBLIC_KEY: 'pk_test_public', PAYSTACK_BASE_URL: base, PAYMENT_RATE_LIMIT_MAX: 1000 });
    client = await createTestUser(t.db, t.config, { firstName: 'Ada' });
    other = await createTestUser(t.db, t.config);
    staff = await createTestUser(t.db, t.config, { role: 'staff' });
  });
  after(async () => {
    await t.close();
    await paystack.stop();
  });

  const call = (user: TestUser, method: string, url: string, payload?: unknown) =>
    t.app.inject({ method: method as 'GET', url, headers: user.headers, payload: payload as object });
  const deliver = async (body: string, signature = signPaystack(body)) => {
    const res = await t.app.inject({ method: 'POST', url: '/api/paystack/webhook', headers: { 'content-type': 'application/json', 'x-paystack-signature': signature }, payload: body });
    return { status: res.statusCode, outcome: res.statusCode === 200 ? (res.json().outcome as string) : res.body };
  };
  const docsOf = (proposalId: number) => t.db.select().from(billingDocuments).where(eq(billingDocuments.proposalId, proposalId));
  const retainerOf = async (proposalId: number) => (await t.db.select().from(retainers).where(eq(retainers.proposalId, proposalId)))[0]!;
  const billing = async (user = client) => (await call(user, 'GET', '/api/billing')).json();

  /** A sent and accepted retainer proposal on a new request for this service. */
  async function acceptedRetainer(service = 'seo', who = client): Promise<number> {
    const [request] = await t.db.insert(serviceRequests).values({ userId: who.id, service, subject: `Monthly ${service}` }).returning();
    const made = await call(staff, 'POST', `/api/office/requests/${request!.id}/proposals`, retainerDraft);
    assert.equal(made.statusCode, 200, made.body);
    const id = made.json().id as number;
    assert.equal((await call(staff, 'POST', `/api/office/proposals/${id}/send`)).statusCode, 200);
    const accepted = await call(who, 'POST', `/api/proposals/${id}/accept`, { full_name: 'Ada Obi' });
    assert.equal(accepted.statusCode, 200, accepted.body);
    assert.deepEqual(accepted.json().instalments, [], 'a retainer has no instalments: the subscription charges it');
    return id;
  }

  /** Subscribes, and plays Paystack's first charge with the plan: charge.success, then subscription.create. */
  async function subscribed(proposalId: number) {
    const res = await call(client, 'POST', `/api/proposals/${proposalId}/subscribe`);
    assert.equal(res.statusCode, 200, res.body);
    const answer = res.json();
    assert.equal((await deliver(chargeSuccessEvent({ reference: answer.reference, amount: answer.amount, planCode: answer.plan_code }))).outcome, 'delivered');
    const sub = paystack.subscribe(answer.plan_code);
    assert.equal((await deliver(sub.event)).outcome, 'subscribed');
    return { ...answer, sub };
  }

  it('offers a retainer only for the monthly services, and makes no instalments on acceptance', async () => {
    const [web] = await t.db.insert(serviceRequests).values({ userId: client.id, service: 'wd', subject: 'A website' }).returning();
    const refused = await call(staff, 'POST', `/api/office/requests/${web!.id}/proposals`, retainerDraft);
    assert.equal(refused.statusCode, 400);
    assert.match(refused.json().detail, /social media management, SEO, content marketing or ads/);
    const id = await acceptedRetainer('smm');
    const proposal = (await call(client, 'GET', `/api/proposals/${id}`)).json();
    assert.deepEqual(proposal.plan, { kind: 'retainer' });
    assert.match(proposal.canonical_text, /Monthly retainer: NGN 150,000.00 a month/);
    // Nothing is due through the cart: the subscription charges it.
    assert.deepEqual((await billing()).due.filter((d: { proposal_id: number }) => d.proposal_id === id), []);
  });

  it('makes the plan once, starts the first payment with it, and issues that month’s invoice and receipt once', async () => {
    const id = await acceptedRetainer();
    // Only the client, only once accepted.
    assert.equal((await call(other, 'POST', `/api/proposals/${id}/subscribe`)).statusCode, 404);
    const res = await call(client, 'POST', `/api/proposals/${id}/subscribe`);
    assert.equal(res.statusCode, 200, res.body);
    const answer = res.json();
    assert.equal(answer.amount, 15_000_000);
    assert.equal(answer.sandbox, false);
    assert.match(answer.plan_code, /^PLN_/);
    assert.match(answer.authorization_url, /^https:\/\/checkout\.paystack\.com\//);
    assert.equal(paystack.plans.get(answer.plan_code)?.amount, 15_000_000);
    assert.equal(paystack.plans.get(answer.plan_code)?.interval, 'monthly');
    assert.deepEqual(paystack.initialized.get(answer.reference), { email: client.email, amount: 15_000_000, plan: answer.plan_code });
    // A second start (the checkout closed) reuses the plan.
    const again = (await call(client, 'POST', `/api/proposals/${id}/subscribe`)).json();
    assert.equal(again.plan_code, answer.plan_code);
    assert.equal([...paystack.plans.values()].filter((p) => p.name.includes(`proposal ${id}`)).length, 1);

    // subscription.create may come before the charge: the subscription is stored either way.
    const sub = paystack.subscribe(answer.plan_code, client.email);
    assert.equal((await deliver(sub.event)).outcome, 'subscribed');
    const charge = chargeSuccessEvent({ reference: answer.reference, amount: 15_000_000, planCode: answer.plan_code });
    assert.equal((await deliver(charge)).outcome, 'delivered');
    assert.equal((await deliver(charge)).outcome, 'already');
    const docs = await docsOf(id);
    assert.deepEqual(docs.map((d) => d.kind).sort(), ['invoice', 'receipt']);
    const receipt = docs.find((d) => d.kind === 'receipt')!;
    assert.equal(receipt.totalKobo, 15_000_000);
    assert.equal(receipt.netKobo + receipt.vatKobo, 15_000_000);
    const mails = t.sent.filter((m) => m.subject.includes(receipt.number));
    assert.equal(mails.length, 1);
    assert.equal(mails[0]!.to, client.email);
    assert.deepEqual(mails[0]!.attachments?.map((a) => a.filename).sort(), docs.map((d) => `${d.number}.pdf`).sort());

    const row = await retainerOf(id);
    assert.equal(row.status, 'active');
    assert.equal(row.subscriptionCode, sub.subscription_code);
    assert.equal(row.emailToken, sub.email_token);
    const listed = (await billing()).retainers.find((r: { proposal_id: number }) => r.proposal_id === id);
    assert.equal(listed.status, 'active');
    assert.equal(listed.amount_kobo, 15_000_000);
    assert.equal(listed.next_payment_date, sub.next_payment_date);
    // Subscribed already.
    assert.equal((await call(client, 'POST', `/api/proposals/${id}/subscribe`)).statusCode, 409);
  });

  it('issues each renewal’s documents once, whether charge.success or invoice.update comes first, however often', async () => {
    const id = await acceptedRetainer();
    const { plan_code: plan, sub } = await subscribed(id);
    const before = (await docsOf(id)).length;

    // December: invoice.create, then invoice.update (paid) before charge.success, each twice.
    assert.equal((await deliver(invoiceEvent('invoice.create', { invoiceCode: 'INV_dec', amount: 15_000_000, subscriptionCode: sub.subscription_code, paid: false }))).outcome, 'noted');
    const decUpdate = invoiceEvent('invoice.update', { invoiceCode: 'INV_dec', amount: 15_000_000, subscriptionCode: sub.subscription_code, reference: 'ps_renewal_dec', paidAt: '2026-12-21T07:00:00.000Z' });
    const decCharge = chargeSuccessEvent({ reference: 'ps_renewal_dec', amount: 15_000_000, planCode: plan, paidAt: '2026-12-21T07:00:00.000Z' });
    assert.equal((await deliver(decUpdate)).outcome, 'delivered');
    assert.equal((await deliver(decCharge)).outcome, 'already');
    assert.equal((await deliver(decUpdate)).outcome, 'already');
    // January: charge.success first.
    const janCharge = chargeSuccessEvent({ reference: 'ps_renewal_jan', amount: 15_000_000, planCode: plan, paidAt: '2027-01-21T07:00:00.000Z' });
    const janUpdate = invoiceEvent('invoice.update', { invoiceCode: 'INV_jan', amount: 15_000_000, subscriptionCode: sub.subscription_code, reference: 'ps_renewal_jan', paidAt: '2027-01-21T07:00:00.000Z', nextPaymentDate: '2027-02-21T07:00:00.000Z' });
    assert.equal((await deliver(janCharge)).outcome, 'delivered');
    assert.equal((await deliver(janUpdate)).outcome, 'already');
    assert.equal((await deliver(janCharge)).outcome, 'already');

    const docs = await docsOf(id);
    assert.equal(docs.length - before, 4, 'one invoice and one receipt per renewal');
    const months = await t.db.select().from(payments).where(and(eq(payments.retainerId, (await retainerOf(id)).id), eq(payments.status, 'paid')));
    assert.deepEqual(months.map((p) => p.reference).sort(), ['ps_renewal_dec', 'ps_renewal_jan', months.find((p) => p.reference.startsWith('tms-'))!.reference].sort());
    assert.equal(months.find((p) => p.reference === 'ps_renewal_jan')!.providerInvoiceCode, 'INV_jan');
    // Numbers stay gapless: every invoice number of the year is there once.
    const numbers = (await t.db.select({ n: billingDocuments.number }).from(billingDocuments).where(eq(billingDocuments.kind, 'invoice'))).map((r) => r.n);
    assert.equal(new Set(numbers).size, numbers.length);
    const row = await retainerOf(id);
    assert.equal(row.nextPaymentDate?.toISOString(), '2027-02-21T07:00:00.000Z');
    // The client sees each month's payment with its receipt.
    const paid = (await billing()).payments.filter((p: { reference: string }) => p.reference.startsWith('ps_renewal_'));
    assert.equal(paid.length, 2);
    assert.ok(paid.every((p: { receipt_number: string | null }) => p.receipt_number));
    // A charge for another amount is recorded nowhere.
    assert.equal((await deliver(chargeSuccessEvent({ reference: 'ps_renewal_odd', amount: 1_000, planCode: plan }))).outcome, 'mismatch');
  });

  it('refuses an event with a bad signature and changes nothing', async () => {
    const id = await acceptedRetainer();
    const answer = (await call(client, 'POST', `/api/proposals/${id}/subscribe`)).json();
    const charge = chargeSuccessEvent({ reference: answer.reference, amount: answer.amount, planCode: answer.plan_code });
    assert.equal((await deliver(charge, signPaystack(charge, 'sk_test_someone_else'))).status, 401);
    assert.equal((await deliver(charge, 'abc')).status, 401);
    assert.equal((await docsOf(id)).length, 0);
    assert.equal((await retainerOf(id)).status, 'pending');
  });

  it('shows a failed renewal to the client and staff, and clears it when a retry is paid; an old failure is ignored', async () => {
    const id = await acceptedRetainer();
    const { sub } = await subscribed(id);
    const failed = invoiceEvent('invoice.payment_failed', { invoiceCode: 'INV_fail', amount: 15_000_000, subscriptionCode: sub.subscription_code, paid: false, gatewayResponse: 'Insufficient Funds' });
    assert.equal((await deliver(failed)).outcome, 'attention');
    assert.equal((await deliver(failed)).outcome, 'attention');
    const mine = (await billing()).retainers.find((r: { proposal_id: number }) => r.proposal_id === id);
    assert.equal(mine.status, 'attention');
    assert.match(mine.last_failure, /Insufficient Funds/);
    const office = (await call(staff, 'GET', '/api/office/billing')).json();
    const theirs = office.retainers.find((r: { proposal_id: number }) => r.proposal_id === id);
    assert.equal(theirs.status, 'attention');
    assert.equal(theirs.client.email, client.email);
    assert.equal(t.sent.filter((m) => m.to === client.email && m.subject === 'Your monthly payment did not go through').length, 1, 'told once');

    // The client can change the card on Paystack's page.
    const link = await call(client, 'POST', `/api/retainers/${(await retainerOf(id)).id}/card-link`);
    assert.equal(link.statusCode, 200, link.body);
    assert.equal(link.json().link, `https://paystack.com/manage/subscriptions/${sub.subscription_code}?subscription_token=${sub.email_token}`);
    assert.equal((await call(other, 'POST', `/api/retainers/${(await retainerOf(id)).id}/card-link`)).statusCode, 404);

    // Paystack retries and the card goes through: active again, the failure resolved.
    const paid = invoiceEvent('invoice.update', { invoiceCode: 'INV_fail', amount: 15_000_000, subscriptionCode: sub.subscription_code, reference: 'ps_retry', paidAt: '2026-12-23T07:00:00.000Z' });
    assert.equal((await deliver(paid)).outcome, 'delivered');
    let row = await retainerOf(id);
    assert.equal(row.status, 'active');
    assert.equal(row.lastFailure, null);
    // The failure delivered again late changes nothing: its invoice was paid.
    assert.equal((await deliver(failed)).outcome, 'already');
    row = await retainerOf(id);
    assert.equal(row.status, 'active');
  });

  it('cancels through Paystack’s disable with the code and email token: non-renewing, then cancelled', async () => {
    const id = await acceptedRetainer();
    const { sub } = await subscribed(id);
    const retainerId = (await retainerOf(id)).id;
    assert.equal((await call(other, 'POST', `/api/retainers/${retainerId}/cancel`)).statusCode, 404);
    const res = await call(client, 'POST', `/api/retainers/${retainerId}/cancel`);
    assert.equal(res.statusCode, 200, res.body);
    assert.equal(res.json().status, 'non_renewing');
    assert.equal(res.json().next_payment_date, sub.next_payment_date, 'it runs to the end of the paid month');
    assert.deepEqual(paystack.disabled, [sub.subscription_code]);
    // Twice: nothing more is asked of Paystack.
    assert.equal((await call(client, 'POST', `/api/retainers/${retainerId}/cancel`)).json().status, 'non_renewing');
    assert.equal(paystack.disabled.length, 1);

    // Paystack's events, out of order: disable (the month ended) before not_renew; a cancelled one never moves back.
    assert.equal((await deliver(subscriptionEvent('subscription.disable', sub))).outcome, 'cancelled');
    assert.equal((await deliver(subscriptionEvent('subscription.not_renew', sub))).outcome, 'already');
    assert.equal((await deliver(subscriptionEvent('subscription.disable', sub))).outcome, 'already');
    const mine = (await billing()).retainers.find((r: { proposal_id: number }) => r.proposal_id === id);
    assert.equal(mine.status, 'cancelled');
    assert.equal(mine.next_payment_date, null);
  });

  it('stops the subscription Paystack makes for a retainer cancelled while its first payment was under way', async () => {
    const id = await acceptedRetainer('cm');
    const answer = (await call(client, 'POST', `/api/proposals/${id}/subscribe`)).json();
    const retainerId = (await retainerOf(id)).id;
    assert.equal((await call(client, 'POST', `/api/retainers/${retainerId}/cancel`)).json().status, 'cancelled');
    // The money arrived anyway: it is recorded with its documents (staff can refund it), and nothing renews.
    assert.equal((await deliver(chargeSuccessEvent({ reference: answer.reference, amount: answer.amount, planCode: answer.plan_code }))).outcome, 'delivered');
    const sub = paystack.subscribe(answer.plan_code);
    assert.equal((await deliver(sub.event)).outcome, 'disabled');
    assert.ok(paystack.disabled.includes(sub.subscription_code));
    assert.equal((await retainerOf(id)).status, 'cancelled');
  });

  it('moves a retainer cancelled at Paystack (not_renew, then disable) and ignores an unknown subscription', async () => {
    const id = await acceptedRetainer('adc');
    const { sub } = await subscribed(id);
    assert.equal((await deliver(subscriptionEvent('subscription.not_renew', sub))).outcome, 'non_renewing');
    assert.equal((await retainerOf(id)).status, 'non_renewing');
    assert.equal((await deliver(subscriptionEvent('subscription.disable', sub))).outcome, 'cancelled');
    assert.equal((await retainerOf(id)).status, 'cancelled');
    const unknown = subscriptionEvent('subscription.disable', { ...sub, subscription_code: 'SUB_nobody', plan_code: 'PLN_nobody' });
    assert.equal((await deliver(unknown)).outcome, 'unknown-subscription');
  });
});

describe('retainers in the sandbox (no Paystack)', () => {
  let t: TestApi;
  before(async () => {
    t = await startTestApi({ PAYMENTS_SANDBOX: true });
  });
  after(() => t.close());

  const call = (user: TestUser, method: string, url: string, payload?: unknown) => t.app.inject({ method: method as 'GET', url, headers: user.headers, payload: payload as object });
  /** A client, staff, and a retainer proposal for `service` the client has accepted; answers its id. */
  async function acceptedRetainer(service: string, subject: string) {
    const client = await createTestUser(t.db, t.config);
    const staff = await createTestUser(t.db, t.config, { role: 'staff' });
    const [request] = await t.db.insert(serviceRequests).values({ userId: client.id, service, subject }).returning();
    const id = (await call(staff, 'POST', `/api/office/requests/${request!.id}/proposals`, retainerDraft)).json().id as number;
    await call(staff, 'POST', `/api/office/proposals/${id}/send`);
    await call(client, 'POST', `/api/proposals/${id}/accept`, { full_name: 'Ada Obi' });
    return { client, staff, id };
  }
  /** The retainer subscribed to and its first month paid in the sandbox. */
  async function runningRetainer(service: string, subject: string) {
    const made = await acceptedRetainer(service, subject);
    const answer = (await call(made.client, 'POST', `/api/proposals/${made.id}/subscribe`)).json();
    const retainer = (await call(made.client, 'POST', '/api/retainers/sandbox/complete', { reference: answer.reference })).json();
    return { ...made, retainer };
  }

  it('subscribes, pays the first month through the sandbox once, and cancels at once', async () => {
    const { client, id } = await acceptedRetainer('cm', 'Blog posts');
    const answer = (await call(client, 'POST', `/api/proposals/${id}/subscribe`)).json();
    assert.equal(answer.sandbox, true);
    assert.equal(answer.authorization_url, null);
    const done = await call(client, 'POST', '/api/retainers/sandbox/complete', { reference: answer.reference });
    assert.equal(done.statusCode, 200, done.body);
    assert.equal(done.json().status, 'active');
    assert.ok(done.json().next_payment_date);
    await call(client, 'POST', '/api/retainers/sandbox/complete', { reference: answer.reference });
    const docs = await t.db.select().from(billingDocuments).where(eq(billingDocuments.proposalId, id));
    assert.equal(docs.length, 2);
    const cancelled = await call(client, 'POST', `/api/retainers/${done.json().id}/cancel`);
    assert.equal(cancelled.json().status, 'cancelled');
  });

  it('does not erase an account whose retainer still charges it: the request waits for a person, who stops it first', async () => {
    const { client, staff, id, retainer } = await runningRetainer('seo', 'Monthly SEO');
    assert.equal(retainer.status, 'active');

    const erase = await call(client, 'POST', '/api/me/erase', { password: client.password });
    assert.equal(erase.statusCode, 200, erase.body);
    assert.equal(erase.json().status, 'queued');
    assert.equal(erase.json().reason, 'Your monthly retainer is still running: cancel it on your billing page first.');
    const statusOf = async () => (await t.db.select().from(retainers).where(eq(retainers.proposalId, id))).map((r) => r.status);
    assert.deepEqual(await statusOf(), ['active'], 'nothing changed yet');
    // The office marks it done: the retainer is stopped before the account goes.
    const done = await call(staff, 'POST', `/api/office/data-requests/${erase.json().request.id}/done`, { outcome: 'Retainer stopped, account erased.' });
    assert.equal(done.statusCode, 200, done.body);
    assert.deepEqual(await statusOf(), ['cancelled']);
  });

  it('staff stop a client’s retainer from the office, audited; a client cannot', async () => {
    const { client, staff, retainer } = await runningRetainer('adc', 'Monthly ads');
    assert.equal((await call(client, 'POST', `/api/office/retainers/${retainer.id}/cancel`)).statusCode, 403);
    assert.equal((await call(staff, 'POST', '/api/office/retainers/999999/cancel')).statusCode, 404);
    const stopped = await call(staff, 'POST', `/api/office/retainers/${retainer.id}/cancel`);
    assert.equal(stopped.statusCode, 200, stopped.body);
    assert.equal(stopped.json().status, 'cancelled');
    const office = (await call(staff, 'GET', '/api/office/billing')).json();
    assert.equal(office.retainers.find((r: { id: number }) => r.id === retainer.id).status, 'cancelled');
    const audit = (await call(staff, 'GET', '/api/office/audit')).json() as { action: string; target: string }[];
    assert.ok(audit.some((a) => a.action === 'retainer.cancel' && a.target === `retainer ${retainer.id}`));
  });
});
