import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe';
import { watchForErrors } from '../support/console';
import { fitsWithoutSideScroll, mailFor, personPage } from '../support/journey';
import type { Mail } from '../support/outbox';
import { type Running, startSeededSite } from '../support/processes';
import { DEMO, DEMO_STAFF, signInAs as signIn } from '../support/session';
import { topologyPort } from '../support/topology';

/**
 * Issue 25's journey across the remotes, on a site of its own (its own database and outbox, SITE_URL pointing at
 * itself so the mailed links open here): staff write a proposal with a 40% deposit and two milestones in the office
 * → the client accepts it on a phone (360 px) from the emailed link → pays the deposit in the sandbox → the invoice
 * and the receipt arrive by email with A4 PDFs that add up → staff move the project to the milestone's stage → the
 * milestone falls due and is paid together with another request (the two-item discount) → staff refund part of that
 * payment → /billing shows every document, and the totals reconcile to the kobo.
 *
 * The proposal: one line item of ₦2,000,000 + VAT 7.5% = ₦2,150,000; deposit 40% ₦860,000, then 30% (₦645,000) at
 * Design and 30% at Build. The other request is the demo client's SEO audit, quoted ₦150,000.
 */
const PORT = topologyPort(11);
const SUBJECT = 'Product launch video';
const OTHER = 'SEO audit and keyword plan';

let site: Running & { dataDir: string };


