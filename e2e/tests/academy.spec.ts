import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe';
import { watchForErrors } from '../support/console';
import { hasDemoSeed, NEEDS_DEMO_SEED, uniqueEmail } from '../support/environment';
import { endSession, signInAsDemo } from '../support/session';

// The demo seed: 1 Frontend Web Development Bootcamp (paid, current), 2 UI/UX Design Foundations (free, upcoming),
// 3 Digital Marketing Essentials (finished; the demo client, user 1, holds its certificate DME2026-1).
const PAID = { id: 1, title: 'Frontend Web Development Bootcamp', price: '₦85,000' };
const FREE = { id: 2, title: 'UI/UX Design Foundations' };
const DONE = { title: 'Digital Marketing Essentials', certificate: 'DME2026-1' };

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

  test('the certificate of a finished tutorial shows its holder, downloads a PDF, and is desktop only', async ({ page }) => {
    const errors = watchForErrors(page);
    await signInAsDemo(page, '/tutorials');
    await page.getByRole('article').filter({ has: page.getByRole('heading', { name: DONE.title }) }).getByRole('link').click();
    await page.getByRole('link', { name: 'View Certificate' }).click();
    await expect(page).toHaveURL(new RegExp(`/certificate/${DONE.certificate}$`));

    // Verification works without sign-in.
    await page.evaluate(() => localStorage.removeItem('userInfo'));
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Certificate of completion');
    await expect(page.getByText('Adaeze Okafor')).toBeVisible();
    await expect(page.getByText(DONE.title)).toBeVisible();
    await expect(page.getByText('DME2026', { exact: true })).toBeVisible();
    await expect(page.getByRole('link', { name: page.url() })).toBeVisible();
    await expectNoAxeViolations(page);

    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download pdf' }).click()]);
    expect(download.suggestedFilename()).toBe(`certificate-${DONE.certificate}.pdf`);
    const path = await download.path();
    const { readFileSync } = await import('node:fs');
    expect(readFileSync(path).subarray(0, 5).toString()).toBe('%PDF-');

    await page.setViewportSize({ width: 800, height: 900 });
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('This page is only available on desktop view');
    await expect(page.getByText('Adaeze Okafor')).toHaveCount(0);
    expect(errors).toEqual([]);
  });
});

test.describe('academy, read only', { tag: '@smoke' }, () => {
  test("an invalid certificate id shows 'Invalide Certificate'", async ({ page }, testInfo) => {
    test.skip(testInfo.project.name === 'mobile', 'the certificate page is desktop only (spec); smoke.spec.ts checks what a phone is shown');
    const errors = watchForErrors(page, { ignore: [/view_n_verify_cert/, /404/] });
    await page.goto('/certificate/NOPE2026-999');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Invalide Certificate');
    await page.goto('/certificate/UIX2027-1');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Invalide Certificate');
    expect(errors).toEqual([]);
  });
});
