import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { REPO_ROOT } from '../support/processes';
import { Topology, topologyPort } from '../support/topology';

// Each remote on a host of its own, tied together by the manifest file: a remote ships a page alone.
const topology = new Topology(topologyPort(130));
const marketingDir = path.join(REPO_ROOT, 'mf-marketing');
const rebuildDir = path.join(marketingDir, `.rebuild-routes-${process.pid}`);

const NEW_PAGE = {
  path: '/careers',
  heading: 'Careers at Think-Make-Solve Digital',
  title: 'Careers | Think-Make-Solve Digital',
  description: 'Open roles at Think-Make-Solve Digital, a Lagos digital agency.',
};

/** A new release of mf-marketing with one more page: its exposed module, its entry in exposes and its route. */
function buildMarketingWithNewPage(outDir: string) {
  for (const item of ['src', 'public']) cpSync(path.join(marketingDir, item), path.join(rebuildDir, item), { recursive: true });
  for (const file of ['rspack.config.mjs', 'package.json', 'tsconfig.json']) cpSync(path.join(marketingDir, file), path.join(rebuildDir, file));
  writeFileSync(
    path.join(rebuildDir, 'src/exposes/careers.tsx'),
    `export default function Careers() {\n  return <section><h1>${NEW_PAGE.heading}</h1></section>;\n}\n`,
  );
  const config = path.join(rebuildDir, 'rspack.config.mjs');
  writeFileSync(config, readFileSync(config, 'utf8').replace("export const exposes = {", "export const exposes = {\n  './Careers': './src/exposes/careers.tsx',"));
  const routes = path.join(rebuildDir, 'src/routes.ts');
  writeFileSync(
    routes,
    readFileSync(routes, 'utf8').replace(
      'export const routes: RemoteRoute[] = [',
      `export const routes: RemoteRoute[] = [\n  { path: '${NEW_PAGE.path}', expose: 'Careers', meta: { title: '${NEW_PAGE.title}', description: '${NEW_PAGE.description}', public: true, image } },`,
    ),
  );
  execFileSync(path.join(marketingDir, 'node_modules/.bin/rspack'), ['build', '--mode', 'production'], {
    cwd: rebuildDir,
    env: { ...process.env, MF_OUT_DIR: outDir },
    stdio: 'pipe',
  });
}

test.describe('a new page ships with its remote alone', { tag: '@local' }, () => {
  test.beforeAll(async () => {
    // Five processes start one after another: more than one test's time on a loaded machine.
    test.setTimeout(300_000);
    await topology.start();
  });
  test.afterAll(async () => {
    await topology.stop();
    rmSync(rebuildDir, { recursive: true, force: true });
  });

  test('mf-marketing rebuilt with a new page into a new folder: pointing the manifest at it serves the page, the shell and site untouched', async ({ page, request }) => {
    test.setTimeout(180_000);
    const site = topology.site.url;
    const before = await request.get(`${site}${NEW_PAGE.path}`, { headers: { accept: 'text/html' } });
    expect(before.status()).toBe(404);
    await page.goto(`${site}${NEW_PAGE.path}`);
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
    const shellScripts = await page.locator('script[src]').evaluateAll((els) => els.map((e) => (e as HTMLScriptElement).src));
    const shellBuild = statSync(path.join(REPO_ROOT, 'shell/dist/index.html')).mtimeMs;

    const outDir = mkdtempSync(path.join(tmpdir(), 'marketing-careers-'));
    buildMarketingWithNewPage(outDir);
    await topology.startRemote('marketing', outDir, topology.basePort + 9);
    topology.writeManifest();

    // The site serves it (200, its own title in the first HTML, in the sitemap) without a restart ...
    const served = await request.get(`${site}${NEW_PAGE.path}`, { headers: { accept: 'text/html' } });
    expect(served.status()).toBe(200);
    expect(await served.text()).toContain(`<title data-initial>${NEW_PAGE.title}</title>`);
    expect(await (await request.get(`${site}/sitemap.xml`)).text()).toContain(`${NEW_PAGE.path}</loc>`);
    // ... and the browser routes to it with the same shell build.
    await page.goto(`${site}${NEW_PAGE.path}`);
    await expect(page.getByRole('heading', { level: 1, name: NEW_PAGE.heading })).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();
    // Client-side navigation reaches it too, and the remote's other pages still work.
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'About Us' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.evaluate((p) => {
      window.history.pushState({}, '', p);
      window.dispatchEvent(new PopStateEvent('popstate'));
    }, NEW_PAGE.path);
    await expect(page.getByRole('heading', { level: 1, name: NEW_PAGE.heading })).toBeVisible();

    // The new page is public, so the site renders it on its server (unless the new host's first load outlasted the
    // render's 3 s): its HTML then names the same shell build's entry through that build's after-paint loader
    // (shell/dist/boot-assets.json), where the not-found page named the entry directly.
    const after = await page.locator('script[src]').evaluateAll((els) => els.map((e) => (e as HTMLScriptElement).src));
    const { loader } = JSON.parse(readFileSync(path.join(REPO_ROOT, 'shell/dist/boot-assets.json'), 'utf8')) as { loader: string };
    const serverRendered = (await page.locator('#root[data-ssr]').count()) === 1;
    expect(after.sort()).toEqual([...shellScripts, ...(serverRendered ? [new URL(loader, site).href] : [])].sort());
    expect(statSync(path.join(REPO_ROOT, 'shell/dist/index.html')).mtimeMs).toBe(shellBuild);
  });
});
