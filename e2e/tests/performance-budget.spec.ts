import { readFileSync } from 'node:fs';
import path from 'node:path';
import { get } from 'node:http';
import { type Browser, expect, test } from '@playwright/test';
import { serverRenderedPages } from '../support/ssr-routes';

interface Budget {
  /** Compressed JavaScript a browser downloads on a cold load of /home, as served (Brotli). */
  homeColdLoadJsKB: number;
  /** The same for a client that accepts gzip only. */
  homeColdLoadJsGzipOnlyKB: number;
  /** The same two for each other public (server-rendered) route, by its path in routes.json: every address of it. */
  routes: Record<string, { coldLoadJsKB: number; coldLoadJsGzipOnlyKB: number }>;
}
const budget = JSON.parse(readFileSync(path.join(import.meta.dirname, '../budget.json'), 'utf8')) as Budget;

interface Script {
  path: string;
  encoding: string;
  bytes: number;
}

/** Loads `address` in a fresh context (no HTTP cache, nothing stored) and lists every script the browser fetched, with the bytes it received. */
async function coldLoadScripts(browser: Browser, baseURL: string, extraHTTPHeaders?: Record<string, string>, address = '/home'): Promise<Script[]> {
  const context = await browser.newContext({ baseURL, extraHTTPHeaders });
  const page = await context.newPage();
  const pending: Promise<Script>[] = [];
  page.on('requestfinished', (req) => {
    if (req.resourceType() !== 'script') return;
    pending.push(
      (async () => {
        const [sizes, response] = await Promise.all([req.sizes(), req.response()]);
        return { path: new URL(req.url()).pathname, encoding: (await response?.headerValue('content-encoding')) ?? 'identity', bytes: sizes.responseBodySize };
      })(),
    );
  });
  await page.goto(address, { waitUntil: 'networkidle' });
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const scripts = await Promise.all(pending);
  await context.close();
  return scripts;
}

/**
 * The same scripts as a client that accepts gzip only gets them: each asked for again with that Accept-Encoding,
 * its bytes counted as sent (node:http does not decode them). The page names the same files whatever the encoding,
 * so a second cold load in a browser measured nothing more.
 */
async function gzipOnlyCopies(baseURL: string, scripts: Script[]): Promise<Script[]> {
  return Promise.all(
    scripts.map(
      (s) =>
        new Promise<Script>((resolve, reject) => {
          get(new URL(s.path, baseURL), { headers: { 'Accept-Encoding': 'gzip, deflate' } }, (res) => {
            let bytes = 0;
            res.on('data', (chunk: Buffer) => (bytes += chunk.length));
            res.on('end', () => (res.statusCode === 200 ? resolve({ path: s.path, encoding: String(res.headers['content-encoding'] ?? 'identity'), bytes }) : reject(new Error(`${s.path}: ${res.statusCode}`))));
          }).on('error', reject);
        }),
    ),
  );
}

function report(label: string, scripts: Script[], budgetKB: number | undefined, address = '/home'): number {
  const kb = scripts.reduce((sum, s) => sum + s.bytes, 0) / 1024;
  console.log(`Cold load of ${address} (${label}): ${scripts.length} scripts, ${kb.toFixed(1)} KB of compressed JavaScript (budget ${budgetKB ?? 'none'} KB)`);
  for (const s of [...scripts].sort((a, b) => b.bytes - a.bytes)) console.log(`  ${(s.bytes / 1024).toFixed(1).padStart(6)} KB  ${s.encoding.padEnd(5)} ${s.path}`);
  return kb;
}

// @local: the budget belongs to this checkout's build; another environment may serve another release.
test.describe('the JavaScript budget', { tag: '@local' }, () => {
  test('a cold load of /home transfers less compressed JavaScript than the budget', async ({ browser, baseURL }) => {
    const scripts = await coldLoadScripts(browser, baseURL!);
    const kb = report('as a browser gets it', scripts, budget.homeColdLoadJsKB);
    expect(scripts.length).toBeGreaterThan(0);
    for (const s of scripts) expect(s.encoding, `${s.path} is served with the build's Brotli copy`).toBe('br');
    expect(kb).toBeLessThan(budget.homeColdLoadJsKB);
  });

  test('a client that accepts only gzip gets the gzip copies, within their own budget', async ({ browser, baseURL }) => {
    // A whole cold load in a browser that sends only gzip: the page itself must work without Brotli.
    const scripts = await coldLoadScripts(browser, baseURL!, { 'Accept-Encoding': 'gzip, deflate' });
    const kb = report('gzip only', scripts, budget.homeColdLoadJsGzipOnlyKB);
    expect(scripts.length).toBeGreaterThan(0);
    for (const s of scripts) expect(s.encoding, `${s.path} is served gzip-compressed`).toBe('gzip');
    expect(kb).toBeLessThan(budget.homeColdLoadJsGzipOnlyKB);
  });
  // Every other page the site renders on its server (a visitor's first page is often not /home), each against
  // its route's own budget, set from its measured figures (docs/performance.md, "Every public page's JavaScript").
  for (const p of serverRenderedPages().filter((page) => page.path !== '/home')) {
    test(`a cold load of ${p.path} stays within its route's budget, as served and gzip only`, async ({ browser, baseURL }) => {
      test.skip(p.unavailable !== undefined, p.unavailable);
      const limits = budget.routes[p.route];
      const scripts = await coldLoadScripts(browser, baseURL!, undefined, p.path);
      const gzipOnly = await gzipOnlyCopies(baseURL!, scripts);
      const kb = report('as a browser gets it', scripts, limits?.coldLoadJsKB, p.path);
      const gzipKb = report('gzip only', gzipOnly, limits?.coldLoadJsGzipOnlyKB, p.path);
      expect(limits, `budget.json has no budget for ${p.route}: measured ${kb.toFixed(1)} KB as served, ${gzipKb.toFixed(1)} KB gzip only`).toBeDefined();
      for (const s of scripts) expect(s.encoding, `${s.path} is served with the build's Brotli copy`).toBe('br');
      for (const s of gzipOnly) expect(s.encoding, `${s.path} is served gzip-compressed`).toBe('gzip');
      expect(kb).toBeLessThan(limits!.coldLoadJsKB);
      expect(gzipKb).toBeLessThan(limits!.coldLoadJsGzipOnlyKB);
    });
  }
});
