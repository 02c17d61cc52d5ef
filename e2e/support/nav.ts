import { expect, type Page } from '@playwright/test';
import { waitForHydration } from './hydration';

/**
 * The main navigation, opened when the width folds it behind the menu button (phones). A journey that uses
 * the nav calls this first, so the same test runs on the desktop and on the phone. A route change closes
 * the menu, so a journey that opens it and then navigates calls this again on the new page.
 */
export async function mainNav(page: Page) {
  // The menu button of a server-rendered page does nothing until React has the page.
  await waitForHydration(page);
  const nav = page.getByRole('navigation', { name: 'Main' });
  const toggle = nav.getByRole('button', { name: /^(Open|Close) menu$/ });
  // Right after a navigation from a frame without the site's nav (the portal's Home link), the URL has changed
  // while the next page is still on its way: wait for the nav itself, or a phone's folded menu reads as no menu.
  await expect(nav).toBeVisible();
  if (!(await toggle.isVisible())) return nav;
  if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  return nav;
}

/** Folds the phone menu away again (nothing to do on a desktop, where the nav is always shown). */
export async function closeMainNav(page: Page) {
  const toggle = page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Close menu' });
  if (await toggle.isVisible()) {
    await toggle.click();
    await expect(toggle).toHaveCount(0);
  }
}

/**
 * The signed-in portal's one navigation (dashboard, profile, requests, settings, order summary): a side bar on
 * wide screens, behind the top bar's menu button below 1024 px. Opens it when folded, like `mainNav`.
 */
export async function portalNav(page: Page) {
  const nav = page.getByRole('navigation', { name: 'Portal' });
  const toggle = page.getByRole('button', { name: /^(Open|Close) menu$/ });
  // Wait for the portal's frame: the side bar (wide screens) or the menu button (phones).
  await expect(nav.or(toggle).first()).toBeVisible();
  if ((await toggle.isVisible()) && (await toggle.getAttribute('aria-expanded')) !== 'true') {
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  }
  await expect(nav).toBeVisible();
  return nav;
}
