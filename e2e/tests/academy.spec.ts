import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe';
import { watchForErrors } from '../support/console';
import { hasDemoSeed, NEEDS_DEMO_SEED, uniqueEmail } from '../support/environment';
import { waitForHydration } from '../support/hydration';
import { qrCodesInPdf } from '../support/pdf-qr';
import { DEMO, DEMO_CERTIFICATE, DEMO_STAFF as STAFF, endSession, signInAsDemo } from '../support/session';

// The demo seed: 1 Frontend Web Development Bootcamp (paid, current), 2 UI/UX Design Foundations (free, upcoming),
// 3 Digital Marketing Essentials (finished; the demo client holds its certificate, DEMO_CERTIFICATE).
const PAID = { id: 1, title: 'Frontend Web Development Bootcamp', price: '₦85,000' };
const FREE = { id: 2, title: 'UI/UX Design Foundations' };
const DONE = { title: 'Digital Marketing Essentials', certificate: DEMO_CERTIFICATE };
/** A holder's own certificate number: the agency's prefix, the course id and six Crockford base-32 characters. */
const NUMBER = /^TMS-DME2026-[0-9A-HJKMNP-TV-Z]{6}$/;
/** The seeded demo staff account (api/src/db/seed.ts). */

test.describe('academy', { tag: '@journey' }, () => {
  test.skip(!hasDemoSeed, NEEDS_DEMO_SEED);
  test.afterEach(endSession);

  test('the tutorials list shows the seeded tutorials with status, price and links', async ({ page }) => {
    const errors = watchForErrors(page);
    await page.goto('/tutorials');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Current and Upcoming Events');
    const cards = page.getByRole('article');
    // Every seeded tutorial, once (other journeys may add tutorials to this database).
    for (const title of ['Frontend Web Development Bootcamp', 'UI/UX Design Foundations', 'Digital Marketing Essentials']) {
      await expect(cards.filter({ hasText: title })).toHaveCount(1);
    }
    const paid = cards.filter({ has: page.getByRole('heading', { name: PAID.title }) });
    await expect(paid.getByText('Current event')).toBeVisible();
    await expect(paid.getByText(PAID.price)).toBeVisible();
    const free = cards.filter({ has: page.getByRole('heading', { name: FREE.title }) });
    await expect(free.getByText('Upcoming event')).toBeVisible();
    await expect(free.getByText(/^Price: Free$/)).toBeVisible();
    await expect(page).toHaveTitle(/Think-Make-Solve/);
    await expectNoAxeViolations(page);
    await free.getByRole('link', { name: /View details/ }).click();
    await expect(page).toHaveURL(new RegExp(`/tutorial-detail/${FREE.id}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(FREE.title);
    expect(errors).toEqual([]);
  });

  test('a guest joins the free tutorial by setting up an account, is signed in and sees the class link', async ({ page }) => {
    // The taken email below is answered 409 on purpose; the browser logs that.
    const errors = watchForErrors(page, { ignore: [/409 \(Conflict\)/] });
    await page.goto(`/tutorial-detail/${FREE.id}`);
    await waitForHydration(page);
    await expect(page.getByText('What you will learn')).toBeVisible();
    await page.getByRole('button', { name: 'Join (free)' }).click();
    const dialog = page.getByRole('dialog', { name: 'Account set up' });
    await expect(dialog.getByLabel('Full name')).toBeFocused();
    await expectNoAxeViolations(page, 'dialog');

    await dialog.getByRole('button', { name: 'Submit' }).click();
    await expect(dialog.getByLabel('Full name')).toHaveAttribute('aria-invalid', 'true');

    // An email already in use keeps the form shown.
    await dialog.getByLabel('Full name').fill('Chioma Eze');
    await dialog.getByLabel('Contact email').fill('demo@thinkmakesolve.ng');
    await dialog.getByLabel('Password', { exact: true }).fill('Strong#2027');
    await dialog.getByLabel('Confirm password').fill('Strong#2027');
    await dialog.getByRole('button', { name: 'Submit' }).click();
    await expect(dialog.getByRole('alert')).toHaveText('User with that email already exist');

    await dialog.getByLabel('Contact email').fill(uniqueEmail('chioma'));
    await dialog.getByRole('button', { name: 'Submit' }).click();
    const application = page.getByRole('dialog', { name: 'Application' });
    await expect(application.getByText('You are now enrolled')).toBeVisible();
    await application.getByRole('button', { name: 'Done' }).click();
    await expect(page.getByRole('link', { name: 'Go to the class' })).toHaveAttribute('href', 'https://meet.thinkmakesolve.ng/uiux-foundations');
    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('userInfo') ?? 'null'));
    expect(stored).toMatchObject({ first_name: 'Chioma Eze', token: expect.any(String) });
    expect(errors).toEqual([]);
  });

  test('the demo client pays for the paid tutorial through the sandbox checkout and becomes a student', { tag: '@mobile' }, async ({ page }) => {
    const errors = watchForErrors(page);
    await signInAsDemo(page, `/tutorial-detail/${PAID.id}`);
    await page.getByRole('button', { name: `Join (${PAID.price})` }).click();
    const application = page.getByRole('dialog', { name: 'Application' });
    await expect(application.getByText('Classes begins on')).toBeVisible();
    await expectNoAxeViolations(page, 'dialog');
    await application.getByRole('button', { name: 'Pay now' }).click();
    const checkout = page.getByRole('dialog', { name: 'Test checkout' });
    await checkout.getByRole('button', { name: `Pay ${PAID.price}` }).click();
    await expect(application.getByText('Payment was successful. You are now enrolled in this tutorial.')).toBeVisible();
    await application.getByRole('button', { name: 'Done' }).click();
    await expect(page.getByRole('link', { name: 'Go to the class' })).toHaveAttribute('href', 'https://meet.thinkmakesolve.ng/frontend-bootcamp');
    await page.reload();
    await expect(page.getByRole('link', { name: 'Go to the class' })).toBeVisible();
    expect(errors).toEqual([]);
  });

  test('the certificate of a finished tutorial shows its holder and own number, downloads a PDF whose QR code opens it, and verifies on a phone', async ({ page, request }, testInfo) => {
    const errors = watchForErrors(page);
    await signInAsDemo(page, '/tutorials');
    await page.getByRole('article').filter({ has: page.getByRole('heading', { name: DONE.title }) }).getByRole('link').click();
    await page.getByRole('link', { name: 'View Certificate' }).click();
    await expect(page).toHaveURL(new RegExp(`/certificate/${DONE.certificate}$`));
    const verifyUrl = page.url();

    // Verification works without sign-in.
    await page.evaluate(() => localStorage.removeItem('userInfo'));
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Certificate of completion');
    await expect(page.getByText('Adaeze Okafor')).toBeVisible();
    await expect(page.getByText(DONE.title)).toBeVisible();
    const { certificate_number: number } = (await (await request.get(`/api/view_n_verify_cert/${DONE.certificate}`)).json()) as { certificate_number: string };
    expect(number).toMatch(NUMBER);
    await expect(page.getByText(number, { exact: true })).toBeVisible();
    await expect(page.getByText('DME2026', { exact: true })).toHaveCount(0);
    await expect(page.getByRole('link', { name: verifyUrl })).toHaveAttribute('href', verifyUrl);

    const linkedIn = page.getByRole('link', { name: 'Add to LinkedIn profile (opens in a new tab)' });
    await expect(linkedIn).toHaveAttribute('target', '_blank');
    const shared = new URL((await linkedIn.getAttribute('href'))!);
    expect(`${shared.origin}${shared.pathname}`).toBe('https://www.linkedin.com/profile/add');
    expect(Object.fromEntries(shared.searchParams)).toMatchObject({ startTask: 'CERTIFICATION_NAME', name: DONE.title, organizationName: 'Think-Make-Solve Digital', certUrl: verifyUrl, certId: number });
    expect(shared.searchParams.get('issueYear')).toMatch(/^\d{4}$/);
    await expectNoAxeViolations(page);

    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download pdf' }).click()]);
    expect(download.suggestedFilename()).toBe(`certificate-${DONE.certificate}.pdf`);
    const { readFileSync } = await import('node:fs');
    const pdf = readFileSync(await download.path());
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pdf.toString('latin1')).toContain(`(${number})`);
    // A4 portrait: 595.28 × 841.89 pt.
    expect(pdf.toString('latin1')).toMatch(/\/MediaBox \[0 0 595\.2[78]\d* 841\.8[89]\d*\]/);
    // The QR code printed on the certificate opens this very page.
    expect(qrCodesInPdf(pdf)).toEqual([verifyUrl]);

    await page.screenshot({ path: testInfo.outputPath('certificate-1440.png'), fullPage: true });

    // 800 px and less (the phone that scanned the QR code): the verification itself (valid, holder, course, date,
    // number), then the spec's message instead of the certificate, and still a way to the PDF and LinkedIn.
    for (const width of [768, 360]) {
      await page.setViewportSize({ width, height: 800 });
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Certificate of completion');
      const verification = page.getByRole('region', { name: 'Certificate of completion' });
      for (const text of ['Valid certificate', 'Adaeze Okafor', DONE.title, number]) await expect(verification.getByText(text, { exact: true })).toBeVisible();
      await expect(verification.getByText(/^\d{1,2} \w+ \d{4}$/)).toBeVisible();
      await expect(page.getByRole('heading', { level: 2, name: 'This page is only available on desktop view' })).toBeVisible();
      await expect(page.getByRole('article')).toHaveCount(0);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      await page.screenshot({ path: testInfo.outputPath(`certificate-${width}.png`), fullPage: true });
      await expectNoAxeViolations(page);
    }
    await page.setViewportSize({ width: 390, height: 844 });
    await expect(page.getByRole('link', { name: 'Add to LinkedIn profile (opens in a new tab)' })).toBeVisible();
    const [phoneDownload] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download pdf' }).click()]);
    expect(qrCodesInPdf(readFileSync(await phoneDownload.path()))).toEqual([verifyUrl]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await expectNoAxeViolations(page);
    expect(errors).toEqual([]);
  });

  test('two holders of one course get different certificate numbers, each the same every time', async ({ request }) => {
    const staff = (await (await request.post('/api/login', { data: { username: STAFF.email, password: STAFF.password } })).json()) as { token: string };
    const asStaff = { authorization: `Bearer ${staff.token}` };
    const courseId = `CN${Date.now().toString(36).toUpperCase()}`;
    const created = await request.post('/api/office/tutorials', {
      headers: asStaff,
      data: { title: 'Certificate numbers', course_id: courseId, start_date: '2026-01-05', end_date: '2026-02-05', amount: 0, instructor: 'Kelechi Umeh', is_cert_awarded: true },
    });
    expect(created.status()).toBe(200);
    const tutorial = (await created.json()) as { id: number };
    const holders: string[] = [];
    for (const name of ['Chidinma Obi', 'Musa Bello']) {
      const joined = await request.post('/api/add_student', { data: { id: tutorial.id, name, email: uniqueEmail('holder'), password: DEMO.password } });
      expect(joined.status()).toBe(200);
      const { user } = (await joined.json()) as { user: { id: string; token: string } };
      holders.push(user.id);
      await request.post('/api/logout', { headers: { authorization: `Bearer ${user.token}` } });
    }
    expect((await request.post(`/api/office/tutorials/${tutorial.id}/finish`, { headers: asStaff, data: {} })).status()).toBe(200);
    await request.post('/api/logout', { headers: asStaff });

    const numberOf = async (userId: string) =>
      ((await (await request.get(`/api/view_n_verify_cert/${courseId}-${userId}`)).json()) as { certificate_number: string }).certificate_number;
    const numbers = [await numberOf(holders[0]!), await numberOf(holders[1]!)];
    for (const n of numbers) expect(n).toMatch(new RegExp(`^TMS-${courseId}-[0-9A-HJKMNP-TV-Z]{6}$`));
    expect(numbers[0]).not.toBe(numbers[1]);
    expect([await numberOf(holders[0]!), await numberOf(holders[1]!)]).toEqual(numbers);
  });
});

test.describe('academy, read only', { tag: '@smoke' }, () => {
  test("an invalid certificate id shows 'Invalide Certificate', answered HTTP 404", async ({ page }) => {
    const errors = watchForErrors(page, { ignore: [/view_n_verify_cert/, /404/] });
    // An unknown course, a course the user does not hold, a user who does not exist, and the sequential id
    // certificate addresses used to carry: all the same.
    for (const id of ['NOPE2026-999', 'UIX2027-1', 'DME2026-ffffffffffffffffffffffffffffffff', 'DME2026-1', 'BAD']) {
      const response = await page.goto(`/certificate/${id}`);
      expect(response?.status(), id).toBe(404);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Invalide Certificate');
    }
    expect(errors).toEqual([]);
  });
});
