import { expect, type Page, test } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe';
import { watchForErrors } from '../support/console';
import { waitForHydration } from '../support/hydration';
import { mailWithLink } from '../support/outbox';
import { type Running, startSeededSite } from '../support/processes';
import { DEMO } from '../support/session';
import { topologyPort } from '../support/topology';

/**
 * Issue 9: the API mails two links that prove who owns an address — /verify-email/{token} to a guest who
 * signed up with a password, /confirm-booking/{token} to an account whose address a signed-out guest
 * booked under. Each journey reads its link from the outbox, as the owner would from their inbox.
 *
 * The site runs on its own database and outbox (the shared site's DATA_DIR is not known to the tests), with
 * SITE_URL pointing at itself so the mailed links open here.
 */
const PORT = topologyPort(124);
const PAID_TUTORIAL = { id: 1, price: '₦85,000' };

let site: Running;
let dataDir: string;

/** Waits for the mail to `to` whose text holds a link under `prefix`, and answers that link's path. */
async function linkMailedTo(to: string, prefix: string): Promise<string> {
  return (await mailWithLink(to, prefix, dataDir, 15_000)).link;
}

const nav = (page: Page) => page.getByRole('navigation', { name: 'Main' });

async function fillLogin(page: Page, email: string, password: string) {
  const main = page.getByRole('main');
  await main.getByLabel('Email', { exact: true }).fill(email);
  await main.getByLabel('Password', { exact: true }).fill(password);
  await main.getByRole('button', { name: 'Submit' }).click();
}

