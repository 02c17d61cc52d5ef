import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { cartTotalKobo } from '@agency/contracts/cart-discount';
import { eq } from 'drizzle-orm';
import { instalments, payments, serviceRequests } from '../db/schema';
import { createTestUser, type TestUser } from '../testing/fixtures';
import { startTestApi, type TestApi } from '../testing/test-api';
import { issueDocument } from './documents';

// Issue 25's billing, end to end through the API (sandbox payments): proposals, due-now amounts, documents.

const dir = mkdtempSync(join(tmpdir(), 'billing-test-'));
function pdfText(bytes: Buffer, name: string): { info: string; text: string } {
  const file = join(dir, `${name}.pdf`);
  writeFileSync(file, bytes);
  return { info: execFileSync('pdfinfo', [file]).toString(), text: execFileSync('pdftotext', ['-layout', file, '-']).toString() };
}
/** 'NGN 1,234.56' → 123456. */
const koboOf = (text: string, label: string) => {
  const match = new RegExp(`${label.replace(/[()%.]/g, (c) => `\\${c}`)}\\s+(-?)NGN ([\\d,]+)\\.(\\d\\d)`).exec(text);
  assert.ok(match, `no "${label}" amount in:\n${text}`);
  return (match[1] ? -1 : 1) * (Number(match[2]!.replace(/,/g, '')) * 100 + Number(match[3]));
};

const draft = {
  title: 'Mobile app',
  scope: 'An Android and iOS app for ordering.',
  deliverables: ['Designs', 'The app in both stores'],
  line_items: [
    { description: 'Design', quantity: 1, unit_price_kobo: 50_000_000 },
    { description: 'Development', quantity: 4, unit_price_kobo: 50_000_001 },
  ],
  valid_until: '2099-12-31',
  stages: ['Discovery', 'Design', 'Build'],
  plan: { kind: 'deposit', deposit_percent: 40, milestones: [{ stage: 'Design', percent: 30 }, { stage: 'Build', percent: 30 }] },
};

