import { expect, test } from '@playwright/test';
import { hasDemoSeed, NEEDS_DEMO_SEED, REFUSED_SIGN_IN } from '../support/environment';
import { mainNav, portalNav } from '../support/nav';
import { demoAccount, endSession } from '../support/session';

test.describe('sign-in across remotes', { tag: ['@journey', '@mobile'] }, () => {
  test.skip(!hasDemoSeed, NEEDS_DEMO_SEED);
  test.afterEach(endSession);

  test('signing in on the portal remote updates the shell nav without a reload; logout clears it', async ({ page }) => {
    const demo = demoAccount();
    await page.goto('/');
    await page.evaluate(() => {
      (window as unknown as { __noReload: boolean }).__noReload = true;
    });
    const nav = await mainNav(page);
    await expect(nav.getByRole('link', { name: 'Login' })).toBeVisible();
    await nav.getByRole('link', { name: 'Login' }).click();
    await expect(page).toHaveURL(/\/login$/);

    await page.getByRole('main').getByLabel('Email', { exact: true }).fill(demo.email);
    await page.getByRole('main').getByLabel('Password', { exact: true }).fill(demo.password);
    await page.getByRole('main').getByRole('button', { name: 'Submit' }).click();

    await expect(page).toHaveURL(/\/made-requests$/);
    // The portal's own frame, then back to the site through its Home link: the shell's nav knows the sign-in.
    await (await portalNav(page)).getByRole('link', { name: 'Home', exact: true }).click();
    await expect(page).toHaveURL((url) => url.pathname === '/');
    await mainNav(page);
    await expect(nav.getByRole('link', { name: 'Dashboard' })).toBeVisible();
    await expect(nav.getByRole('button', { name: 'Logout' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Login' })).toHaveCount(0);
    expect(await page.evaluate(() => (window as unknown as { __noReload?: boolean }).__noReload)).toBe(true);
    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('userInfo') ?? 'null'));
    expect(stored).toMatchObject({ email: demo.email, token: expect.any(String) });

    // The session survives a reload (restored from the device), and logout clears it.
    await page.reload();
    await mainNav(page);
    await expect(nav.getByRole('button', { name: 'Logout' })).toBeVisible();
    await nav.getByRole('button', { name: 'Logout' }).click();
    await expect.poll(() => page.evaluate(() => localStorage.getItem('userInfo'))).toBeNull();
    // Logout closes the phone menu and then goes home; the menu is opened again once that has settled.
    await expect(async () => {
      await mainNav(page);
      await expect(nav.getByRole('link', { name: 'Login' })).toBeVisible({ timeout: 1_000 });
    }).toPass({ timeout: 10_000 });
    await expect(nav.getByRole('button', { name: 'Logout' })).toHaveCount(0);
    expect(await page.evaluate(() => localStorage.getItem('userInfo'))).toBeNull();
  });
});

test.describe('the sign-in page', { tag: '@smoke' }, () => {
  test('a refused sign-in shows the spec message and keeps the visitor signed out', async ({ page }) => {
    await page.goto('/login');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.getByRole('main').getByLabel('Email', { exact: true }).fill(REFUSED_SIGN_IN.email);
    await page.getByRole('main').getByLabel('Password', { exact: true }).fill(REFUSED_SIGN_IN.password);
    await page.getByRole('main').getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByRole('alert')).toHaveText('Invalid login credentials. Please check email and password');
    await expect(page).toHaveURL(/\/login$/);
    expect(await page.evaluate(() => localStorage.getItem('userInfo'))).toBeNull();
    await expect(page.getByRole('main').getByRole('button', { name: 'Submit' })).toBeEnabled();
  });
});
