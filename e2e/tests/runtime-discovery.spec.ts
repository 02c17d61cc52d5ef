import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { waitForHydration } from '../support/hydration';
import { REPO_ROOT } from '../support/processes';
import { buildRemoteRelease } from '../support/remote-release';
import { fetchHtml } from '../support/ssr-html';
import { Topology, topologyPort, useTopology } from '../support/topology';

const topology = new Topology(topologyPort(120));

/** The first non-test source file under `dir` that contains `text`. */
function findFileContaining(dir: string, text: string): string | undefined {
  const files = readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((f) => /\.tsx?$/.test(f) && !f.includes('.test.'))
    .sort((a, b) => Number(!a.includes('copy')) - Number(!b.includes('copy')));
  return files.map((f) => path.join(dir, f)).find((f) => readFileSync(f, 'utf8').includes(text));
}
const marketingDir = path.join(REPO_ROOT, 'mf-marketing');
const rebuildDir = path.join(marketingDir, `.rebuild-${process.pid}`);
// Made in the test, not here: the runner loads this file in more than one process.
let skewDir: string | undefined;
const shellSharedUi = (JSON.parse(readFileSync(path.join(REPO_ROOT, 'shared-ui/package.json'), 'utf8')) as { version: string }).version;

interface Manifest {
  shared: { name: string; version: string; requiredVersion: string }[];
}

test.describe('run-time discovery of remotes', { tag: '@local' }, () => {
  useTopology(topology, () => rebuildDir, () => skewDir);

  test('a remote rebuilt with a changed text is deployed by pointing the manifest at it; the shell is not rebuilt', async ({ page, request }) => {
    test.setTimeout(120_000);
    await page.goto(topology.site.url);
    const heading = page.getByRole('heading', { level: 1 });
    await expect(heading).toBeVisible();
    // Server-rendered: the heading shows while the remote's scripts are still arriving; the shell's own are what count.
    await waitForHydration(page);
    const before = (await heading.textContent())!.trim();
    const shellScripts = await page.locator('script[src]').evaluateAll((els) => els.map((e) => (e as HTMLScriptElement).src));
    const shellBuilds = ['shell/dist/index.html', 'shell/dist/server/index.js'].map((file) => statSync(path.join(REPO_ROOT, file)).mtimeMs);
    // The HTML the site sends (no JavaScript run) is rendered on its server from the remote's host, over HTTP.
    const sentBefore = await fetchHtml(request, `${topology.site.url}/`);
    expect(sentBefore.status).toBe(200);
    expect(sentBefore.markup, 'the page is server-rendered').not.toBeNull();
    expect(sentBefore.headings).toEqual([before]);

    // A new release of mf-marketing: same code, one text changed, built on its own into its own folder.
    const changed = `${before} (release 2)`;
    const outDir = mkdtempSync(path.join(tmpdir(), 'marketing-release-2-'));
    buildRemoteRelease(marketingDir, rebuildDir, outDir, (rebuildDir) => {
      const copyFile = findFileContaining(path.join(rebuildDir, 'src'), `'${before}'`);
      expect(copyFile, 'the heading text lives in a copy module').toBeTruthy();
      writeFileSync(copyFile!, readFileSync(copyFile!, 'utf8').replace(`'${before}'`, `'${changed}'`));
    });

    // Deploy: serve the new dist on a new host and point the run-time manifest at it.
    await topology.deploy('marketing', outDir, topology.basePort + 9);
    // The same site process, not restarted: its server renders the page from the new release's server build,
    // fetched from the new host. Its first load there may outlast the render's 3 s (the page is then sent for
    // the browser to render): the next one is rendered. Never from the old release.
    let sentAfter = await fetchHtml(request, `${topology.site.url}/`);
    for (let tries = 1; sentAfter.markup === null && tries < 5; tries++) sentAfter = await fetchHtml(request, `${topology.site.url}/`);
    expect(sentAfter.status).toBe(200);
    expect(sentAfter.markup, 'the page is server-rendered from the new release').not.toBeNull();
    expect(sentAfter.headings).toEqual([changed]);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(changed);
    await waitForHydration(page);

    const after = await page.locator('script[src]').evaluateAll((els) => els.map((e) => (e as HTMLScriptElement).src));
    expect(after).toEqual(shellScripts);
    expect(['shell/dist/index.html', 'shell/dist/server/index.js'].map((file) => statSync(path.join(REPO_ROOT, file)).mtimeMs)).toEqual(shellBuilds);
  });

  test('a remote built against a newer shared-ui minor than the shell provides is refused with the fallback and a console error naming the mismatch; the rest of the site works', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    // The build records what it was built against: ^<major>.<minor>.0 of the shared-ui it bundled.
    const built = JSON.parse(readFileSync(path.join(marketingDir, 'dist/mf-manifest.json'), 'utf8')) as Manifest;
    const [major, minor] = shellSharedUi.split('.').map(Number);
    expect(built.shared.find((s) => s.name === '@agency/shared-ui')?.requiredVersion).toBe(`^${major}.${minor}.0`);

    // A release of mf-marketing built against the next shared-ui minor (one export more), deployed alone. What the
    // shell reads before it runs a remote is its manifest, so this release is today's build with the manifest that
    // build writes against shared-ui <major>.<minor+1>.0 (a real rebuild costs CI a minute for the same manifest).
    const newer = `${major}.${minor! + 1}.0`;
    skewDir = mkdtempSync(path.join(tmpdir(), 'marketing-newer-shared-ui-'));
    cpSync(path.join(marketingDir, 'dist'), skewDir, { recursive: true });
    const manifest = { ...built, shared: built.shared.map((s) => (s.name === '@agency/shared-ui' ? { ...s, version: newer, requiredVersion: `^${newer}` } : s)) };
    writeFileSync(path.join(skewDir, 'mf-manifest.json'), JSON.stringify(manifest));
    // The host serves the build's precompressed copies first: drop the stale ones of the manifest.
    for (const ext of ['.gz', '.br']) rmSync(path.join(skewDir, `mf-manifest.json${ext}`), { force: true });
    await topology.deploy('marketing', skewDir, topology.basePort + 8);

    const errors: string[] = [];
    page.on('console', (msg) => {
      if (msg.type() === 'error') errors.push(msg.text());
    });
    const pageErrors: string[] = [];
    page.on('pageerror', (err) => pageErrors.push(err.message));
    const releaseScripts: string[] = [];
    page.on('request', (req) => {
      if (new URL(req.url()).port === String(topology.basePort + 8) && req.resourceType() === 'script') releaseScripts.push(req.url());
    });

    await page.goto(topology.site.url);
    const fallback = page.locator('[data-remote-fallback="marketing"]');
    await expect(fallback.getByRole('heading', { name: 'This part of the site could not be loaded.' })).toBeVisible({ timeout: 15_000 });
    expect(errors).toContainEqual(
      expect.stringContaining(`Remote "marketing" requires @agency/shared-ui@^${newer}, but the shell provides @agency/shared-ui@${shellSharedUi}`),
    );
    // Refused before its code ran: none of the release's scripts was fetched, nothing crashed.
    expect(releaseScripts).toEqual([]);
    expect(pageErrors).toEqual([]);

    // The shell and the other remotes still work.
    await expect(page.getByRole('contentinfo').getByRole('link', { name: 'FAQs' })).toBeVisible();
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Login' }).click();
    await expect(page.getByRole('button', { name: 'Submit' })).toBeVisible();
    await page.goto(`${topology.site.url}/tutorials`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.locator('[data-remote-fallback]')).toHaveCount(0);
  });
});
