/**
 * `pnpm lighthouse`: Lighthouse 13 (mobile preset, simulated throttling) on the public pages of a built site,
 * in Debian's Chromium, with the median of several runs per page, the machine's load printed before and after,
 * and a JS-free static copy of /home measured in the same run as the limit each page's LCP is compared with.
 *
 * Lighthouse 13 needs Node >= 22.19; this file runs under the npm registry's node@22 (see package.json).
 * It starts the built site on a fresh seeded database (LH_PORT, default 5800) unless E2E_BASE_URL names one.
 *
 * LH_RUNS (default 3), LH_PAGES (comma-separated paths, default every public page: publicPages below), LH_JSON_DIR (writes each
 * page's median report there as JSON).
 * LH_ASSERT=1 fails the run when a page misses the targets of issue 12 (performance >= 95, accessibility,
 * best practices and SEO = 100, LCP <= 1.5 s, CLS <= 0.02), naming the audits behind each miss: `npm test`
 * runs it that way on one page of each public remote (scripts/test.sh). Without it the table is printed and
 * nothing asserted, as a benchmark, like `pnpm bench:api`; docs/performance.md records its figures.
 *
 * Simulated throttling multiplies the time every task took on this host, so another process busy on the same
 * cores inflates every page's blocking time (stop 32's CI: load 3.2 during the step, TBT 62 ms on the script-free
 * copy, 0 ms on a quiet machine). Before each page the run waits until the machine is quiet (at most 2 minutes)
 * and names the busiest processes if it is not; a page that misses a target over its runs is measured
 * LH_MORE_RUNS (default 2) more times, after another wait, and judged on the median of all its runs (printed).
 *
 * The script-free copy is also the run's control for the host. On the hosts where issue 12's targets were set and
 * met it blocked the main thread for 0-15 ms at 4x; a host on which it blocks for more than FIT_COPY_TBT_MS runs a
 * page load slower than its benchmark index says (a loop of JavaScript: on 2026-11-27 a host of index 2,400 ran the
 * copy's first layout in 93-159 ms and touched fresh memory at 4 µs a page, ten times a normal machine's cost), and
 * simulated throttling multiplies that into every page's TBT and LCP (that day: TBT 900-1,800 ms on `/` against 102 ms
 * on a fit host, with the same build). The copy is measured up to twice; once a reading is over, the CPU-bound
 * targets (performance, LCP) are printed and not judged (hostJudgesCpuOn), and the run says so and why;
 * accessibility, best practices, SEO and CLS are judged on every host. LH_JUDGE_CPU=1 judges them anyway. On such a
 * host each page gets one run (runsPerPage), and a page that misses a judged target its LH_MORE_RUNS.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { throttling as throttlingPresets } from 'lighthouse/core/config/constants.js';
import { computeMedianRun } from 'lighthouse/core/lib/median-run.js';
import { CHROMIUM_PATH, REMOTE_BASE_URL } from '../support/environment';
import { type Running, startSeededSite } from '../support/processes';
import { cpuBoundMisses, cpuSlowdownFor, FIT_COPY_TBT_MS, FIT_READINGS, hostJudgesCpu, hostJudgesCpuOn, judgesPageCpu, misses, type Row, runsPerPage } from './targets';

const CHROME_FLAGS = ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'];

/**
 * Every public page: each address the seeded site's sitemap lists (so a page added to a remote's route table is
 * measured without a list here to keep), and the two indexable pages the sitemap leaves out on purpose, the sign-in
 * and forgot-password pages (mf-portal's routes, entryMeta).
 */
const UNLISTED_PUBLIC_PAGES = ['/login', '/forgot-password'];
async function publicPages(base: string): Promise<string[]> {
  const response = await fetch(`${base}/sitemap.xml`);
  if (!response.ok) throw new Error(`the sitemap answered ${response.status}`);
  const listed = Array.from((await response.text()).matchAll(/<loc>([^<]+)<\/loc>/g), (match) => new URL(match[1]!).pathname);
  if (!listed.length) throw new Error('the sitemap lists no page');
  return [...listed, ...UNLISTED_PUBLIC_PAGES];
}

type Lhr = NonNullable<Awaited<ReturnType<typeof lighthouse>>>['lhr'];

