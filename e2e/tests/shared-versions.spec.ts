import { execFileSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { REPO_ROOT } from '../support/processes';
import { Topology, topologyPort } from '../support/topology';

const topology = new Topology(topologyPort(140));
const marketingDir = path.join(REPO_ROOT, 'mf-marketing');
const sharedUiDir = path.join(REPO_ROOT, 'shared-ui');
const rebuildDir = path.join(marketingDir, `.rebuild-shared-${process.pid}`);
const shellSharedUi = (JSON.parse(readFileSync(path.join(sharedUiDir, 'package.json'), 'utf8')) as { version: string }).version;

/**
 * A release of mf-marketing built against a newer minor of @agency/shared-ui (one export more) than the
 * deployed shell provides, and deployed alone: its manifest requires ^<major>.<minor+1>.0.
 */
function buildAgainstNewerSharedUi(): { outDir: string; newer: string; range: string } {
  const [major, minor] = shellSharedUi.split('.').map(Number);
  const newer = `${major}.${minor! + 1}.0`;
  cpSync(path.join(marketingDir, 'src'), path.join(rebuildDir, 'src'), { recursive: true });
  for (const file of ['rspack.config.mjs', 'package.json', 'tsconfig.json']) cpSync(path.join(marketingDir, file), path.join(rebuildDir, file));
  // The newer shared-ui, installed beside the remote's own sources: same code, one export added, minor bumped.
  const ui = path.join(rebuildDir, 'node_modules/@agency/shared-ui');
  mkdirSync(ui, { recursive: true });
  cpSync(path.join(sharedUiDir, 'src'), path.join(ui, 'src'), { recursive: true });
  symlinkSync(path.join(sharedUiDir, 'node_modules'), path.join(ui, 'node_modules'));
  const pkg = JSON.parse(readFileSync(path.join(sharedUiDir, 'package.json'), 'utf8')) as { version: string };
  writeFileSync(path.join(ui, 'package.json'), JSON.stringify({ ...pkg, version: newer }, null, 2));
  writeFileSync(path.join(ui, 'src/index.ts'), `${readFileSync(path.join(ui, 'src/index.ts'), 'utf8')}\nexport const addedInNewerMinor = true;\n`);
  const outDir = mkdtempSync(path.join(tmpdir(), 'marketing-newer-shared-ui-'));
  execFileSync(path.join(marketingDir, 'node_modules/.bin/rspack'), ['build', '--mode', 'production'], {
    cwd: rebuildDir,
    env: { ...process.env, MF_OUT_DIR: outDir },
    stdio: 'pipe',
  });
  return { outDir, newer, range: `^${newer}` };
}

test.describe('shared singleton versions', { tag: '@local' }, () => {
  let release: ReturnType<typeof buildAgainstNewerSharedUi>;

  test.beforeAll(async () => {
    // One remote build and six processes started one after another.
    test.setTimeout(400_000);
    release = buildAgainstNewerSharedUi();
    await topology.start();
  });
  test.afterAll(async () => {
    await topology.stop();
    rmSync(rebuildDir, { recursive: true, force: true });
    if (release) rmSync(release.outDir, { recursive: true, force: true });
  });

  test('a remote that needs a newer shared-ui than the shell provides is refused with the fallback and a console error naming the mismatch; the rest of the site works', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    const manifest = JSON.parse(readFileSync(path.join(release.outDir, 'mf-manifest.json'), 'utf8')) as {
      shared: { name: string; requiredVersion: string }[];
    };
    expect(manifest.shared.find((s) => s.name === '@agency/shared-ui')?.requiredVersion).toBe(release.range);

    // Deploy the incompatible release alone: the manifest now points at it; the shell is not rebuilt.
    await topology.startRemote('marketing', release.outDir, topology.basePort + 9);
    topology.writeManifest();

    const errors: string[] = [];
    page.on('console', (msg) => {
      if (msg.type() === 'error') errors.push(msg.text());
    });
    const pageErrors: string[] = [];
    page.on('pageerror', (err) => pageErrors.push(err.message));
    const releaseScripts: string[] = [];
    page.on('request', (req) => {
      if (new URL(req.url()).port === String(topology.basePort + 9) && req.resourceType() === 'script') releaseScripts.push(req.url());
    });

    await page.goto(topology.site.url);
    const fallback = page.locator('[data-remote-fallback="marketing"]');
    await expect(fallback.getByRole('heading', { name: 'This part of the site could not be loaded.' })).toBeVisible({ timeout: 15_000 });
    expect(errors).toContainEqual(
      expect.stringContaining(
        `Remote "marketing" requires @agency/shared-ui@${release.range}, but the shell provides @agency/shared-ui@${shellSharedUi}`,
      ),
    );
    // Refused before its code ran: nothing of the release beyond its manifest was fetched, nothing crashed.
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
