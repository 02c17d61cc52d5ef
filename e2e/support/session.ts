import { expect, type Page } from '@playwright/test';

/** The seeded demo client. */
export const DEMO = { email: 'demo@thinkmakesolve.ng', password: 'Demo@2026!' };
export const DEMO_STAFF = { email: 'staff@thinkmakesolve.ng', password: 'Staff@2026!' };

/** Signs the demo client in through the login page and waits to land on `target`. */
export async function signInAsDemo(page: Page, target = '/dashboard') {
  await page.goto(`/login?redirect=${encodeURIComponent(target)}`);
  const main = page.getByRole('main');
  await main.getByLabel('Email', { exact: true }).fill(DEMO.email);
  await main.getByLabel('Password', { exact: true }).fill(DEMO.password);
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
