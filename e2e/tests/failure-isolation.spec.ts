import { cpSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { watchForErrors } from '../support/console';
import { readCopy, textAt } from '../support/copy';
import { waitForHydration } from '../support/hydration';
import { REPO_ROOT } from '../support/processes';
import { fetchHtml } from '../support/ssr-html';
import { Topology, topologyPort, useTopology } from '../support/topology';

// Each remote on a host of its own; hosts are stopped and started while the page is open.
const topology = new Topology(topologyPort(110));
const about = readCopy('mf-marketing/src/copy/about.ts', 'aboutCopy');
const services = readCopy('mf-marketing/src/copy/services.ts', 'servicesCopy');
const FALLBACK_HEADING = 'This part of the site could not be loaded.';
// Made in the test, not here: the runner loads this file in more than one process.
let brokenDir: string | undefined;

test.describe('failure isolation', { tag: '@local' }, () => {
  useTopology(topology, () => brokenDir);

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
    await waitForHydration(page);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Contact Us' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.locator('[data-remote-fallback="booking"]')).toBeVisible({ timeout: 15_000 });
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await topology.startRemote('booking');
  });
  test('with server rendering: a page whose remote host is down is still sent (200, for the browser to render) and shows the fallback, not a 500 or a blank page', async ({
    page,
    request,
  }) => {
    await topology.stopRemote('marketing');
    const sent = await fetchHtml(request, `${topology.site.url}/about`);
    expect(sent.status).toBe(200);
    expect(sent.markup, 'nothing server-rendered').toBeNull();
    expect(sent.emptyRoot, '#root is left for the browser').toBe(true);

    await page.goto(`${topology.site.url}/about`);
    const fallback = page.locator('[data-remote-fallback="marketing"]');
    await expect(fallback.getByRole('heading', { name: FALLBACK_HEADING })).toBeVisible({ timeout: 15_000 });
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
    await expect(page.getByRole('contentinfo').getByRole('link', { name: 'FAQs' })).toBeVisible();

    // Back up: the site renders its pages on its server again, from the remote's host (the first load there
    // may outlast the render's 3 s, and that page is sent for the browser to render).
    await topology.startRemote('marketing');
    let again = await fetchHtml(request, `${topology.site.url}/about`);
    for (let tries = 1; again.markup === null && tries < 5; tries++) again = await fetchHtml(request, `${topology.site.url}/about`);
    expect(again.headings).toEqual([textAt(about, 'title')]);
  });

  test('with server rendering: a remote host that goes down after the site rendered its pages leaves them 200, and the browser shows the fallback', async ({
    page,
    request,
  }) => {
    // The site has rendered this remote's pages (its server build is loaded in the site's process)...
    expect((await fetchHtml(request, `${topology.site.url}/about`)).headings).toEqual([textAt(about, 'title')]);
    // ...and then its host goes down: the browser cannot load the remote's browser build.
    await topology.stopRemote('marketing');
    expect((await fetchHtml(request, `${topology.site.url}/about`)).status).toBe(200);
    await page.goto(`${topology.site.url}/about`);
    await expect(page.locator('[data-remote-fallback="marketing"]').getByRole('heading', { name: FALLBACK_HEADING })).toBeVisible({ timeout: 15_000 });
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
    await expect(page.getByRole('contentinfo').getByRole('link', { name: 'FAQs' })).toBeVisible();
    await topology.startRemote('marketing');
  });

  test('with server rendering: a remote whose server build throws is sent for the browser to render, which renders the page in full from the browser build', async ({
    page,
    request,
  }) => {
    // A release of mf-marketing whose browser build is sound and whose server build throws as it is evaluated.
    brokenDir = mkdtempSync(path.join(tmpdir(), 'marketing-broken-server-'));
    cpSync(path.join(REPO_ROOT, 'mf-marketing/dist'), brokenDir, { recursive: true });
    for (const file of readdirSync(path.join(brokenDir, 'server'))) rmSync(path.join(brokenDir, 'server', file));
    writeFileSync(path.join(brokenDir, 'server/remoteEntry.js'), "throw new Error('e2e: this server build is broken');\n");
    await topology.deploy('marketing', brokenDir, topology.basePort + 8);

    const sent = await fetchHtml(request, `${topology.site.url}/services`);
    expect(sent.status).toBe(200);
    expect(sent.markup, 'nothing server-rendered').toBeNull();
    expect(sent.emptyRoot, '#root is left for the browser').toBe(true);

    const errors = watchForErrors(page);
    await page.goto(`${topology.site.url}/services`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(textAt(services, 'title'));
    await expect(page.getByText(textAt(services, 'lead'))).toBeVisible();
    await expect(page.locator('[data-remote-fallback]')).toHaveCount(0);
    expect(errors).toEqual([]);
  });
});
