import { mkdtempSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { REPO_ROOT } from '../support/processes';
import { buildRemoteRelease } from '../support/remote-release';
import { Topology, topologyPort, useTopology } from '../support/topology';

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

/** The scripts a served document names, as absolute addresses, sorted. */
function scriptsIn(html: string, base: string) {
  return [...html.matchAll(/<script\b[^>]*\bsrc="([^"]+)"/g)].map((m) => new URL(m[1] ?? '', base).href).sort();
}

/** A new release of mf-marketing with one more page: its module and its entry in the page table, nothing else (the build derives the exposes). */
function buildMarketingWithNewPage(outDir: string) {
  buildRemoteRelease(marketingDir, rebuildDir, outDir, (rebuildDir) => {
    writeFileSync(
      path.join(rebuildDir, 'src/exposes/careers.tsx'),
      `export default function Careers() {\n  return <section><h1>${NEW_PAGE.heading}</h1></section>;\n}\n`,
    );
    // The page table is the only declaration: the exposes are derived from it.
    const routes = path.join(rebuildDir, 'src/routes.ts');
    writeFileSync(
      routes,
      readFileSync(routes, 'utf8').replace(
        'export const routes: PageEntry[] = [',
        `export const routes: PageEntry[] = [\n  { path: '${NEW_PAGE.path}', expose: 'Careers', module: 'careers', meta: { title: '${NEW_PAGE.title}', description: '${NEW_PAGE.description}', public: true, image } },`,
      ),
    );
  });
}

test.describe('a new page ships with its remote alone', { tag: '@local' }, () => {
  useTopology(topology, () => rebuildDir);

  test('mf-marketing rebuilt with a new page into a new folder: pointing the manifest at it serves the page, the shell and site untouched', async ({ page, request }) => {
    test.setTimeout(180_000);
    const site = topology.site.url;
    const before = await request.get(`${site}${NEW_PAGE.path}`, { headers: { accept: 'text/html' } });
    expect(before.status()).toBe(404);
    const notFound = await page.goto(`${site}${NEW_PAGE.path}`);
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
    const shellScripts = scriptsIn(await notFound!.text(), site);
    const shellBuild = statSync(path.join(REPO_ROOT, 'shell/dist/index.html')).mtimeMs;

    const outDir = mkdtempSync(path.join(tmpdir(), 'marketing-careers-'));
    buildMarketingWithNewPage(outDir);
    await topology.deploy('marketing', outDir, topology.basePort + 9);

    // The site serves it (200, its own title in the first HTML, in the sitemap) without a restart ...
    const served = await request.get(`${site}${NEW_PAGE.path}`, { headers: { accept: 'text/html' } });
    expect(served.status()).toBe(200);
    expect(await served.text()).toContain(`<title data-initial>${NEW_PAGE.title}</title>`);
    expect(await (await request.get(`${site}/sitemap.xml`)).text()).toContain(`${NEW_PAGE.path}</loc>`);
    // ... and the browser routes to it with the same shell build.
    const document = await page.goto(`${site}${NEW_PAGE.path}`);
    await expect(page.getByRole('heading', { level: 1, name: NEW_PAGE.heading })).toBeVisible();
    const html = await document!.text();
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
    // render's 3 s): its HTML then names the same shell build's entry (shell/dist/boot-assets.json) to the inline
    // after-paint loader and has no script file of its own, where the not-found page named the entry directly. Read
    // from the two documents as served: the live page also holds the chunks the shell has added by then.
    const after = scriptsIn(html, site);
    const boot = JSON.parse(readFileSync(path.join(REPO_ROOT, 'shell/dist/boot-assets.json'), 'utf8')) as { main: string[] };
    const serverRendered = /<div id="root"[^>]*\bdata-ssr\b/.test(html);
    const entries = boot.main.map((src) => new URL(src, site).href).sort();
    expect(shellScripts).toEqual(entries);
    expect(after).toEqual(serverRendered ? [] : shellScripts);
    if (serverRendered) expect([new URL(html.match(/<script data-main="([^"]+)"/)![1]!, site).href]).toEqual(entries);
    expect(statSync(path.join(REPO_ROOT, 'shell/dist/index.html')).mtimeMs).toBe(shellBuild);
  });
});
