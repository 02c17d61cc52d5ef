import { expect, test } from '@playwright/test';
import { Topology, topologyPort } from '../support/topology';

// Each remote on a host of its own; hosts are stopped and started while the page is open.
const topology = new Topology(topologyPort(110));

test.describe('failure isolation', { tag: '@local' }, () => {
  test.beforeAll(async () => {
    // Five processes start one after another: more than one test's time on a loaded machine.
    test.setTimeout(300_000);
    await topology.start();
  });
  test.afterAll(async () => {
    await topology.stop();
  });

  test('a remote whose host is down shows a fallback with retry; nav, footer and other remotes keep working', async ({ page }) => {
    // A page of the site's own frame (nav and footer) from another remote than the one that goes down.
    await page.goto(`${topology.site.url}/tutorials`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

    await topology.stopRemote('marketing');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'About Us' }).click();
    const fallback = page.locator('[data-remote-fallback="marketing"]');
    await expect(fallback).toBeVisible({ timeout: 15_000 });
    await expect(fallback.getByRole('heading', { name: 'This part of the site could not be loaded.' })).toBeVisible();

    // The shell and the other remotes still work.
    await expect(page.getByRole('contentinfo')).toBeVisible();
    await expect(page.getByRole('contentinfo').getByRole('link', { name: 'FAQs' })).toBeVisible();
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Login' }).click();
    await expect(page.getByRole('button', { name: 'Submit' })).toBeVisible();

    // Back to the broken page; bring the host back and retry: the page loads without a reload.
    await page.goBack();
    await expect(fallback).toBeVisible();
    await topology.startRemote('marketing');
    await fallback.getByRole('button', { name: 'Try again' }).click();
    await expect(fallback).toHaveCount(0, { timeout: 15_000 });
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });

  test('the dialogs remote being down shows the fallback in a dialog, and the page stays usable', async ({ page }) => {
    await topology.stopRemote('booking');
    await page.goto(`${topology.site.url}/tutorials`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Contact Us' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.locator('[data-remote-fallback="booking"]')).toBeVisible({ timeout: 15_000 });
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await topology.startRemote('booking');
  });
});
