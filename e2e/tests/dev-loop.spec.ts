import { cpSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, type Page, type Request, test } from '@playwright/test';
import { devLoopPort, rspackCli } from '../support/dev-loop';
import { waitForHydration } from '../support/hydration';
import { DEMO } from '../support/session';
import { type ProcessGroup, REPO_ROOT, startProcess, waitForUrl } from '../support/processes';

// The portal's login page: its title lives in the portal's copy module, which the Fast Refresh test edits.
const TITLE = 'Welcome back';
const EDITED = 'Welcome back (edited on disk)';
const TITLE_LINE = `title: '${TITLE}'`;

const sitePort = devLoopPort(1);
const portalDevPort = devLoopPort(0);
const copyDevPort = devLoopPort(2);
const shellDevPort = devLoopPort(3);
const site = `http://localhost:${sitePort}`;
const portalDev = `http://localhost:${portalDevPort}`;
const copyDev = `http://localhost:${copyDevPort}`;

const work = mkdtempSync(path.join(tmpdir(), 'agency-dev-loop-'));
// Inside mf-portal so that the copy resolves the same node_modules; `.rebuild-*` is git-ignored.
const copyDir = path.join(REPO_ROOT, 'mf-portal', `.rebuild-dev-loop-${process.pid}`);
const shellCopyDir = path.join(REPO_ROOT, 'shell', `.rebuild-dev-loop-${process.pid}`);

let loop: ProcessGroup | undefined;
let copyServer: ProcessGroup | undefined;
let shellServer: ProcessGroup | undefined;

/** A copy of an app inside its own folder (so it resolves the same node_modules), for edits on disk. */
function copyApp(app: string, dir: string, extra: string[] = []) {
  for (const entry of ['src', ...extra]) cpSync(path.join(REPO_ROOT, app, entry), path.join(dir, entry), { recursive: true });
  for (const file of ['rspack.config.mjs', 'package.json', 'tsconfig.json']) cpSync(path.join(REPO_ROOT, app, file), path.join(dir, file));
  // Dated in the past: files written while the dev server starts look changed to its watcher, and the
  // rebuild that follows reloads the page in the middle of the test.
  const past = new Date(Date.now() - 60_000);
  for (const entry of readdirSync(dir, { recursive: true, encoding: 'utf8' })) utimesSync(path.join(dir, entry), past, past);
}

/**
 * Edits a copied file on disk, as a developer's editor would, in one step: the new text is written beside it and
 * renamed over it. Written in place (truncate, then write), the watcher can see two changes; on a busy machine they
 * came as two compilations, the page asked for the first one's update after the second had replaced it ("Cannot
 * find update. Need to do a full reload!") and reloaded, failing the test's state check (CI, 2026-11-27).
 */
function edit(file: string, from: string, to: string) {
  const source = readFileSync(file, 'utf8');
  expect(source, `${path.basename(file)} holds ${from}`).toContain(from);
  const next = path.join(path.dirname(file), `.${path.basename(file)}.${process.pid}.tmp`);
  writeFileSync(next, source.replace(from, to));
  renameSync(next, file);
}

/** The dev servers' HMR messages in the page, to say why a page reloaded when a test fails. */
function hmrLog(page: Page): string[] {
  const log: string[] = [];
  page.on('console', (msg) => {
    if (/\[HMR\]|rspack-dev-server/.test(msg.text())) log.push(msg.text());
  });
  return log;
}

const marker = {
  set: () => {
    (window as unknown as { devLoopMarker: number }).devLoopMarker = 42;
  },
  get: () => (window as unknown as { devLoopMarker?: number }).devLoopMarker,
};