const pdfDir = mkdtempSync(path.join(tmpdir(), 'billing-journey-'));
/** An attached PDF, read as poppler reads it: its page size and its text. */
function readPdf(mail: Mail): { info: string; text: string } {
  const pdf = mail.attachments?.find((a) => a.contentType === 'application/pdf');
  expect(pdf, `a PDF attached to "${mail.subject}"`).toBeTruthy();
  const file = path.join(pdfDir, pdf!.filename);
  writeFileSync(file, Buffer.from(pdf!.content, pdf!.encoding === 'base64' || !pdf!.encoding ? 'base64' : 'utf8'));
  return { info: execFileSync('pdfinfo', [file], { encoding: 'utf8' }), text: execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' }) };
}
/** 'Total paid   NGN 860,000.00' → 86000000 (kobo). */
function koboOf(text: string, label: string): number {
  const match = new RegExp(`${label.replace(/[()%.]/g, (c) => `\\${c}`)}\\s+(-?)NGN ([\\d,]+)\\.(\\d\\d)`).exec(text);
  expect(match, `a "${label}" amount in:\n${text}`).toBeTruthy();
  return (match![1] ? -1 : 1) * (Number(match![2]!.replace(/,/g, '')) * 100 + Number(match![3]));
}



type Billing = {
  documents: { number: string; kind: string; net_kobo: number; vat_kobo: number; total_kobo: number; request_id: number | null; payment_reference: string | null; description: string }[];
  payments: { reference: string; amount_kobo: number; refunded_kobo: number; receipt_number: string | null; status: string }[];
  refunds: { payment_reference: string; amount_kobo: number; status: string; credit_note_number: string | null }[];
  due: { amount_kobo: number; label: string }[];
  outstanding_kobo: number;
};

async function billingOf(page: Page): Promise<Billing> {
  const token = await page.evaluate(() => JSON.parse(localStorage.getItem('userInfo') ?? 'null')?.token as string);
  const answer = await page.request.get('/api/billing', { headers: { authorization: `Bearer ${token}` } });
  expect(answer.status()).toBe(200);
  return (await answer.json()) as Billing;
}

test.describe('billing, the whole journey (issue 25)', { tag: ['@journey', '@local'] }, () => {
  test.beforeAll(async () => {
    test.setTimeout(120_000);
    site = await startSeededSite(PORT, 'billing-journey');
  });
  test.afterAll(async () => {
    await site?.stop();
  });

  test('staff propose a deposit and two milestones; the client accepts on a phone, pays, is refunded in part, and /billing reconciles', async ({ browser }, testInfo) => {
    test.setTimeout(300_000);
    const staff = await personPage(browser, site.url, { width: 1280 });
    const client = await personPage(browser, site.url, { width: 360, phone: true });
    const staffErrors = watchForErrors(staff);
    const clientErrors = watchForErrors(client);

    // Office: staff write the proposal for the client's pending request, preview it and send it.
    await signIn(staff, DEMO_STAFF, '/office/requests');
    const row = staff.getByRole('row').filter({ hasText: SUBJECT });
    await row.getByRole('link', { name: /^Proposal for request #\d+$/ }).click();
    await staff.getByRole('button', { name: 'Write a proposal' }).click();
    const form = staff.getByRole('form');
    await form.getByLabel('Title', { exact: true }).fill(SUBJECT);
    await form.getByLabel('Scope', { exact: true }).fill('A 60-second launch film and three cut-downs for Instagram and TikTok.');
    await form.getByLabel('Deliverables', { exact: true }).fill('Launch film (60 s)\nThree cut-downs (15 s)');
    await form.getByLabel('Item 1: description').fill('Launch film and cut-downs');
    await form.getByLabel('Item 1: quantity').fill('1');
    await form.getByLabel('Item 1: unit price (₦)').fill('2,000,000');
    await form.getByRole('button', { name: 'Add a milestone' }).click();
    await form.getByRole('button', { name: 'Add a milestone' }).click();
    await form.getByLabel('Deposit (%)').fill('40');
    await form.getByLabel('Milestone 1: stage').selectOption('Design');
    await form.getByLabel('Milestone 1: percent of the total').fill('30');
    await form.getByLabel('Milestone 2: stage').selectOption('Build');
    await form.getByLabel('Milestone 2: percent of the total').fill('30');
    const preview = staff.getByRole('region', { name: 'Preview (as the client will see it)' });
    await expect(preview.getByRole('row', { name: 'Total ₦2,150,000' })).toBeVisible();
    await expect(preview.getByRole('row', { name: 'Deposit (40%) On acceptance ₦860,000' })).toBeVisible();
    await expect(preview.getByRole('row', { name: 'Milestone: Design (30%) When the project reaches Design ₦645,000' })).toBeVisible();
    await expectNoAxeViolations(staff);
    await form.getByRole('button', { name: 'Send to the client' }).click();
    await staff.getByRole('button', { name: 'Send to the client' }).click();
    await expect(staff.getByText('Sent: the client has an email with the link.')).toBeVisible();

    // Portal, on a phone: the client opens the emailed link, reads the proposal and accepts it by typing their name.
    const proposalMail = await mailFor(site.dataDir, DEMO.email, new RegExp(`^Your proposal for request #\\d+: ${SUBJECT}$`));
    const link = new URL(proposalMail.text.match(/https?:\/\/\S+\/proposal\/\d+/)![0]).pathname;
    await signIn(client, DEMO, link);
    const document = client.getByRole('article', { name: SUBJECT });
    await expect(document.getByRole('row', { name: 'Total ₦2,150,000' })).toBeVisible();
    await fitsWithoutSideScroll(client, 'the proposal at 360 px');
    await expectNoAxeViolations(client);
    await client.getByLabel('Type your full name to accept').fill('Adaeze Okafor');
    await client.getByRole('button', { name: 'Accept proposal' }).click();
    await expect(client.getByText(/^Accepted by Adaeze Okafor on /)).toBeVisible();

    // The deposit is what is due now: the client pays it through the sandbox checkout.
    await client.getByRole('link', { name: 'Go to your requests to pay' }).click();
    await expect(client).toHaveURL(/\/made-requests$/);
    await client.getByRole('button', { name: `₦860,000 cart: ${SUBJECT}` }).click();
    await client.getByRole('region', { name: 'Check out' }).getByRole('link', { name: 'Proceed to payment' }).click();
    // The Requests page's Check out panel shows a cart total too: the address says which page this is.
    await expect(client).toHaveURL(/\/order-summary$/);
    await expect(client.getByTestId('cart-total')).toHaveText('₦860,000');
    await client.getByRole('button', { name: 'Pay now' }).click();
    await client.getByRole('dialog', { name: 'Test checkout' }).getByRole('button', { name: 'Pay ₦860,000' }).click();
    await expect(client.getByText('Payment was successful. Your dashboard will be updated.')).toBeVisible();

    // The deposit's invoice (issued on acceptance) and its receipt arrive by email, each with an A4 PDF that adds up.
    const afterDeposit = await billingOf(client);
    const depositInvoice = afterDeposit.documents.find((d) => d.kind === 'invoice' && d.total_kobo === 86_000_000 && /Deposit/.test(d.description));
    const depositPayment = afterDeposit.payments.find((p) => p.amount_kobo === 86_000_000);
    expect(depositInvoice, 'the deposit invoice').toBeTruthy();
    expect(depositPayment?.receipt_number, 'the deposit receipt').toMatch(/^RCT-\d{4}-\d{4}$/);
    for (const [number, total] of [
      [depositInvoice!.number, 'Total due'],
      [depositPayment!.receipt_number!, 'Total paid'],
    ] as const) {
      const mail = await mailFor(site.dataDir, DEMO.email, new RegExp(number));
      const { info, text } = readPdf(mail);
      expect(info).toMatch(/Page size:\s+595\.\d+ x 841\.\d+ pts \(A4\)/);
      expect(text).toContain(number);
      expect(koboOf(text, 'Net') + koboOf(text, 'VAT (7.5%)'), `${number}: net + VAT`).toBe(koboOf(text, total));
      expect(koboOf(text, total)).toBe(86_000_000);
    }

    // Office: the project (started by the acceptance) reaches Design, so the Design milestone falls due.
    await staff.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'Projects' }).click();
    const project = staff.getByRole('article').filter({ hasText: SUBJECT });
    await project.getByLabel('Move to stage').selectOption('Design');
    await project.getByRole('button', { name: 'Move', exact: true }).click();
    await expect(project.getByText('The project is now at Design.', { exact: true })).toBeVisible();

    // The client pays the milestone together with the quoted SEO audit: two items, the multi-item discount.
    await client.goto('/made-requests');
    await client.getByRole('button', { name: `₦645,000 cart: ${SUBJECT}` }).click();
    await client.getByRole('button', { name: `₦150,000 cart: ${OTHER}` }).click();
    const checkout = client.getByRole('region', { name: 'Check out' });
    await expect(checkout.getByText('Discount applied')).toBeVisible();
    // ₦645,000 + ₦150,000 = ₦795,000, less 5% for two items.
    await expect(checkout.getByTestId('cart-total')).toHaveText('₦755,250');
    await fitsWithoutSideScroll(client, 'the requests at 360 px');
    await checkout.getByRole('link', { name: 'Proceed to payment' }).click();
    await expect(client).toHaveURL(/\/order-summary$/);
    await client.getByRole('button', { name: 'Pay now' }).click();
    await client.getByRole('dialog', { name: 'Test checkout' }).getByRole('button', { name: 'Pay ₦755,250' }).click();
    await expect(client.getByText('Payment was successful. Your dashboard will be updated.')).toBeVisible();
    const afterMilestone = await billingOf(client);
    const second = afterMilestone.payments.find((p) => p.amount_kobo === 75_525_000)!;
    expect(second.receipt_number).toMatch(/^RCT-/);

    // Office: staff refund ₦100,000 of that payment, with a reason, after confirming in the dialog.
    await staff.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'Payments' }).click();
    await staff.getByRole('button', { name: `Refund payment ${second.reference}` }).click();
    const dialog = staff.getByRole('dialog', { name: 'Refund payment' });
    await dialog.getByLabel('Amount to refund (₦)').fill('100000');
    await dialog.getByLabel('Reason').fill('One cut-down dropped at the client’s request');
    await expectNoAxeViolations(staff);
    await dialog.getByRole('button', { name: 'Refund ₦100,000' }).click();
    await expect(dialog.getByText('Refund requested: Paystack will confirm it (pending, then processed).')).toBeVisible();

    // /billing: every document of the journey, and the figures reconcile to the kobo.
    await client.goto('/billing');
    await expect(client.getByRole('heading', { level: 1, name: 'Billing' })).toBeVisible();
    const bill = await billingOf(client);
    const refund = bill.refunds.find((r) => r.payment_reference === second.reference)!;
    expect(refund).toMatchObject({ amount_kobo: 10_000_000, status: 'processed' });
    expect(refund.credit_note_number).toMatch(/^CRN-\d{4}-\d{4}$/);
    const mine = [depositInvoice!.number, depositPayment!.receipt_number!, second.receipt_number!, refund.credit_note_number!];
    const milestoneInvoice = bill.documents.find((d) => d.kind === 'invoice' && d.total_kobo === 64_500_000 && /Design/.test(d.description));
    const seoInvoice = bill.documents.find((d) => d.kind === 'invoice' && d.total_kobo === 15_000_000 && d.description.includes(OTHER));
    expect(milestoneInvoice, 'the Design milestone invoice').toBeTruthy();
    expect(seoInvoice, "the SEO audit's invoice, issued as it was paid").toBeTruthy();
    mine.push(milestoneInvoice!.number, seoInvoice!.number);
    for (const number of mine) await expect(client.getByRole('main'), `${number} on /billing`).toContainText(number);
    for (const doc of bill.documents) expect(doc.net_kobo + doc.vat_kobo, `${doc.number}: net + VAT = total`).toBe(doc.total_kobo);
    // Receipts are what was paid; credit notes what was given back; the payments list says the same.
    const ofKind = (kind: string) => bill.documents.filter((d) => d.kind === kind).reduce((sum, d) => sum + d.total_kobo, 0);
    const paid = bill.payments.reduce((sum, p) => sum + p.amount_kobo, 0);
    const refunded = bill.payments.reduce((sum, p) => sum + p.refunded_kobo, 0);
    expect(ofKind('receipt')).toBe(paid);
    expect(ofKind('credit_note')).toBe(refunded);
    expect(refunded).toBe(bill.refunds.filter((r) => r.status === 'processed').reduce((sum, r) => sum + r.amount_kobo, 0));
    expect(afterMilestone.payments.find((p) => p.reference === second.reference)!.amount_kobo - 10_000_000).toBe(65_525_000);
    // Nothing of this proposal is due until Build; what is outstanding is the sum of what is due.
    expect(bill.due.some((d) => d.label.includes('Build'))).toBe(false);
    expect(bill.outstanding_kobo).toBe(bill.due.reduce((sum, d) => sum + d.amount_kobo, 0));
    await fitsWithoutSideScroll(client, '/billing at 360 px');
    await expectNoAxeViolations(client);
    await client.screenshot({ path: testInfo.outputPath('billing-360.png'), fullPage: true });

    expect(clientErrors).toEqual([]);
    expect(staffErrors).toEqual([]);
    await staff.context().close();
    await client.context().close();
  });
});
