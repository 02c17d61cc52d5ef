import { expect, type Page, type TestInfo, test } from '@playwright/test';

/** The seeded demo client: the desktop and visual projects' (api/src/db/seed.ts, DEMO_CLIENT). */
export const DEMO = { email: 'demo@thinkmakesolve.ng', password: 'Demo@2026!' };
/**
 * The phone project's demo client (seed.ts, DEMO_PHONE_CLIENT): both projects run against one seeded site, and the
 * phone's journeys pay for the same seeded requests and tutorial as the desktop's, so each pays with its own account.
 */
export const DEMO_PHONE = { email: 'demo2@thinkmakesolve.ng', password: 'Demo2@2026!' };

/**
 * The demo client of the project the running test belongs to. A journey that signs in or changes the demo client's
 * data takes its account from here (or signs in with `signInAsDemo`), never from `DEMO`, so that it can run in
 * both projects on one site without meeting the other project's payments and enrolments.
 */
export function demoAccount(testInfo: TestInfo = test.info()) {
  return testInfo.project.name === 'mobile' ? DEMO_PHONE : DEMO;
}
export const DEMO_STAFF = { email: 'staff@thinkmakesolve.ng', password: 'Staff@2026!' };
/**
 * The demo client's certificate of Digital Marketing Essentials: the course id and the demo client's public id
 * (random for every other user; fixed by the demo seed, api/src/db/seed.ts, which never runs in production).
 */
export const DEMO_CERTIFICATE = 'DME2026-de305d5475b4431badb2eb6b9e546014';

/** Signs the project's demo client (`demoAccount`) in through the login page and waits to land on `target`. */
export async function signInAsDemo(page: Page, target = '/dashboard') {
  await signInAs(page, demoAccount(), target);
}

/** Signs `account` in through the login page (`?redirect=target`) and waits to land on `target`. */
export async function signInAs(page: Page, account: { email: string; password: string }, target: string) {
  await page.goto(`/login?redirect=${encodeURIComponent(target)}`);
  const main = page.getByRole('main');
  await main.getByLabel('Email', { exact: true }).fill(account.email);
  await main.getByLabel('Password', { exact: true }).fill(account.password);
  await main.getByRole('button', { name: 'Submit' }).click();
  await expect(page).toHaveURL(new RegExp(`${target.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`));
}

/**
 * Ends on the server whatever session the page still holds, so that journeys run against a shared
 * environment do not leave live sessions behind. Register with `test.afterEach(endSession)`.
 */
export async function endSession({ page }: { page: Page }) {
  if (page.isClosed() || !page.url().startsWith('http')) return;
  const token = await page.evaluate(() => JSON.parse(localStorage.getItem('userInfo') ?? 'null')?.token as string | undefined).catch(() => undefined);
  if (token) await page.request.post('/api/logout', { headers: { authorization: `Bearer ${token}` } });
}