describe('billing: proposals, what is due now, documents', () => {
  let t: TestApi;
  let client: TestUser;
  let other: TestUser;
  let staff: TestUser;
  let appRequest: number;
  let quoteRequest: number;
  before(async () => {
    t = await startTestApi();
    client = await createTestUser(t.db, t.config, { firstName: 'Ada' });
    other = await createTestUser(t.db, t.config);
    staff = await createTestUser(t.db, t.config, { role: 'staff' });
    const rows = await t.db
      .insert(serviceRequests)
      .values([
        { userId: client.id, service: 'app', subject: 'Ordering app' },
        { userId: client.id, service: 'logo', subject: 'A logo', price: 100_000, status: 'Quoted' },
      ])
      .returning({ id: serviceRequests.id });
    appRequest = rows[0]!.id;
    quoteRequest = rows[1]!.id;
  });
  after(() => t.close());

  const call = (user: TestUser, method: string, url: string, payload?: unknown) =>
    t.app.inject({ method: method as 'GET', url, headers: { ...user.headers, 'user-agent': 'BillingTest/1.0' }, payload: payload as object });

  it('runs a proposal from draft through versions to a signed acceptance that starts the project and invoices the deposit', async () => {
    const made = await call(staff, 'POST', `/api/office/requests/${appRequest}/proposals`, draft);
    assert.equal(made.statusCode, 200, made.body);
    const v1 = made.json();
    // Net 250,000,004 kobo; VAT 7.5% rounded to the kobo; the plan adds up to the total.
    assert.equal(v1.net_kobo, 250_000_004);
    assert.equal(v1.vat_kobo, Math.round(250_000_004 * 0.075));
    assert.equal(v1.total_kobo, v1.net_kobo + v1.vat_kobo);
    assert.equal(v1.instalments.reduce((s: number, i: { amount_kobo: number }) => s + i.amount_kobo, 0), v1.total_kobo);
    // A draft is not the client's to see; another client never sees it either.
    assert.equal((await call(client, 'GET', `/api/proposals/${v1.id}`)).statusCode, 404);
    assert.equal((await call(staff, 'PUT', `/api/office/proposals/${v1.id}`, { ...draft, title: 'Ordering app' })).statusCode, 200);
    const bad = await call(staff, 'PUT', `/api/office/proposals/${v1.id}`, { ...draft, plan: { ...draft.plan, deposit_percent: 50 } });
    assert.equal(bad.statusCode, 400, 'percentages must add up to 100');

    const sent = await call(staff, 'POST', `/api/office/proposals/${v1.id}/send`);
    assert.equal(sent.statusCode, 200, sent.body);
    const mail = t.sent.find((m) => m.to === client.email && m.subject.startsWith('Your proposal'));
    assert.ok(mail?.text.includes(`/proposal/${v1.id}`), 'the email links to the proposal page');
    assert.equal((await call(staff, 'PUT', `/api/office/proposals/${v1.id}`, draft)).statusCode, 409, 'a sent proposal never changes');
    assert.equal((await call(other, 'GET', `/api/proposals/${v1.id}`)).statusCode, 404);
    assert.equal((await call(other, 'POST', `/api/proposals/${v1.id}/accept`, { full_name: 'Mallory' })).statusCode, 404);

    // A change is a new version: sending it supersedes the first, which can no longer be accepted.
    const v2 = (await call(staff, 'POST', `/api/office/proposals/${v1.id}/revise`)).json();
    assert.equal(v2.version, 2);
    assert.equal((await call(staff, 'POST', `/api/office/proposals/${v2.id}/send`)).statusCode, 200);
    const old = (await call(client, 'GET', `/api/proposals/${v1.id}`)).json();
    assert.equal(old.status, 'superseded');
    assert.equal(old.superseded_by, v2.id);
    assert.equal((await call(client, 'POST', `/api/proposals/${v1.id}/accept`, { full_name: 'Ada Obi' })).statusCode, 409);

    const accepted = await call(client, 'POST', `/api/proposals/${v2.id}/accept`, { full_name: 'Ada Obi' });
    assert.equal(accepted.statusCode, 200, accepted.body);
    const p = accepted.json();
    assert.equal(p.status, 'accepted');
    assert.equal(p.acceptance.full_name, 'Ada Obi');
    assert.equal(p.acceptance.user_agent, 'BillingTest/1.0');
    assert.ok(p.acceptance.ip);
    assert.equal(p.acceptance.text_sha256, createHash('sha256').update(p.canonical_text, 'utf8').digest('hex'));
    assert.match(p.canonical_text, /Deposit \(40%\)/);
    assert.deepEqual(p.instalments.map((i: { status: string }) => i.status), ['due', 'scheduled', 'scheduled']);
    assert.match(p.instalments[0].invoice_number, /^INV-\d{4}-0001$/);
    assert.equal((await call(client, 'POST', `/api/proposals/${v2.id}/accept`, { full_name: 'Ada Obi' })).statusCode, 409, 'accepted once');
    const invoiceMail = t.sent.find((m) => m.to === client.email && m.subject.includes(p.instalments[0].invoice_number));
    assert.equal(invoiceMail?.attachments?.[0]?.contentType, 'application/pdf');

    const dashboard = (await call(client, 'GET', '/api/dashboard/-1')).json();
    assert.equal(dashboard.project.list_stages, 'Discovery,Design,Build', 'accepting started the project with its stages');
    const list = (await call(client, 'GET', '/api/requests')).json() as { id: number; due_kobo: number; due_label: string; proposal_id: number }[];
    const app = list.find((r) => r.id === appRequest)!;
    assert.equal(app.due_kobo, p.instalments[0].amount_kobo);
    assert.equal(app.due_label, 'Deposit (40%)');
    assert.equal(app.proposal_id, v2.id);
  });

  it('charges what is due now, with the cart discount, marks the instalment paid and issues a receipt; the next milestone falls due at its stage', async () => {
    const [deposit] = await t.db.select().from(instalments).where(eq(instalments.status, 'due'));
    await call(client, 'PUT', '/api/me/billing_details', { business_name: 'Obi Foods Ltd', address: '1 Allen Avenue, Ikeja', tin: '12345678-0001' });
    const intent = await call(client, 'POST', '/api/payment_intent', { datas: [{ id: appRequest }, { id: quoteRequest }] });
    assert.equal(intent.statusCode, 200, intent.body);
    const expected = cartTotalKobo([deposit!.amountKobo, 100_000 * 100]).total;
    assert.equal(intent.json().amount, expected, 'the deposit and the quote, less the two-item discount');
    const paid = await call(client, 'POST', '/api/payments/sandbox/complete', { reference: intent.json().reference, datas: [{ id: appRequest }, { id: quoteRequest }] });
    assert.equal(paid.statusCode, 200, paid.body);

    const list = (await call(client, 'GET', '/api/requests')).json() as { id: number; price: string; due_kobo: number }[];
    assert.equal(list.find((r) => r.id === appRequest)!.due_kobo, 0, 'the deposit is paid, nothing else is due yet');
    assert.notEqual(list.find((r) => r.id === appRequest)!.price, 'paid', 'only the deposit was paid, not the whole request');
    assert.equal(list.find((r) => r.id === quoteRequest)!.price, 'paid');

    const bill = (await call(client, 'GET', '/api/billing')).json();
    assert.equal(bill.payments.length, 1);
    assert.equal(bill.payments[0].method, 'card', 'the sandbox records the way to pay chosen (card by default)');
    assert.equal(bill.payments[0].amount_kobo, expected);
    const receipt = bill.documents.find((d: { kind: string }) => d.kind === 'receipt');
    assert.match(receipt.number, /^RCT-\d{4}-0001$/);
    assert.equal(receipt.total_kobo, expected);
    assert.equal(receipt.net_kobo + receipt.vat_kobo, receipt.total_kobo);
    assert.ok(t.sent.some((m) => m.to === client.email && m.subject.includes(receipt.number) && m.attachments?.some((a) => a.filename === `${receipt.number}.pdf`)));

    // The receipt as a PDF: A4, its number, the client's TIN, net + VAT = total to the kobo.
    const pdf = await call(client, 'GET', receipt.pdf_path);
    assert.equal(pdf.statusCode, 200);
    assert.equal(pdf.headers['content-type'], 'application/pdf');
    const { info, text } = pdfText(pdf.rawPayload, receipt.number);
    assert.match(info, /Page size:\s+595\.\d+ x 841\.\d+ pts \(A4\)/);
    assert.ok(text.includes(receipt.number));
    assert.ok(text.includes('Client TIN: 12345678-0001'));
    assert.ok(text.includes('Obi Foods Ltd'));
    assert.equal(koboOf(text, 'Net') + koboOf(text, 'VAT (7.5%)'), koboOf(text, 'Total paid'));
    assert.equal(koboOf(text, 'Total paid'), expected);
    assert.equal((await call(other, 'GET', receipt.pdf_path)).statusCode, 404, "another client's document reads as missing");
    assert.equal((await call(staff, 'GET', receipt.pdf_path)).statusCode, 200);

    // The office reaches the Design stage: the Design milestone falls due, invoiced.
    const project = (await call(staff, 'GET', '/api/office/projects')).json().find((x: { request_id: number }) => x.request_id === appRequest);
    assert.equal((await call(staff, 'PATCH', `/api/office/projects/${project.id}`, { stage: 'Design' })).statusCode, 200);
    const after = (await call(client, 'GET', '/api/billing')).json();
    assert.equal(after.due.length, 1);
    assert.match(after.due[0].label, /^Milestone: Design/);
    assert.match(after.due[0].invoice_number, /^INV-\d{4}-0003$/, 'INV-1 the deposit, INV-2 the quote as paid, INV-3 the milestone');
    assert.equal(after.outstanding_kobo, after.due[0].amount_kobo);
    const invoice = after.documents.find((d: { number: string }) => d.number === after.due[0].invoice_number);
    const inv = pdfText((await call(client, 'GET', invoice.pdf_path)).rawPayload, invoice.number);
    assert.equal(koboOf(inv.text, 'Net') + koboOf(inv.text, 'VAT (7.5%)'), koboOf(inv.text, 'Total due'));
    assert.equal(koboOf(inv.text, 'Total due'), after.due[0].amount_kobo);

    const office = (await call(staff, 'GET', '/api/office/billing')).json();
    assert.equal(office.outstanding_kobo, after.due[0].amount_kobo);
    assert.equal(office.clients.find((c: { user_id: number }) => c.user_id === client.id).paid_kobo, expected);
    assert.equal((await call(client, 'GET', '/api/office/billing')).statusCode, 403);
  });

  it('numbers documents without gaps or repeats under 50 concurrent issues, some rolled back', async () => {
    const issued: string[] = [];
    await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        t.db
          .transaction(async (tx) => {
            const doc = await issueDocument(tx, { kind: 'credit_note', userId: client.id, title: 't', description: 't', lines: [], netKobo: 100, vatKobo: 0, totalKobo: 100, vatRateBp: null });
            if (i % 10 === 9) throw new Error('rolled back');
            issued.push(doc.number);
          })
          .catch((error: Error) => assert.equal(error.message, 'rolled back')),
      ),
    );
    const seqs = issued.map((n) => Number(n.split('-')[2])).sort((a, b) => a - b);
    assert.deepEqual(seqs, Array.from({ length: 45 }, (_, i) => i + 1));
  });
});