const runs = Number(process.env.LH_RUNS ?? 3);
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

/** Runtime errors Lighthouse raises when its own trace recording went wrong; its message asks to run it again. */
const TOOL_FAULTS = new Set(['NO_NAVSTART', 'NO_TRACING_STARTED', 'NO_RESOURCE_REQUEST', 'PROTOCOL_TIMEOUT']);
/** How many of those one page may meet before the check fails: each is followed by a fresh browser. */
const TOOL_FAULT_RETRIES = 4;

/**
 * The Chromium Lighthouse drives, relaunched after a trace-recording fault: a CI run on 2026-11-28 met NO_NAVSTART
 * three times in a row on /login in one long-lived browser (that host met it on about one run in eight, and the
 * same page measured six times cleanly right after).
 */
class Browser {
  private chrome?: chromeLauncher.LaunchedChrome;

  get port(): number {
    if (!this.chrome) throw new Error('the browser is not running');
    return this.chrome.port;
  }

  async launch(): Promise<void> {
    await this.kill();
    this.chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: CHROME_FLAGS });
  }

  async kill(): Promise<void> {
    await this.chrome?.kill();
    this.chrome = undefined;
  }
}

/** Each process's CPU time so far (user + system, in clock ticks) and its command line, read from /proc. */
function processTimes(): Map<number, { ticks: number; command: string }> {
  const out = new Map<number, { ticks: number; command: string }>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      // The command name may hold spaces and parentheses: the fields after it start past the last ')'.
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      const command = readFileSync(`/proc/${entry}/cmdline`, 'utf8').replaceAll('\0', ' ').trim() || stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')'));
      out.set(Number(entry), { ticks: Number(fields[11]) + Number(fields[12]), command });
    } catch {
      // the process ended while it was read
    }
  }
  return out;
}

/** The machine's busy share of all its cores (0-1) over `ms`, and the processes that used the most of it. */
async function sampleCpu(ms: number): Promise<{ busy: number; busiest: string[] }> {
  const cpu = () => readFileSync('/proc/stat', 'utf8').split('\n')[0]!.split(/\s+/).slice(1).map(Number);
  const [before, procsBefore] = [cpu(), processTimes()];
  await new Promise((r) => setTimeout(r, ms));
  const [after, procsAfter] = [cpu(), processTimes()];
  const delta = after.map((v, i) => v - (before[i] ?? 0));
  const total = delta.reduce((a, b) => a + b, 0);
  const idle = (delta[3] ?? 0) + (delta[4] ?? 0);
  const ticksPerSecond = 100;
  const busiest = [...procsAfter]
    .map(([pid, p]) => ({ pid, command: p.command, share: (p.ticks - (procsBefore.get(pid)?.ticks ?? p.ticks)) / ticksPerSecond / (ms / 1000) }))
    .filter((p) => p.share >= 0.05)
    .sort((a, b) => b.share - a.share)
    .slice(0, 6)
    .map((p) => `${Math.round(p.share * 100)}% of a core: pid ${p.pid} ${p.command.slice(0, 160)}`);
  return { busy: total > 0 ? 1 - idle / total : 0, busiest };
}

