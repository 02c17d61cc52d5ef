import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { REPO_ROOT } from '../support/processes';
import { Topology, topologyPort } from '../support/topology';

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

test.describe('run-time discovery of remotes', { tag: '@local' }, () => {
  test.beforeAll(async () => {
    // Five processes start one after another: more than one test's time on a loaded machine.
    test.setTimeout(300_000);
    await topology.start();
  });
  test.afterAll(async () => {
    await topology.stop();
    rmSync(rebuildDir, { recursive: true, force: true });
  });

  test('a remote rebuilt with a changed text is deployed by pointing the manifest at it; the shell is not rebuilt', async ({ page }) => {
    test.setTimeout(120_000);
    await page.goto(topology.site.url);
    const heading = page.getByRole('heading', { level: 1 });
    await expect(heading).toBeVisible();
    const before = (await heading.textContent())!.trim();
    const shellScripts = await page.locator('script[src]').evaluateAll((els) => els.map((e) => (e as HTMLScriptElement).src));
    const shellBuild = statSync(path.join(REPO_ROOT, 'shell/dist/index.html')).mtimeMs;

    // A new release of mf-marketing: same code, one text changed, built on its own into its own folder.
    const changed = `${before} (release 2)`;
    cpSync(path.join(marketingDir, 'src'), path.join(rebuildDir, 'src'), { recursive: true });
    for (const file of ['rspack.config.mjs', 'package.json', 'tsconfig.json']) cpSync(path.join(marketingDir, file), path.join(rebuildDir, file));
    const copyFile = findFileContaining(path.join(rebuildDir, 'src'), `'${before}'`);
    expect(copyFile, 'the heading text lives in a copy module').toBeTruthy();
    writeFileSync(copyFile!, readFileSync(copyFile!, 'utf8').replace(`'${before}'`, `'${changed}'`));
    const outDir = mkdtempSync(path.join(tmpdir(), 'marketing-release-2-'));
    execFileSync(path.join(marketingDir, 'node_modules/.bin/rspack'), ['build', '--mode', 'production'], {
      cwd: rebuildDir,
      env: { ...process.env, MF_OUT_DIR: outDir },
      stdio: 'pipe',
    });

    // Deploy: serve the new dist on a new host and point the run-time manifest at it.
    await topology.startRemote('marketing', outDir, topology.basePort + 9);
    topology.writeManifest();
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(changed);

    const after = await page.locator('script[src]').evaluateAll((els) => els.map((e) => (e as HTMLScriptElement).src));
    expect(after).toEqual(shellScripts);
    expect(statSync(path.join(REPO_ROOT, 'shell/dist/index.html')).mtimeMs).toBe(shellBuild);
  });
});
