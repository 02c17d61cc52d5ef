import { expect, type Page, test } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe';
import { watchForErrors } from '../support/console';
import { waitForHydration } from '../support/hydration';
import { type Running, startSeededSite } from '../support/processes';
import { portalNav } from '../support/nav';
import { DEMO } from '../support/session';
import { topologyPort } from '../support/topology';

/**
 * Issue 9: card payments ran on a copy of the API client and auth store bundled into each remote, which
 * kept whoever was signed in when that copy loaded. Each journey below changes the session after the
 * payment code has loaded (a guest signs in or up; a client signs out and another signs in; settings
 * rotate the token), then pays. Every one must end paid, with no 401 and still signed in.
 *
 * The site runs on its own, freshly seeded database: these journeys spend the demo client's quoted
 * requests and enrol it in the paid tutorial, which the other suites expect to find unpaid.
 */
const PORT = topologyPort(127);
const PAID_TUTORIAL = { id: 1, price: '₦85,000' };
const FREE_TUTORIAL_ID = 2;
const SEO = { subject: 'SEO audit and keyword plan', price: '₦150,000' };
const SMM = { subject: 'Three months of Instagram and TikTok content', price: '₦240,000' };

let site: Running;

/** Collects every API answer 401: any one means a call went with no token or a stale one. */
function watchUnauthorized(page: Page) {
  const seen: string[] = [];
  page.on('response', (response) => {
    if (response.status() === 401 && new URL(response.url()).pathname.startsWith('/api/')) seen.push(`${response.request().method()} ${response.url()}`);
  });
  return seen;
}

async function signIn(page: Page, email: string, password: string, target: string) {
  await page.goto(`/login?redirect=${encodeURIComponent(target)}`);
  await fillLogin(page, email, password);
  await expect(page).toHaveURL((url) => url.pathname === target);
}

async function fillLogin(page: Page, email: string, password: string) {
  const main = page.getByRole('main');
  await main.getByLabel('Email', { exact: true }).fill(email);
  await main.getByLabel('Password', { exact: true }).fill(password);
  await main.getByRole('button', { name: 'Submit' }).click();
}

const nav = (page: Page) => page.getByRole('navigation', { name: 'Main' });

/** Signed in, the page offers Logout: in the site's nav, or in the portal's own on its signed-in pages. */
async function expectStillSignedIn(page: Page, email: string) {
  const logout = page.getByRole('navigation', { name: /^(Main|Portal)$/ }).getByRole('button', { name: 'Logout' });
  await expect(logout).toBeVisible();
  const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('userInfo') ?? 'null'));
  expect(stored).toMatchObject({ email, token: expect.any(String) });
}

async function payInTestCheckout(page: Page, price: string) {
  const checkout = page.getByRole('dialog', { name: 'Test checkout' });
  await checkout.getByRole('button', { name: `Pay ${price}` }).click();
}

/**
 * From the requests page, puts one of the demo client's quoted requests in the cart and opens the order
 * summary. Every step here and below is an in-page navigation: a reload would hide the fault.
 */
async function checkOut(page: Page, request: { subject: string; price: string }) {
  await expect(page.getByRole('heading', { level: 1, name: 'Requests' })).toBeVisible();
  await page.getByRole('button', { name: `${request.price} cart: ${request.subject}` }).click();
  await proceedToPayment(page, request.price);
}

