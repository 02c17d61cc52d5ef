import { expect, type Page, test } from '@playwright/test';
import { hasDemoSeed, NEEDS_DEMO_SEED } from '../support/environment';
import { waitForHydration } from '../support/hydration';
import { DEMO, endSession } from '../support/session';

/** Every request a page makes, so a test can show which code it fetched. */
function recordRequests(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (request) => urls.push(request.url()));
  return urls;
}

const isOfficeCode = (url: string) => /\/remotes\/office\/|:\d+\/mf-office\/|office.*mf-manifest\.json|remoteEntry.*office/.test(url);

test.describe('the back office never ships to visitors', { tag: '@smoke' }, () => {
  test('no visitor page fetches the office remote, and /office sends a visitor to the login', async ({ page }) => {
    const urls = recordRequests(page);
    for (const path of ['/', '/about', '/services', '/packages', '/design', '/digital-marketing', '/mentorship/tutorship', '/faqs', '/tutorials', '/login']) {
      await page.goto(path);
      // Every script the page runs has been fetched: a server-rendered page asks for them after it has painted.
      await waitForHydration(page);
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    }
    await page.goto('/office');
    await expect(page).toHaveURL(/\/login\?redirect=%2Foffice$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(urls.length).toBeGreaterThan(10);
    expect(urls.filter(isOfficeCode)).toEqual([]);
  });
});

// Signing in writes a session, so this one is a journey, not part of the read-only smoke layer.
test.describe('the back office never ships to clients', { tag: '@journey' }, () => {
  test.skip(!hasDemoSeed, NEEDS_DEMO_SEED);
  test.afterEach(endSession);

  test('a signed-in client is sent from /office to the login too, without the office code', async ({ page }) => {
    const urls = recordRequests(page);
    await page.goto('/login?redirect=/dashboard');
    const main = page.getByRole('main');
    await main.getByLabel('Email', { exact: true }).fill(DEMO.email);
    await main.getByLabel('Password', { exact: true }).fill(DEMO.password);
    await main.getByRole('button', { name: 'Submit' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await page.goto('/office/requests');
    await expect(page).toHaveURL(/\/login\?redirect=%2Foffice%2Frequests$/);
    await expect(page.getByText('The back office is for the agency’s staff.')).toBeVisible();
    expect(urls.filter(isOfficeCode)).toEqual([]);
  });
});