describe('billing: money that arrives late for a superseded proposal', () => {
  let t: TestApi;
  let client: TestUser;
  let staff: TestUser;
  let requestId: number;
  before(async () => {
    t = await startTestApi();
    client = await createTestUser(t.db, t.config, { firstName: 'Bola' });
    staff = await createTestUser(t.db, t.config, { role: 'staff' });
    [{ id: requestId }] = (await t.db.insert(serviceRequests).values({ userId: client.id, service: 'app', subject: 'Delivery app' }).returning({ id: serviceRequests.id })) as [{ id: number }];
  });
  after(() => t.close());

  const call = (user: TestUser, method: string, url: string, payload?: unknown) =>
    t.app.inject({ method: method as 'GET', url, headers: { ...user.headers, 'user-agent': 'BillingTest/1.0' }, payload: payload as object });

  it("voids the old plan's deposit and its checkout when a new version is accepted; the old checkout's money is refunded, never delivered", async () => {
    const v1 = (await call(staff, 'POST', `/api/office/requests/${requestId}/proposals`, draft)).json();
    assert.equal((await call(staff, 'POST', `/api/office/proposals/${v1.id}/send`)).statusCode, 200);
    const first = (await call(client, 'POST', `/api/proposals/${v1.id}/accept`, { full_name: 'Bola Ade' })).json();
    const oldDeposit = first.instalments[0];
    assert.equal(oldDeposit.status, 'due');
    // The client starts paying the first version's deposit, and leaves the checkout open.
    const intent = await call(client, 'POST', '/api/payment_intent', { datas: [{ id: requestId }] });
    assert.equal(intent.statusCode, 200, intent.body);
    assert.equal(intent.json().amount, oldDeposit.amount_kobo);

    // Staff change the price; the client accepts the new version: the old deposit is void, its checkout too.
    const v2 = (await call(staff, 'POST', `/api/office/proposals/${v1.id}/revise`)).json();
    const cheaper = { ...draft, line_items: [{ description: 'Design and build', quantity: 1, unit_price_kobo: 150_000_000 }] };
    assert.equal((await call(staff, 'PUT', `/api/office/proposals/${v2.id}`, cheaper)).statusCode, 200);
    assert.equal((await call(staff, 'POST', `/api/office/proposals/${v2.id}/send`)).statusCode, 200);
    const second = await call(client, 'POST', `/api/proposals/${v2.id}/accept`, { full_name: 'Bola Ade' });
    assert.equal(second.statusCode, 200, second.body);
    const newDeposit = second.json().instalments[0];
    assert.equal(newDeposit.status, 'due');
    assert.notEqual(newDeposit.amount_kobo, oldDeposit.amount_kobo);
    const [old] = await t.db.select().from(instalments).where(eq(instalments.id, oldDeposit.id));
    assert.equal(old!.status, 'void');
    const [pending] = await t.db.select().from(payments).where(eq(payments.reference, intent.json().reference));
    assert.equal(pending!.status, 'voided');

    // The old checkout's money arrives anyway: nothing is delivered, the client is told it is refunded.
    const late = await call(client, 'POST', '/api/payments/sandbox/complete', { reference: intent.json().reference, datas: [{ id: requestId }] });
    assert.equal(late.statusCode, 409, late.body);
    assert.match(late.json().detail, /changed after this payment was started, so nothing was delivered/);
    const [after] = await t.db.select().from(payments).where(eq(payments.reference, intent.json().reference));
    assert.ok(['refund_due', 'refunded'].includes(after!.status), after!.status);
    const parts = await t.db.select().from(instalments).where(eq(instalments.requestId, requestId));
    assert.ok(parts.every((p) => p.status !== 'paid'), 'no instalment of either version was paid by it');
    const bill = (await call(client, 'GET', '/api/billing')).json();
    assert.equal(bill.documents.filter((d: { kind: string }) => d.kind === 'receipt').length, 0, 'no receipt for money that delivered nothing');
    assert.equal(bill.due.length, 1);
    assert.equal(bill.due[0].amount_kobo, newDeposit.amount_kobo, "the new version's deposit is still what is due");
  });
});