test.describe('a remote team’s daily loop', { tag: '@local' }, () => {
  test.describe.configure({ mode: 'serial' });

  test.beforeAll(async () => {
    test.setTimeout(180_000);
    // Exactly what docs/architecture.md ("A remote team's day") tells a portal developer to run.
    loop = startProcess(process.execPath, [path.join(REPO_ROOT, 'scripts/dev-remote.mjs'), 'portal'], {
      cwd: REPO_ROOT,
      env: {
        PORT: String(sitePort),
        DEV_PORT: String(portalDevPort),
        DEV_REMOTES_FILE: path.join(work, 'remotes.json'),
        DATA_DIR: path.join(work, 'data'),
        LOG_LEVEL: 'warn',
        RATE_LIMIT_MAX: '1000',
      },
    });
    await waitForUrl(`http://127.0.0.1:${sitePort}/api/home`, loop);
    await waitForUrl(`http://127.0.0.1:${portalDevPort}/mf-manifest.json`, loop);
  });

  test.afterAll(async () => {
    await shellServer?.stop();
    await copyServer?.stop();
    rmSync(shellCopyDir, { recursive: true, force: true });
    await loop?.stop();
    rmSync(copyDir, { recursive: true, force: true });
    rmSync(work, { recursive: true, force: true });
  });

  test('pnpm dev:remote portal: the built site takes mf-portal from its dev server and the other remotes from their builds', async ({ page }) => {
    const scripts: string[] = [];
    page.on('request', (req: Request) => {
      if (req.resourceType() === 'script' || req.url().endsWith('mf-manifest.json')) scripts.push(req.url());
    });

    await page.goto(`${site}/login`);
    await expect(page.getByRole('heading', { level: 1, name: TITLE })).toBeVisible();
    // The dev build's marker, added by the dev-only runtime plugin of the remote's dev build.
    await expect(page.locator('[data-dev-remote="portal"]')).toHaveText(`mf-portal: dev server ${portalDev}`);
    expect(scripts).toContain(`${portalDev}/remoteEntry.js`);

    // Signing in goes through the site's API, and the portal's next page comes from the dev server too.
    const main = page.getByRole('main');
    await main.getByLabel('Email', { exact: true }).fill(DEMO.email);
    await main.getByLabel('Password', { exact: true }).fill(DEMO.password);
    await main.getByRole('button', { name: 'Submit' }).click();
    await expect(page).toHaveURL(/\/made-requests$/);
    await expect(page.getByRole('list', { name: 'Your requests' })).toBeVisible();

    // Another remote's page: from the built site's /remotes/marketing/, no dev marker for it.
    await page.goto(`${site}/about`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // Server-rendered: the heading shows before the browser has asked for the remote; it has once the page is React's.
    await waitForHydration(page);
    expect(scripts).toContain(`${site}/remotes/marketing/mf-manifest.json`);
    expect(scripts.some((url) => url.startsWith(`${site}/remotes/marketing/`) && url.endsWith('.js'))).toBe(true);
    await expect(page.locator('[data-dev-remote="marketing"]')).toHaveCount(0);

    // Nothing but the portal came from a dev server; the shell is the build's (content-hashed file names).
    const fromDev = scripts.filter((url) => !url.startsWith(site));
    expect(fromDev.length).toBeGreaterThan(0);
    for (const url of fromDev) expect(url.startsWith(`${portalDev}/`), url).toBe(true);
    expect(scripts.some((url) => new RegExp(`^${site}/main\\.[0-9a-f]{8}\\.js$`).test(url))).toBe(true);
  });

  test('standalone dev page: the site’s theme, sign-in through the proxied API, and Fast Refresh that keeps state across an edit', async ({ page }) => {
    test.setTimeout(150_000);
    // A copy of the remote, so the edit below never touches the real source.
    copyApp('mf-portal', copyDir);
    copyServer = startProcess(process.execPath, [rspackCli('mf-portal'), 'serve', '--mode', 'development'], {
      cwd: copyDir,
      env: { NODE_ENV: 'development', DEV_PORT: String(copyDevPort), API_URL: `http://127.0.0.1:${sitePort}` },
    });
    await waitForUrl(`http://127.0.0.1:${copyDevPort}/mf-manifest.json`, copyServer);

    const log = hmrLog(page);
    await page.goto(`${copyDev}/login`);
    const chrome = page.getByRole('navigation', { name: 'mf-portal standalone dev' });
    await expect(chrome).toContainText('mf-portal · standalone dev');
    const heading = page.getByRole('heading', { level: 1, name: TITLE });
    await expect(heading).toBeVisible();
    // The site's theme: its primary colour on the primary button, its global style on the body.
    await expect(page.getByRole('button', { name: 'Submit' })).toHaveCSS('background-color', 'rgb(23, 57, 166)');
    await expect(page.locator('body')).toHaveCSS('margin', '0px');

    // State a full reload would lose: a window marker and a typed value.
    await page.evaluate(marker.set);
    const email = page.getByLabel('Email', { exact: true });
    await email.fill(DEMO.email);

    edit(path.join(copyDir, 'src/copy.ts'), TITLE_LINE, `title: '${EDITED}'`);

    await expect(page.getByRole('heading', { level: 1, name: EDITED })).toBeVisible({ timeout: 30_000 });
    expect(await page.evaluate(marker.get), `the page was reloaded:\n${log.join('\n')}`).toBe(42);
    await expect(email).toHaveValue(DEMO.email);

    // The API, proxied by the dev server: sign in, land on the remote's own requests route, its list loaded.
    await page.getByLabel('Password', { exact: true }).fill(DEMO.password);
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page).toHaveURL(`${copyDev}/made-requests`);
    await expect(page.getByRole('list', { name: 'Your requests' }).getByRole('listitem').first()).toBeVisible();
    // The remote's routes, navigable from the dev chrome.
    await chrome.getByRole('link', { name: '/profile' }).click();
    await expect(page).toHaveURL(`${copyDev}/profile`);
    expect(await page.evaluate(marker.get), `the page was reloaded:\n${log.join('\n')}`).toBe(42);
  });

  test('pnpm dev: edits to the shell and to a remote inside it refresh in place, keeping what was typed', async ({ page }) => {
    test.setTimeout(150_000);
    copyApp('shell', shellCopyDir, ['public']);
    // The portal from the previous test's dev server (a copy), and no developer's dev ports touched.
    const remotes = { portal: `${copyDev}/mf-manifest.json` };
    writeFileSync(path.join(shellCopyDir, 'public/remotes.json'), JSON.stringify({ apiBase: '/api', remotes }));
    shellServer = startProcess(process.execPath, [rspackCli('shell'), 'serve', '--mode', 'development'], {
      cwd: shellCopyDir,
      env: { NODE_ENV: 'development', DEV_PORT: String(shellDevPort), API_URL: `http://127.0.0.1:${sitePort}` },
    });
    await waitForUrl(`http://127.0.0.1:${shellDevPort}/`, shellServer);

    const log = hmrLog(page);
    await page.goto(`http://localhost:${shellDevPort}/login`);
    await expect(page.getByRole('heading', { level: 1, name: EDITED })).toBeVisible();
    await expect(page.locator('[data-dev-remote="portal"]')).toBeVisible();
    // /login is a focused page (no site footer): the shell's own part of it is the frame, e.g. its skip link.
    const skipLink = page.getByRole('link', { name: 'Skip to main content', exact: true });
    await expect(skipLink).toHaveCount(1);
    await page.evaluate(marker.set);
    const loginEmail = page.getByRole('main').getByLabel('Email', { exact: true });
    await loginEmail.fill(DEMO.email);

    // The shell's own component.
    edit(path.join(shellCopyDir, 'src/copy.ts'), "skipLink: 'Skip to main content'", "skipLink: 'Skip to main content (edited on disk)'");
    await expect(page.getByRole('link', { name: 'Skip to main content (edited on disk)' })).toHaveCount(1, { timeout: 30_000 });
    // A remote's component, refreshed through the shell's React (tooling/dev-host-hook.mjs).
    edit(path.join(copyDir, 'src/copy.ts'), `title: '${EDITED}'`, `title: '${EDITED} twice'`);
    await expect(page.getByRole('heading', { level: 1, name: `${EDITED} twice` })).toBeVisible({ timeout: 30_000 });

    expect(await page.evaluate(marker.get), `the page was reloaded:\n${log.join('\n')}`).toBe(42);
    await expect(loginEmail).toHaveValue(DEMO.email);
  });

  test('production builds carry none of the development-only code', () => {
    const devOnly = ['$RefreshReg$', 'react-refresh', 'standalone dev', ': dev server ', 'data-dev-chrome'];
    for (const app of ['shell', ...readdirSync(REPO_ROOT).filter((d) => d.startsWith('mf-'))]) {
      const dist = path.join(REPO_ROOT, app, 'dist');
      const files = readdirSync(dist).filter((f) => f.endsWith('.js') || f.endsWith('.html'));
      expect(files.length, `${app} is built`).toBeGreaterThan(0);
      for (const file of files) {
        const text = readFileSync(path.join(dist, file), 'utf8');
        for (const marker of devOnly) expect(text.includes(marker), `${app}/dist/${file} contains ${marker}`).toBe(false);
      }
    }
  });
});
