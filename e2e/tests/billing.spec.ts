import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe';
import { hasDemoSeed, NEEDS_DEMO_SEED } from '../support/environment';
import { DEMO, DEMO_STAFF, endSession, signInAs } from '../support/session';

/**
 * Issue 25, what the demo client's billing shows (read only: the demo seed's accepted proposal with its paid deposit,
 * a milestone due, an open proposal and a partial refund with its credit note). The documents on /billing are the
 * ones the API lists, their PDFs are real A4 documents that add up (read with poppler's pdftotext and pdfinfo), the
 * outstanding figure is what is due, and the new pages are axe-clean without sideways scroll at 360, 768 and 1440 px.
 * Screenshots go to the test's output folder. The whole journey (staff write, client accepts, pays, refund)
 * is billing-journey.spec.ts.
 */

const WIDTHS = [360, 768, 1440] as const;

type Billing = {
  documents: { number: string; kind: string; net_kobo: number; vat_kobo: number; total_kobo: number }[];
  due: { amount_kobo: number }[];
  outstanding_kobo: number;
};

const tokenOf = (page: Page) => page.evaluate(() => JSON.parse(localStorage.getItem('userInfo') ?? 'null')?.token as string);

async function expectFitsAt(page: Page, width: number, name: string) {
  await page.setViewportSize({ width, height: 900 });
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth), { message: `${name} at ${width} px scrolls sideways` }).toBe(0);
  await expectNoAxeViolations(page);
  await page.screenshot({ path: test.info().outputPath(`${name}-${width}.png`), fullPage: true });
}

test.describe('billing (issue 25)', { tag: '@journey' }, () => {
  test.afterEach(endSession);

  test('the client’s /billing lists every document with a PDF that adds up, and what is outstanding', async ({ page }) => {
    test.skip(!hasDemoSeed, NEEDS_DEMO_SEED);
    test.setTimeout(120_000);
    await signInAs(page, DEMO, '/billing');
    await expect(page.getByRole('heading', { level: 1, name: 'Billing' })).toBeVisible();
    const token = await tokenOf(page);
    const answer = await page.request.get('/api/billing', { headers: { authorization: `Bearer ${token}` } });
    expect(answer.status()).toBe(200);
    const bill = (await answer.json()) as Billing;

    const kinds = new Set(bill.documents.map((d) => d.kind));
    expect([...kinds].sort(), 'the demo has an invoice, a receipt and a credit note').toEqual(expect.arrayContaining(['credit_note', 'invoice', 'receipt']));
    for (const doc of bill.documents) {
      await expect(page.getByRole('main'), `${doc.number} on the page`).toContainText(doc.number);
      expect(doc.net_kobo + doc.vat_kobo, `${doc.number}: net + VAT = total`).toBe(doc.total_kobo);
    }
    expect(bill.outstanding_kobo, 'outstanding is what is due now').toBe(bill.due.reduce((sum, d) => sum + d.amount_kobo, 0));
    expect(bill.outstanding_kobo).toBeGreaterThan(0);

    // One document of each kind, as the client downloads it: a real A4 PDF carrying its number.
    const dir = mkdtempSync(path.join(tmpdir(), 'billing-pdf-'));
    for (const kind of ['invoice', 'receipt', 'credit_note']) {
      const doc = bill.documents.find((d) => d.kind === kind)!;
      const pdf = await page.request.get(`/api/billing/documents/${doc.number}`, { headers: { authorization: `Bearer ${token}` } });
      expect(pdf.status(), doc.number).toBe(200);
      expect(pdf.headers()['content-type']).toContain('application/pdf');
      const file = path.join(dir, `${doc.number}.pdf`);
      writeFileSync(file, await pdf.body());
      expect(execFileSync('pdfinfo', [file], { encoding: 'utf8' })).toMatch(/Page size:\s+595\.28 x 841\.89 pts \(A4\)/);
      expect(execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' })).toContain(doc.number);
    }
    // Another person's document is not theirs to read.
    const stranger = await page.request.get(`/api/billing/documents/${bill.documents[0]!.number}`);
    expect(stranger.status()).toBe(401);

    for (const width of WIDTHS) await expectFitsAt(page, width, 'billing');
  });

  test('the open proposal reads as a document the client can accept or decline, at every width', async ({ page }) => {
    test.skip(!hasDemoSeed, NEEDS_DEMO_SEED);
    test.setTimeout(120_000);
    await signInAs(page, DEMO, '/made-requests');
    const link = page.getByRole('link', { name: 'Read the proposal for Loyalty programme web app' });
    await expect(link).toBeVisible();
    await link.click();
    await expect(page).toHaveURL(/\/proposal\/\d+$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Proposal' })).toBeVisible();
    await expect(page.getByLabel('Type your full name to accept')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Accept proposal' })).toBeVisible();
    for (const width of WIDTHS) await expectFitsAt(page, width, 'proposal');
  });

  test('the office’s billing view fits every width and is axe-clean', async ({ page }) => {
    test.skip(!hasDemoSeed, NEEDS_DEMO_SEED);
    test.setTimeout(120_000);
    await signInAs(page, DEMO_STAFF, '/office');
    await page.goto('/office/billing');
    await expect(page.getByRole('heading', { level: 1, name: 'Billing' })).toBeVisible();
    for (const width of WIDTHS) await expectFitsAt(page, width, 'office-billing');
  });

  test('the office’s proposal editor, with its preview, fits every width and is axe-clean', async ({ page }) => {
    test.skip(!hasDemoSeed, NEEDS_DEMO_SEED);
    test.setTimeout(120_000);
    await signInAs(page, DEMO_STAFF, '/office/requests');
    // The demo's pending video request has no proposal yet: the editor opens empty, and nothing is saved here.
    await page.getByRole('row').filter({ hasText: 'Product launch video' }).getByRole('link', { name: /^Proposal for request #\d+$/ }).click();
    await page.getByRole('button', { name: 'Write a proposal' }).click();
    const form = page.getByRole('form');
    await form.getByLabel('Item 1: description').fill('Launch film');
    await form.getByLabel('Item 1: unit price (₦)').fill('2,000,000');
    await form.getByRole('button', { name: 'Add a milestone' }).click();
    await expect(page.getByRole('region', { name: 'Preview (as the client will see it)' })).toContainText('₦2,150,000');
    for (const width of WIDTHS) await expectFitsAt(page, width, 'office-proposal-editor');
  });
});
