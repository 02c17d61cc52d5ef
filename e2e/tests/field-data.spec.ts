import { answerStorageNotice } from '../support/storage-notice';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe';
import { REPO_ROOT } from '../support/processes';
import { DEMO_STAFF } from '../support/session';
import { Topology, topologyPort, useTopology } from '../support/topology';

// Every page view sampled; each remote on a host of its own, so a broken release can be deployed mid-test.
const topology = new Topology(topologyPort(145), { FIELD_DATA_SAMPLE_RATE: '1' });
const BROKEN_VERSION = '1.0.1-broken';
// Made in the test, not here: the runner loads this file in more than one process.
let brokenDir: string | undefined;

/**
 * What a visitor does before leaving: a tap (web-vitals settles LCP at the first input), then the page's `pagehide`,
 * on which the reporter sends what it holds with sendBeacon (dispatched here, so the page stays to see the beacon go).
 */
async function leave(page: Page) {
  const beacon = page.waitForRequest((r) => r.url().endsWith('/api/field') && r.method() === 'POST', { timeout: 30_000 });
  await page.mouse.click(5, 300);
  // web-vitals settles LCP after the tap in an idle callback (or at once on visibilitychange, which a real departure
  // fires before pagehide and this synthetic one does not): the beacon waits for that idle moment, as a visitor's does.
  await page.evaluate(() => new Promise((resolve) => requestIdleCallback(() => resolve(null), { timeout: 2_000 })));
  await page.evaluate(() => window.dispatchEvent(new PageTransitionEvent('pagehide', { persisted: false })));
  return beacon;
}

test.describe('field data', { tag: '@local' }, () => {
  useTopology(topology, () => brokenDir);

  test('a slow page and a broken remote release, reported by visitors’ browsers, show on the office’s Site health page', async ({ browser }) => {
    test.setTimeout(300_000);
    // The visitor allowed speed data in the storage notice: nothing is sent before that (issue 30).
    const visitorContext = await browser.newContext();
    await answerStorageNotice(visitorContext, { fieldData: true });
    const visitor = await visitorContext.newPage();

    // A slow page: /about's HTML held back 4.5 s (a slow server), so its LCP and TTFB are poor.
    await visitor.route(/\/about$/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 4_500));
      await route.continue();
    });
    const reporterLoaded = visitor.waitForResponse((r) => /web-vitals|field-data/.test(r.url()), { timeout: 30_000 });
    await visitor.goto(`${topology.site.url}/about`);
    await expect(visitor.getByRole('heading', { level: 1 })).toBeVisible();
    await reporterLoaded;
    const vitals = JSON.parse((await leave(visitor)).postData() ?? '{}') as { items: { kind: string; name?: string; page: string; remote: string }[] };
    expect(vitals.items.filter((i) => i.kind === 'vital').map((i) => i.name)).toEqual(expect.arrayContaining(['LCP', 'TTFB', 'FCP']));
    // A route pattern and the remote, nothing else about the visitor (the contract refuses any other field).
    expect(vitals.items.every((i) => i.page === '/about' && i.remote === 'marketing')).toBe(true);

    // A release of mf-academy whose page module throws as it loads, with a version of its own in its manifest.
    brokenDir = mkdtempSync(path.join(tmpdir(), 'academy-broken-release-'));
    cpSync(path.join(REPO_ROOT, 'mf-academy/dist'), brokenDir, { recursive: true });
    rmSync(path.join(brokenDir, 'server'), { recursive: true, force: true });
    const manifestFile = path.join(brokenDir, 'mf-manifest.json');
    const manifest = JSON.parse(readFileSync(manifestFile, 'utf8'));
    manifest.metaData.buildInfo.buildVersion = BROKEN_VERSION;
    delete manifest.metaData.ssrRemoteEntry;
    writeFileSync(manifestFile, JSON.stringify(manifest));
    // The host serves the build's precompressed copies first: the edited files' go.
    for (const copy of ['mf-manifest.json.br', 'mf-manifest.json.gz']) rmSync(path.join(brokenDir, copy), { force: true });
    const tutorials = manifest.exposes.find((e: { name: string }) => e.name === 'Tutorials');
    const own = (tutorials.assets.js.sync as string[]).filter((file) => file.includes('__federation_expose_'));
    expect(own.length).toBeGreaterThan(0);
    for (const file of own) {
      writeFileSync(path.join(brokenDir, file), "throw new Error('e2e: this academy release is broken');\n");
      // The host serves the build's precompressed copies first: they go with it.
      for (const copy of [`${file}.br`, `${file}.gz`]) rmSync(path.join(brokenDir, copy), { force: true });
    }
    await topology.deploy('academy', brokenDir, topology.basePort + 8);

    const brokenModule = visitor.waitForResponse((r) => r.url().includes('__federation_expose_Tutorials'));
    await visitor.goto(`${topology.site.url}/tutorials`);
    await brokenModule;
    const errors = JSON.parse((await leave(visitor)).postData() ?? '{}') as { items: { kind: string; message?: string; remote: string; version: string }[] };
    // Tagged with the release that threw (its manifest's version). A script from another origin loaded without CORS
    // reports only "Script error." to the page: the remote and version still say which release it was.
    expect(errors.items).toEqual(expect.arrayContaining([expect.objectContaining({ kind: 'error', remote: 'academy', version: BROKEN_VERSION })]));
    await visitor.context().close();

    // The office: staff sign in and open Site health.
    const office = await (await browser.newContext()).newPage();
    await office.goto(`${topology.site.url}/login?redirect=${encodeURIComponent('/office/site-health')}`);
    const main = office.getByRole('main');
    await main.getByLabel('Email', { exact: true }).fill(DEMO_STAFF.email);
    await main.getByLabel('Password', { exact: true }).fill(DEMO_STAFF.password);
    await main.getByRole('button', { name: 'Submit' }).click();
    await expect(office.getByRole('heading', { level: 1, name: 'Site health' })).toBeVisible({ timeout: 20_000 });
    await expect(office.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'Site health' })).toHaveAttribute('aria-current', 'page');

    const about = office.getByRole('article').filter({ has: office.getByRole('heading', { name: '/about', exact: true }) });
    const lcp = about.locator('div').filter({ hasText: 'Largest Contentful Paint (LCP)' });
    await expect(lcp).toContainText('Poor');
    await expect(about.locator('div').filter({ hasText: 'Time to First Byte (TTFB)' })).toContainText('Poor');

    // The error group (not the release's vitals card, which names the version too).
    const broken = office.getByRole('article').filter({ hasText: `academy ${BROKEN_VERSION}` }).filter({ hasText: 'Where it was caught' });
    await expect(broken.first()).toContainText('/tutorials');
    await expectNoAxeViolations(office);
    await office.setViewportSize({ width: 360, height: 800 });
    expect(await office.evaluate(() => document.documentElement.scrollWidth), 'no sideways scroll at 360 px').toBeLessThanOrEqual(360);
    await expectNoAxeViolations(office);
    if (process.env.FIELD_DATA_SHOTS) {
      for (const width of [360, 768, 1440]) {
        await office.setViewportSize({ width, height: 900 });
        await office.screenshot({ path: `/tmp/t28-vitals-site-health-${width}.png`, fullPage: true });
      }
    }
    await office.context().close();
  });
});
