import { expect, test } from '@playwright/test';

test('signing in on the portal remote updates the shell nav without a reload; logout clears it', async ({ page }) => {
  await page.goto('/login');
  await page.evaluate(() => {
    (window as unknown as { __noReload: boolean }).__noReload = true;
  });
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav.getByRole('link', { name: 'Login' })).toBeVisible();

  await page.getByRole('main').getByLabel('Email', { exact: true }).fill('demo@thinkmakesolve.ng');
  await page.getByRole('main').getByLabel('Password', { exact: true }).fill('Demo@2026!');
  await page.getByRole('button', { name: 'Submit' }).click();

  await expect(page).toHaveURL(/\/made-requests$/);
  await expect(nav.getByRole('link', { name: 'Dashboard' })).toBeVisible();
  await expect(nav.getByRole('button', { name: 'Logout' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Login' })).toHaveCount(0);
  expect(await page.evaluate(() => (window as unknown as { __noReload?: boolean }).__noReload)).toBe(true);
  const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('userInfo') ?? 'null'));
  expect(stored).toMatchObject({ email: 'demo@thinkmakesolve.ng', token: expect.any(String) });

  // The session survives a reload (restored from the device), and logout clears it.
  await page.reload();
  await expect(nav.getByRole('button', { name: 'Logout' })).toBeVisible();
  await nav.getByRole('button', { name: 'Logout' }).click();
  await expect(nav.getByRole('link', { name: 'Login' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('userInfo'))).toBeNull();
});

test('a wrong password shows the spec message and keeps the user signed out', async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('main').getByLabel('Email', { exact: true }).fill('demo@thinkmakesolve.ng');
  await page.getByRole('main').getByLabel('Password', { exact: true }).fill('wrong-password');
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByRole('alert')).toHaveText('Invalid login credentials. Please check email and password');
});