test.describe('emailed ownership links', { tag: ['@journey', '@local'] }, () => {
  test.use({ baseURL: `http://localhost:${PORT}` });

  test.beforeAll(async () => {
    test.setTimeout(120_000);
    const started = await startSeededSite(PORT, 'ownership-links');
    site = started;
    dataDir = started.dataDir;
  });
  test.afterAll(async () => {
    await site?.stop();
  });

  test('a guest who signs up in the enrolment dialog confirms the address from the mailed link, once', async ({ page }) => {
    const errors = watchForErrors(page, { ignore: [/status of 400/] });
    const email = `amaka.${Date.now()}@example.ng`;
    await page.goto(`/tutorial-detail/${PAID_TUTORIAL.id}`);
    await waitForHydration(page);
    await page.getByRole('button', { name: `Join (${PAID_TUTORIAL.price})` }).click();
    const guest = page.getByRole('dialog', { name: 'Account set up' });
    await guest.getByLabel('Full name').fill('Amaka Nwosu');
    await guest.getByLabel('Contact email').fill(email);
    await guest.getByLabel('Password', { exact: true }).fill('Strong#2027');
    await guest.getByLabel('Confirm password').fill('Strong#2027');
    await guest.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByRole('dialog', { name: 'Application' })).toBeVisible();

    const link = await linkMailedTo(email, '/verify-email/');
    await page.goto(link);
    await expect(page.getByRole('heading', { level: 1, name: 'Confirm your email address' })).toBeVisible();
    await expect(page.getByText('Your email address is confirmed.')).toBeVisible();
    await expectNoAxeViolations(page);
    // Signed in by the sign-up, the owner goes on to the dashboard.
    await page.getByRole('link', { name: 'Go to the dashboard' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);

    // The token is single use: the same link opened again in a new page load is refused, with the way on.
    await page.goto(link);
    await expect(page.getByRole('alert')).toHaveText('Invalid or expired token');
    await expect(page.getByText('Your email address is confirmed.')).toHaveCount(0);
    await expectNoAxeViolations(page);
    expect(errors).toEqual([]);
  });

  test("a signed-out booking under the demo client's address joins the account only once its owner confirms", async ({ page, request }) => {
    const errors = watchForErrors(page);
    const subject = `Shop photos for our boutique ${Date.now()}`;
    await page.goto('/services');
    await waitForHydration(page);
    await nav(page).getByRole('button', { name: 'Request Service' }).click();
    const dialog = page.getByRole('dialog', { name: 'Request Service' });
    await dialog.getByLabel('Name', { exact: true }).fill('Someone Else');
    await dialog.getByLabel('Email', { exact: true }).fill(DEMO.email.toUpperCase());
    await dialog.getByLabel('Phone country').selectOption('NG');
    await dialog.getByLabel('Phone number').fill('8059876543');
    await dialog.getByRole('button', { name: 'Next' }).click();
    await dialog.getByLabel('Service', { exact: true }).selectOption('gd');
    await dialog.getByLabel('Subject', { exact: true }).fill(subject);
    await dialog.getByRole('button', { name: 'Next' }).click();
    // The first open day and its first slot (West Africa Time), as a visitor picks them.
    await dialog.getByRole('group', { name: 'Date', exact: true }).locator('label:has(input:enabled)').first().click();
    await dialog.getByRole('group', { name: 'Time', exact: true }).locator('label').first().click();
    await dialog.getByRole('button', { name: 'Next' }).click();
    await dialog.getByRole('button', { name: 'Next' }).click();
    await dialog.getByRole('button', { name: 'Submit' }).click();
    await expect(dialog.getByRole('heading', { name: 'Your request was successful' })).toBeVisible();

    // Until the owner confirms, the booking is not in the account.
    const login = await request.post('/api/login', { data: { username: DEMO.email, password: DEMO.password } });
    const { token } = (await login.json()) as { token: string };
    const before = await request.get('/api/requests', { headers: { authorization: `Bearer ${token}` } });
    expect(JSON.stringify(await before.json())).not.toContain(subject);

    const link = await linkMailedTo(DEMO.email, '/confirm-booking/');
    await page.goto(link);
    await expect(page.getByRole('heading', { level: 1, name: 'Confirm a consultation request' })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Confirm this booking' }).click();
    await expect(page.getByText('The request was added to your account.')).toBeVisible();
    await expectNoAxeViolations(page);

    // Signed out, the requests page asks for the sign-in first and comes back.
    await page.getByRole('link', { name: 'Go to your requests' }).click();
    await expect(page).toHaveURL(/\/login\?redirect=/);
    await fillLogin(page, DEMO.email, DEMO.password);
    await expect(page).toHaveURL(/\/made-requests$/);
    await expect(page.getByRole('main').getByText(subject)).toBeVisible();
    expect(errors).toEqual([]);
  });

  test("the owner of an address someone else signed up with confirms it signed out, chooses a password, and the other's sign-in ends", async ({ page, request }) => {
    const errors = watchForErrors(page);
    const email = `owner.${Date.now()}@example.ng`;
    // Someone else signs up under the owner's address in the enrolment dialog's call, and keeps the session.
    const signUp = await request.post('/api/add_student', { data: { id: PAID_TUTORIAL.id, name: 'Someone Else', email, password: 'Att4cker$pw' } });
    expect(signUp.status()).toBe(200);
    const other = { authorization: `Bearer ${((await signUp.json()) as { user: { token: string } }).user.token}` };
    expect((await request.get('/api/requests', { headers: other })).status()).toBe(200);

    // The owner opens the mailed link in their own browser, signed out: nothing happens until they confirm.
    const link = await linkMailedTo(email, '/verify-email/');
    await page.goto(link);
    await waitForHydration(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Confirm your email address' })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Confirm my email address' }).click();
    await expect(page.getByText('Your email address is confirmed.')).toBeVisible();
    expect((await request.get('/api/requests', { headers: other })).status()).toBe(401);
    expect((await request.post('/api/login', { data: { username: email, password: 'Att4cker$pw' } })).status()).toBe(400);

    // The page leads to the set-up page, where the owner chooses their own password.
    await page.getByRole('link', { name: 'Choose your password' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'You almost ready to start' })).toBeVisible();
    const main = page.getByRole('main');
    await main.getByLabel('Password', { exact: true }).fill('Own3r$pass');
    await main.getByLabel('Confirm password').fill('Own3r$pass');
    await main.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByText('Account set up was successful')).toBeVisible();
    expect((await request.post('/api/login', { data: { username: email, password: 'Own3r$pass' } })).status()).toBe(200);
    expect(errors).toEqual([]);
  });
});