/** Waits (at most `limitMs`) until the machine is quiet: under a quarter of its cores busy for 2 s. */
async function waitForQuiet(label: string, limitMs = 120_000): Promise<void> {
  const started = Date.now();
  let sample = await sampleCpu(2000);
  if (sample.busy < 0.25) return;
  console.log(`  (before ${label}: the machine is ${Math.round(sample.busy * 100)}% busy; busiest:\n    ${sample.busiest.join('\n    ') || 'none over 5% of a core'})`);
  while (sample.busy >= 0.25 && Date.now() - started < limitMs) sample = await sampleCpu(2000);
  const waited = Math.round((Date.now() - started) / 1000);
  console.log(
    sample.busy < 0.25
      ? `  (quiet after ${waited} s)`
      : `  (still ${Math.round(sample.busy * 100)}% busy after ${waited} s; measuring anyway; busiest:\n    ${sample.busiest.join('\n    ')})`,
  );
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN;

/** The host's benchmark index as the runs measured it (each Lighthouse run measures it at its start). */
let hostIndex = Number.NaN;

async function measure(url: string, browser: Browser, label: string, results: Lhr[] = [], count = runs): Promise<Row & { results: Lhr[] }> {
  await waitForQuiet(label);
  let retries = 0;
  while (results.length < count) {
    const result = await lighthouse(url, {
      port: browser.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
      // Simulated throttling (the preset's), with the CPU slowdown for this host, once the first page has measured it.
      // LH_CPU_SLOWDOWN fixes it, to reproduce a slower host's figures on a fast one (docs/performance.md).
      throttling: { ...throttlingPresets.mobileSlow4G, cpuSlowdownMultiplier: Number(process.env.LH_CPU_SLOWDOWN) || cpuSlowdownFor(hostIndex) },
    });
    const error = result?.lhr?.runtimeError;
    // Lighthouse's own trace-recording failures ("Please run Lighthouse again") are the tool's, not the page's:
    // the run is repeated in a fresh browser, at most TOOL_FAULT_RETRIES times per page, and said so. Any other
    // runtime error (the page failing to load, a 500, a certificate error) fails the check at once.
    if (error && TOOL_FAULTS.has(error.code) && retries < TOOL_FAULT_RETRIES) {
      retries++;
      console.log(`  (${label}: Lighthouse could not record run ${results.length + 1} — ${error.code}; running it again in a fresh browser)`);
      await browser.launch();
      continue;
    }
    if (!result?.lhr || error) throw new Error(`Lighthouse failed on ${url}: ${error?.message ?? 'no result'}`);
    results.push(result.lhr);
  }
  const lhr = computeMedianRun(results) as Lhr;
  hostIndex = median(results.map((r) => r.environment.benchmarkIndex));
  // LH_JSON_DIR keeps each page's median report (open it in the Lighthouse viewer, or read its long-tasks audit).
  if (process.env.LH_JSON_DIR) {
    mkdirSync(process.env.LH_JSON_DIR, { recursive: true });
    writeFileSync(path.join(process.env.LH_JSON_DIR, `${label.replace(/[^a-z0-9]+/gi, '_') || 'root'}.json`), JSON.stringify(lhr));
  }
  const audit = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  return {
    results,
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

async function main() {
  const site: Running | undefined = REMOTE_BASE_URL ? undefined : await startSeededSite(Number(process.env.LH_PORT ?? 5800), 'lighthouse');
  const base = REMOTE_BASE_URL ?? site!.url;
  const chrome = new Browser();
  await chrome.launch();
  let staticServer: Server | undefined;
  try {
    console.log(`Lighthouse 13, mobile preset (simulated throttling), against ${base}: the median of ${runs} runs per page on a host that can judge performance (the control below says), else one`);
    console.log(`Machine: ${os.cpus().length} cores, load average (1/5/15 min) before: ${load()}`);
    const copy = await serveStatic(await staticCopyOfHome(base), base);
    staticServer = copy.server;
    const copyLabel = '/home, JS-free static copy (the limit)';
    // The control is measured until a reading is unfit or FIT_READINGS are fit (hostJudgesCpuOn): before the pages,
    // and again after a page's CPU-bound miss (judgesPageCpu).
    const readControl = async () => {
      let last = await measure(copy.url, chrome, copyLabel);
      const readings = [last.tbt];
      while (hostJudgesCpu(last.tbt) && readings.length < FIT_READINGS) {
        last = await measure(copy.url, chrome, copyLabel);
        readings.push(last.tbt);
      }
      return { last, readings, said: readings.map((ms) => `${Math.round(ms)} ms`).join(', then ') };
    };
    const { last: limit, readings, said } = await readControl();
    console.log(`  (the script-free copy blocked the main thread for ${said}; a fit host: ${FIT_COPY_TBT_MS} ms or less, ${FIT_READINGS} times)`);
    const judgeCpu = hostJudgesCpuOn(readings) || process.env.LH_JUDGE_CPU === '1';
    const copyIndex = hostIndex;
    const copySlowdown = cpuSlowdownFor(copyIndex);
    console.log(
      `Host benchmark index (Lighthouse's, median of the copy's runs): ${Math.round(copyIndex)}; the pages are measured at a ${copySlowdown.toFixed(1)}x CPU slowdown (the preset's 4x on a host of 1533 or faster, less on a slower one: cpuSlowdownFor)`,
    );
    const pages = process.env.LH_PAGES ? process.env.LH_PAGES.split(',').map((p) => p.trim()) : await publicPages(base);
    const rows: Row[] = [];
    /** Pages whose CPU-bound misses are printed, not judged: the host read unfit right after them (judgesPageCpu). */
    const unjudged = new Set<string>();
    const moreRuns = Number(process.env.LH_MORE_RUNS ?? 2);
    const pageRuns = runsPerPage(runs, judgeCpu);
    if (pageRuns < runs) console.log(`  (this host cannot judge performance and LCP: one run per page, and ${moreRuns} more for a page that misses a judged target)`);
    for (const page of pages) {
      let row = await measure(`${base}${page}`, chrome, page, [], pageRuns);
      const missed = misses(row, judgeCpu);
      if (missed.length && moreRuns > 0) {
        const before = `perf ${row.scores.performance}, LCP ${Math.round(row.lcp)} ms, TBT ${Math.round(row.tbt)} ms`;
        row = await measure(`${base}${page}`, chrome, page, row.results, row.results.length + moreRuns);
        console.log(`  (${page} missed over ${pageRuns} run${pageRuns === 1 ? '' : 's'} (${missed.join('; ')}; ${before}); the median of ${row.results.length}: perf ${row.scores.performance}, LCP ${Math.round(row.lcp)} ms, TBT ${Math.round(row.tbt)} ms)`);
      }
      // A CPU-bound miss that remains: is the host still fit now? (judgesPageCpu)
      const cpuMissed = judgeCpu ? cpuBoundMisses(row) : [];
      if (cpuMissed.length && process.env.LH_JUDGE_CPU !== '1') {
        const after = await readControl();
        if (!judgesPageCpu(judgeCpu, after.readings)) {
          unjudged.add(page);
          console.log(
            `  (${page}: ${cpuMissed.join('; ')}, printed, not judged: the script-free copy, read again right after, blocked the main thread for ${after.said}; this host is no longer fit to judge performance and LCP)`,
          );
        } else console.log(`  (${page}: the script-free copy, read again right after the miss, blocked for ${after.said}: the host is still fit, so the miss is judged)`);
      }
      rows.push(row);
    }

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
    if (!judgeCpu) {
      console.log(
        `\nPerformance and LCP are printed, not judged: the script-free copy of /home, this run's control, blocked the main thread for ${Math.round(limit.tbt)} ms at ${copySlowdown.toFixed(1)}x (fit hosts: 0-15 ms; judged up to ${FIT_COPY_TBT_MS} ms), so this host runs a page load slower than its benchmark index (${Math.round(copyIndex)}) says and simulated throttling multiplies that into every page's TBT and LCP. Accessibility, best practices, SEO and CLS are judged. On a fit machine \`pnpm lighthouse\` judges every target (LH_JUDGE_CPU=1 forces it here).`,
      );
      const cpuMisses = rows.flatMap((row) => cpuBoundMisses(row).map((m) => `${row.page}: ${m}`));
      if (cpuMisses.length) console.log(`CPU-bound targets this host measured as missed (not judged):\n  ${cpuMisses.join('\n  ')}`);
    }
    const failures = rows.flatMap((row) => misses(row, judgeCpu && !unjudged.has(row.page)).map((m) => `${row.page}: ${m}`));
    if (process.env.LH_ASSERT === '1') {
      if (failures.length) {
        console.error(`\nTargets missed (${failures.length}):\n  ${failures.join('\n  ')}`);
        process.exitCode = 1;
      } else
        console.log(
          !judgeCpu
            ? '\nEvery page meets the targets this host can judge.'
            : unjudged.size
              ? `\nEvery page meets the targets this host could judge (the performance and LCP of ${[...unjudged].join(', ')} printed, not judged: the host read unfit right after them).`
              : '\nEvery page meets the targets.',
        );
    } else console.log(`\nTargets not asserted (LH_ASSERT=1 asserts them); ${failures.length} misses:\n  ${failures.join('\n  ')}`);
  } finally {
    staticServer?.close();
    await chrome.kill();
    await site?.stop();
  }
}

await main();
