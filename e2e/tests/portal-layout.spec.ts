import { expect, type Page, test } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe';
import { hasDemoSeed, NEEDS_DEMO_SEED } from '../support/environment';
import { portalNav } from '../support/nav';
import { endSession, signInAsDemo } from '../support/session';

/** The five signed-in pages, each with the item of the portal's navigation that marks it. */
const SIGNED_IN = [
  { path: '/dashboard', heading: 'Dashboard', item: 'Dashboard' },
  { path: '/profile', heading: 'Profile', item: 'Profile' },
  { path: '/made-requests', heading: 'Requests', item: 'Requests' },
  { path: '/settings', heading: 'Settings', item: 'Settings' },
  { path: '/order-summary', heading: 'Order summary', item: /^Order summary/ },
] as const;

/** The sign-in and emailed-link pages, for a guest (bad tokens: the pages still render their card). */
const FOCUSED = [
  { path: '/login', heading: 'Welcome back' },
  { path: '/forgot-password', heading: 'Forgot password' },
  { path: '/reset-password/request-sent', heading: 'Request sent!' },
  { path: '/reset-password/reset/not-a-token', heading: 'Reset password' },
  { path: '/set-up/not-a-token/ada%40example.ng', heading: 'You almost ready to start' },
  { path: '/verify-email/not-a-token', heading: 'Confirm your email address' },
  { path: '/confirm-booking/not-a-token', heading: 'Confirm a consultation request' },
] as const;

async function expectNoSidewaysScroll(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBe(0);
}

test.describe('the portal frame', { tag: ['@journey', '@mobile'] }, () => {
  test('signed-in pages share one layout: the portal navigation with the current page marked, no site nav or footer', async ({ page }) => {
    test.skip(!hasDemoSeed, NEEDS_DEMO_SEED);
    test.setTimeout(90_000);
    await signInAsDemo(page, '/dashboard');
    for (const { path, heading, item } of SIGNED_IN) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await expect(page.getByRole('contentinfo'), `${path}: no site footer`).toHaveCount(0);
      await expect(page.getByRole('navigation', { name: 'Main' }), `${path}: no site nav`).toHaveCount(0);
      // One navigation element (on a phone it waits, folded, behind the menu button).
      await expect(page.locator('nav, [role="navigation"]')).toHaveCount(1);
      await expectNoSidewaysScroll(page);
      await expectNoAxeViolations(page);

      const nav = await portalNav(page);
      const current = nav.locator('[aria-current="page"]');
      await expect(current).toHaveCount(1);
      await expect(current).toHaveAccessibleName(item);
      await expect(nav.getByRole('button', { name: 'Logout' })).toBeVisible();
      await expect(page.getByRole('link', { name: 'Think-Make-Solve Client portal, home' }).filter({ visible: true })).toHaveAttribute('href', '/');
      await expectNoAxeViolations(page);
    }
    // The phone menu closes on Escape, handing focus back to its button.
    const toggle = page.getByRole('button', { name: 'Close menu' });
    if (await toggle.isVisible()) {
      await page.keyboard.press('Escape');
      await expect(page.getByRole('button', { name: 'Open menu' })).toBeFocused();
      await expect(page.getByRole('navigation', { name: 'Portal' })).toBeHidden();
    }
  });

  test('Logout in the portal frame signs out and leaves for the home page', async ({ page }) => {
    test.skip(!hasDemoSeed, NEEDS_DEMO_SEED);
    await signInAsDemo(page, '/settings');
    await (await portalNav(page)).getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL((url) => url.pathname === '/');
    expect(await page.evaluate(() => localStorage.getItem('userInfo'))).toBeNull();
    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/login$/);
  });

  test('sign-in and account-link pages stand alone: the logo home, one card width, no site nav or footer', async ({ page }) => {
    test.setTimeout(90_000);
    const widths = new Set<number>();
    for (const { path, heading } of FOCUSED) {
      await page.goto(path);
      const h1 = page.getByRole('heading', { level: 1, name: heading });
      await expect(h1).toBeVisible();
      await expect(page.getByRole('contentinfo'), `${path}: no site footer`).toHaveCount(0);
      await expect(page.getByRole('navigation'), `${path}: no site nav`).toHaveCount(0);
      const header = page.getByRole('banner');
      await expect(header.getByRole('link')).toHaveCount(1);
      await expect(header.getByRole('link', { name: 'Think-Make-Solve Digital, home' })).toHaveAttribute('href', '/');
      widths.add(Math.round(await h1.evaluate((el) => (el.parentElement as HTMLElement).getBoundingClientRect().width)));
      await expectNoSidewaysScroll(page);
      await expectNoAxeViolations(page);
    }
    expect([...widths], 'every focused page uses the same card width').toHaveLength(1);
  });
});

test.afterEach(endSession);
