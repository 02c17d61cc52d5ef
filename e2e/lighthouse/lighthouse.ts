/**
 * `pnpm lighthouse`: Lighthouse 13 (mobile preset, simulated throttling) on the public pages of a built site,
 * in Debian's Chromium, with the median of several runs per page, the machine's load printed before and after,
 * and a JS-free static copy of /home measured in the same run as the limit each page's LCP is compared with.
 *
 * Lighthouse 13 needs Node >= 22.19; this file runs under the npm registry's node@22 (see package.json).
 * It starts the built site on a fresh seeded database (LH_PORT, default 5800) unless E2E_BASE_URL names one.
 *
 * LH_RUNS (default 3), LH_PAGES (comma-separated paths, default every public page below).
 * LH_ASSERT=1 fails the run when a page misses the targets of issue 12 (performance >= 95, accessibility,
 * best practices and SEO = 100, LCP <= 1.5 s, CLS <= 0.02), naming the audits behind each miss: `npm test`
 * runs it that way on one page of each public remote (scripts/test.sh). Without it the table is printed and
 * nothing asserted, as a benchmark, like `pnpm bench:api`; the README records its figures.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import { brotliCompressSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { computeMedianRun } from 'lighthouse/core/lib/median-run.js';
import { CHROMIUM_PATH, REMOTE_BASE_URL } from '../support/environment';
import { type Running, startSeededSite } from '../support/processes';

const PUBLIC_PAGES = [
  '/home',
  '/about',
  '/services',
  '/packages',
  '/design',
  '/digital-marketing',
  '/mentorship/tutorship',
  '/faqs',
  '/work/kolo-savings-app',
  '/tutorials',
  '/tutorial-detail/1',
  '/login',
  '/forgot-password',
];
const TARGETS = { performance: 95, accessibility: 100, 'best-practices': 100, seo: 100, lcpMs: 1500, cls: 0.02 };
const CHROME_FLAGS = ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'];

interface Row {
  page: string;
  scores: Record<string, number>;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  /** The audits that cost a category points (accessibility, best practices, SEO), for the report of a miss. */
  failed: Record<string, string[]>;
}

type Lhr = NonNullable<Awaited<ReturnType<typeof lighthouse>>>['lhr'];

const runs = Number(process.env.LH_RUNS ?? 3);
const pages = process.env.LH_PAGES ? process.env.LH_PAGES.split(',').map((p) => p.trim()) : PUBLIC_PAGES;
const load = () => os.loadavg().map((n) => n.toFixed(2)).join(' / ');

/** /home as a visitor's browser rendered it, with every script removed and the CSSOM written out as one style sheet. */
async function staticCopyOfHome(base: string): Promise<string> {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROME_FLAGS.filter((f) => f !== '--headless=new') });
  try {
    const page = await browser.newPage({ viewport: { width: 412, height: 823 } });
    await page.goto(`${base}/home`, { waitUntil: 'networkidle' });
    await page.getByRole('heading', { level: 1 }).waitFor();
    return await page.evaluate(() => {
      // styled-components writes its rules into the CSSOM in production: read them back from there.
      const css = Array.from(document.styleSheets).map((sheet) => Array.from(sheet.cssRules).map((rule) => rule.cssText).join('\n')).join('\n');
      const root = document.documentElement.cloneNode(true) as HTMLElement;
      root.querySelectorAll('script, style, link[rel="modulepreload"], link[rel="preload"][as="script"], link[rel="preload"][as="fetch"]').forEach((node) => {
        node.remove();
      });
      const style = document.createElement('style');
      style.textContent = css;
      root.querySelector('head')?.append(style);
      return `<!doctype html>\n${root.outerHTML}`;
    });
  } finally {
    await browser.close();
  }
}