async function proceedToPayment(page: Page, total: string) {
  await page.getByRole('region', { name: 'Check out' }).getByRole('link', { name: 'Proceed to payment' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Order summary' })).toBeVisible();
  await expect(page.getByTestId('cart-total')).toHaveText(total);
}

/** Opens another page of the portal through its own navigation (the Dashboard first, then the page). */
async function openFromDashboard(page: Page, link: 'Settings' | 'Requests') {
  await (await portalNav(page)).getByRole('link', { name: 'Dashboard', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  await (await portalNav(page)).getByRole('link', { name: link, exact: true }).click();
}

test.describe('payments use the current sign-in', { tag: ['@journey', '@local'] }, () => {
  test.use({ baseURL: `http://localhost:${PORT}` });

  test.beforeAll(async () => {
    test.setTimeout(120_000);
    site = await startSeededSite(PORT, 'payment-session');
  });
  test.afterAll(async () => {
    await site?.stop();
  });

  test('a guest on a paid tutorial signs in from the enrolment dialog, then pays', async ({ page }) => {
    const errors = watchForErrors(page);
    const unauthorized = watchUnauthorized(page);
    await page.goto(`/tutorial-detail/${PAID_TUTORIAL.id}`);
    await waitForHydration(page);
    await page.getByRole('button', { name: `Join (${PAID_TUTORIAL.price})` }).click();
    const guest = page.getByRole('dialog', { name: 'Account set up' });
    await guest.getByRole('link', { name: 'Login' }).click();
    await expect(page).toHaveURL(/\/login\?redirect=/);
    await fillLogin(page, DEMO.email, DEMO.password);
    await expect(page).toHaveURL((url) => url.pathname === `/tutorial-detail/${PAID_TUTORIAL.id}`);

    await page.getByRole('button', { name: `Join (${PAID_TUTORIAL.price})` }).click();
    const application = page.getByRole('dialog', { name: 'Application' });
    await application.getByRole('button', { name: 'Pay now' }).click();
    await payInTestCheckout(page, PAID_TUTORIAL.price);
    await expect(application.getByText('Payment was successful. You are now enrolled in this tutorial.')).toBeVisible();
    await application.getByRole('button', { name: 'Done' }).click();
    await expect(page.getByRole('link', { name: 'Go to the class' })).toBeVisible();
    await expectStillSignedIn(page, DEMO.email);
    expect(unauthorized).toEqual([]);
    expect(errors).toEqual([]);
  });

  test('a guest on a paid tutorial sets up an account in the enrolment dialog, then pays', async ({ page }) => {
    const errors = watchForErrors(page);
    const unauthorized = watchUnauthorized(page);
    const email = `kemi.${Date.now()}@example.ng`;
    await page.goto(`/tutorial-detail/${PAID_TUTORIAL.id}`);
    await waitForHydration(page);
    await page.getByRole('button', { name: `Join (${PAID_TUTORIAL.price})` }).click();
    const guest = page.getByRole('dialog', { name: 'Account set up' });
    await guest.getByLabel('Full name').fill('Kemi Adeyemi');
    await guest.getByLabel('Contact email').fill(email);
    await guest.getByLabel('Password', { exact: true }).fill('Strong#2027');
    await guest.getByLabel('Confirm password').fill('Strong#2027');
    await guest.getByRole('button', { name: 'Submit' }).click();

    const application = page.getByRole('dialog', { name: 'Application' });
    await application.getByRole('button', { name: 'Pay now' }).click();
    await payInTestCheckout(page, PAID_TUTORIAL.price);
    await expect(application.getByText('Payment was successful. You are now enrolled in this tutorial.')).toBeVisible();
    await expectNoAxeViolations(page, 'dialog');
    await application.getByRole('button', { name: 'Done' }).click();
    await expect(page.getByRole('link', { name: 'Go to the class' })).toBeVisible();
    await expectStillSignedIn(page, email);
    expect(unauthorized).toEqual([]);
    expect(errors).toEqual([]);
  });

  test('a client signs out and another client signs in on the same page, then pays', async ({ page, request }) => {
    const errors = watchForErrors(page);
    const unauthorized = watchUnauthorized(page);
    const first = { email: `tunde.${Date.now()}@example.ng`, password: 'Strong#2027' };
    const created = await request.post('/api/add_student', { data: { id: FREE_TUTORIAL_ID, name: 'Tunde Bakare', ...first } });
    expect(created.ok()).toBe(true);

    // The first client opens the order summary, so the payment code is loaded under their session.
    await signIn(page, first.email, first.password, '/order-summary');
    await expect(page.getByRole('heading', { level: 1, name: 'Order summary' })).toBeVisible();
    await (await portalNav(page)).getByRole('button', { name: 'Logout' }).click();
    await expect(nav(page).getByRole('link', { name: 'Login' })).toBeVisible();
    await nav(page).getByRole('link', { name: 'Login' }).click();
    await fillLogin(page, DEMO.email, DEMO.password);
    await expect(page).toHaveURL(/\/made-requests$/);

    await checkOut(page, SEO);
    await page.getByRole('button', { name: 'Pay now' }).click();
    await payInTestCheckout(page, SEO.price);
    await expect(page.getByText('Payment was successful. Your dashboard will be updated.')).toBeVisible();
    await expectStillSignedIn(page, DEMO.email);
    expect(unauthorized).toEqual([]);
    expect(errors).toEqual([]);
  });

  test('a client at the order summary saves settings (a new token), comes back and pays', async ({ page }) => {
    const errors = watchForErrors(page);
    const unauthorized = watchUnauthorized(page);
    await signIn(page, DEMO.email, DEMO.password, '/made-requests');
    await checkOut(page, SMM);
    const before = await page.evaluate(() => JSON.parse(localStorage.getItem('userInfo') ?? '{}').token);

    await openFromDashboard(page, 'Settings');
    await page.getByLabel('Phone', { exact: true }).fill('+2348055550000');
    await page.getByLabel('Password', { exact: true }).fill(DEMO.password);
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByText('Profile update was successful')).toBeVisible();
    expect(await page.evaluate(() => JSON.parse(localStorage.getItem('userInfo') ?? '{}').token)).not.toBe(before);

    await openFromDashboard(page, 'Requests');
    await proceedToPayment(page, SMM.price);
    await page.getByRole('button', { name: 'Pay now' }).click();
    await payInTestCheckout(page, SMM.price);
    await expect(page.getByText('Payment was successful. Your dashboard will be updated.')).toBeVisible();
    await expectStillSignedIn(page, DEMO.email);
    expect(unauthorized).toEqual([]);
    expect(errors).toEqual([]);
  });
});