/** Serves the static copy at / and hands every other path (fonts, images) to the site, as the page found them. */
async function serveStatic(html: string, base: string): Promise<{ url: string; server: Server }> {
  const server = createServer(async (req, res) => {
    if (req.url === '/' || req.url === '/home') {
      // Compressed as the site sends its pages, so the comparison is of the pages, not of the transfer.
      const br = /\bbr\b/.test(String(req.headers['accept-encoding'] ?? ''));
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-cache', ...(br ? { 'content-encoding': 'br' } : {}) });
      return res.end(br ? brotliCompressSync(html) : html);
    }
    const upstream = await fetch(`${base}${req.url}`, { headers: { 'accept-encoding': 'identity' } });
    res.writeHead(upstream.status, { 'content-type': upstream.headers.get('content-type') ?? 'application/octet-stream' });
    res.end(Buffer.from(await upstream.arrayBuffer()));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/`, server };
}

async function measure(url: string, port: number, label: string): Promise<Row> {
  const results: Lhr[] = [];
  for (let i = 0; i < runs; i++) {
    const result = await lighthouse(url, {
      port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
    });
    if (!result?.lhr || result.lhr.runtimeError) throw new Error(`Lighthouse failed on ${url}: ${result?.lhr?.runtimeError?.message ?? 'no result'}`);
    results.push(result.lhr);
  }
  const lhr = computeMedianRun(results) as Lhr;
  const audit = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  return {
    page: label,
    scores: Object.fromEntries(Object.entries(lhr.categories).map(([id, c]) => [id, Math.round((c.score ?? 0) * 100)])),
    fcp: audit('first-contentful-paint'),
    lcp: audit('largest-contentful-paint'),
    tbt: audit('total-blocking-time'),
    cls: audit('cumulative-layout-shift'),
    failed: Object.fromEntries(
      ['accessibility', 'best-practices', 'seo'].map((id) => [
        id,
        (lhr.categories[id]?.auditRefs ?? [])
          .filter((ref) => ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 1)
          .map((ref) => `${ref.id}: ${lhr.audits[ref.id]?.title ?? ''}`),
      ]),
    ),
  };
}

function misses(row: Row): string[] {
  const out: string[] = [];
  if (row.scores.performance! < TARGETS.performance) out.push(`performance ${row.scores.performance} < ${TARGETS.performance}`);
  for (const id of ['accessibility', 'best-practices', 'seo'] as const) {
    if (row.scores[id]! < TARGETS[id]) out.push(`${id} ${row.scores[id]} < ${TARGETS[id]} (${row.failed[id]?.join('; ')})`);
  }
  if (row.lcp > TARGETS.lcpMs) out.push(`LCP ${Math.round(row.lcp)} ms > ${TARGETS.lcpMs} ms`);
  if (row.cls > TARGETS.cls) out.push(`CLS ${row.cls.toFixed(3)} > ${TARGETS.cls}`);
  return out;
}

async function main() {
  const site: Running | undefined = REMOTE_BASE_URL ? undefined : await startSeededSite(Number(process.env.LH_PORT ?? 5800), 'lighthouse');
  const base = REMOTE_BASE_URL ?? site!.url;
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: CHROME_FLAGS });
  let staticServer: Server | undefined;
  try {
    console.log(`Lighthouse 13, mobile preset (simulated throttling), median of ${runs} runs per page, against ${base}`);
    console.log(`Machine: ${os.cpus().length} cores, load average (1/5/15 min) before: ${load()}`);
    const copy = await serveStatic(await staticCopyOfHome(base), base);
    staticServer = copy.server;
    const limit = await measure(copy.url, chrome.port, '/home, JS-free static copy (the limit)');
    const rows: Row[] = [];
    for (const page of pages) rows.push(await measure(`${base}${page}`, chrome.port, page));

    const header = '| page | perf | a11y | best practices | SEO | FCP | LCP | TBT | CLS | LCP vs the static copy |';
    console.log(`\n${header}\n|${'---|'.repeat(10)}`);
    for (const row of [...rows, limit]) {
      const s = row.scores;
      const ratio = row === limit ? '1.00' : (row.lcp / limit.lcp).toFixed(2);
      console.log(
        `| ${row.page} | ${s.performance} | ${s.accessibility} | ${s['best-practices']} | ${s.seo} | ${Math.round(row.fcp)} ms | ${Math.round(row.lcp)} ms | ${Math.round(row.tbt)} ms | ${row.cls.toFixed(3)} | ${ratio} |`,
      );
    }
    console.log(`\nLoad average after: ${load()}`);
    const failures = rows.flatMap((row) => misses(row).map((m) => `${row.page}: ${m}`));
    if (process.env.LH_ASSERT === '1') {
      if (failures.length) {
        console.error(`\nTargets missed (${failures.length}):\n  ${failures.join('\n  ')}`);
        process.exitCode = 1;
      } else console.log('\nEvery page meets the targets.');
    } else console.log(`\nTargets not asserted (LH_ASSERT=1 asserts them); ${failures.length} misses:\n  ${failures.join('\n  ')}`);
  } finally {
    staticServer?.close();
    await chrome.kill();
    await site?.stop();
  }
}

await main();
