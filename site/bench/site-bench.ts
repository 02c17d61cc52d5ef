/**
 * `pnpm bench:site`: the server-rendered pages through the page cache (issue 29), in one run of about a minute and a
 * half. Starts, in this process, the built site as `npm start` serves it in production (shell/dist and every
 * mf-<name>/dist of this checkout, the API mounted, PGlite in a temp dir, the demo content seeded, rate limits out of
 * the way) twice: once with the page cache (memory; Redis with BENCH_REDIS_URL) and once without it (PAGE_CACHE=off,
 * every page rendered for its request, as before issue 29). Then drives them with autocannon (BENCH_CONNECTIONS,
 * default 10) in a process of its own, every request accepting Brotli as a browser does (the site without the cache
 * runs in a process of its own, ./serve-uncached.ts, so its CPU time per answer is not shown):
 *
 * - GET /home, /services, /faqs and /tutorials through the cache, and the shell's entry script (a static file sent
 *   from its .br copy), in turns (site/bench/load.ts) after a warm-up each;
 * - GET /home without the cache;
 * - GET /home through the cache while the catalogue is published every BENCH_PUBLISH_MS (default 1000): its p99
 *   against the same page's without publishes. Each publish is the office's (a staff session changes a price in
 *   the draft, then publishes), when the API has it; until then the bench stands in a content tag of its own and
 *   bumps it (every page is then rendered again, as after a publish), and says so.
 *
 * Needs the builds: `pnpm build` (or the shell's and the remotes' own builds).
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os, { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { pages } from '@agency/contracts/pages';
import { loadConfig } from '@agency/api/config';
import { seedDemo } from '@agency/api/seed';
import { createTestUser } from '@agency/api/testing';
import { buildSite, REPO_ROOT } from '../src/site-server';
import { CONNECTIONS, DURATION, drive, type Figures, figures, ROUND, rounds, WARMUP } from './load';

/** Issue 29's target: cached pages at least half the static file's rate. */
const TARGET = 0.5;
const PUBLISH_MS = Number(process.env.BENCH_PUBLISH_MS ?? 1000);
const HOME = pages.marketing.homeAlias;
const PAGES = [HOME, pages.marketing.services, pages.marketing.faqs, pages.academy.tutorials];
const BROWSER = { accept: 'text/html,application/xhtml+xml', 'accept-encoding': 'gzip, deflate, br, zstd' };

async function main(): Promise<number> {
  const shellDir = path.join(REPO_ROOT, 'shell/dist');
  if (!existsSync(path.join(shellDir, 'server', 'index.js'))) {
    console.error('No server build of the shell (shell/dist/server/index.js): run `pnpm build` first.');
    return 1;
  }
  const dataDir = mkdtempSync(path.join(tmpdir(), 'agency-site-bench-'));
  const configFor = (name: string) =>
    loadConfig(
      { NODE_ENV: 'production' },
      {
        DATA_DIR: path.join(dataDir, name),
        SITE_URL: 'http://localhost:3000',
        SMTP_URL: 'smtp://mail.bench.invalid',
        SEED_DEMO: false,
        RATE_LIMIT_MAX: 10_000_000,
        LOG_LEVEL: 'silent',
        PAYMENTS_SANDBOX: false,
        REDIS_URL: name === 'cached' ? process.env.BENCH_REDIS_URL : undefined,
        REDIS_KEY_PREFIX: `bench-${process.pid}:`,
      },
    );

  const cached = await buildSite({ apiConfig: configFor('cached'), logger: false, pageCache: { enabled: true } });
  // Production refuses SEED_DEMO; the bench seeds the demo content itself (the tutorials' list, the testimonials).
  await seedDemo(cached.api!.ctx.db);
  const publisher = await publisherFor(cached.app, cached.api!);
  const cachedUrl = await cached.app.listen({ host: '127.0.0.1', port: 0 });
  const uncached = await startUncached();
  const uncachedUrl = uncached.url;

  const main = (JSON.parse(readFileSync(path.join(shellDir, 'boot-assets.json'), 'utf8')) as { main: string[] }).main[0]!;
  // Every page answers 200 in Brotli, rendered on the server, and through the cache (or not) as it should.
  for (const [base, url, shared] of [...PAGES.map((p) => [cachedUrl, p, true] as const), [uncachedUrl, HOME, false] as const]) {
    await fetch(`${base}${url}`, { headers: BROWSER });
    const res = await fetch(`${base}${url}`, { headers: BROWSER });
    const body = await res.text();
    const problem =
      res.status !== 200
        ? `answered ${res.status}`
        : !body.includes('data-ssr=""')
          ? 'not rendered on the server'
          : !body.includes('<script type="application/ld+json">')
            ? 'no Organization/LocalBusiness structured data (GET /api/catalogue/site failed?)'
            : shared !== Boolean(res.headers.get('etag'))
            ? `${shared ? 'not ' : ''}cached (Cache-Control: ${res.headers.get('cache-control')})`
            : null;
    if (problem) console.warn(`warning: ${url} on the ${shared ? 'cached' : 'uncached'} site: ${problem}`);
  }

  const load = () =>
    os
      .loadavg()
      .map((l) => l.toFixed(2))
      .join(' / ');
  console.log(`site with the page cache ${cachedUrl} (${process.env.BENCH_REDIS_URL ? 'Redis' : 'memory'}), without ${uncachedUrl}: production configuration, Brotli accepted`);
  console.log(`${CONNECTIONS} connections, ${DURATION}s per target (in rounds of ${ROUND}s after ${WARMUP}s of warm-up each), autocannon in a process of its own`);
  console.log(`machine: ${os.cpus().length} cores, load average ${load()} (1/5/15 min), Node ${process.version}`);
  console.log(`publishes: ${publisher.how}\n`);

  const results = await rounds([
    ...PAGES.map((p) => ({ name: `GET ${p} (cached)`, url: `${cachedUrl}${p}`, headers: BROWSER })),
    { name: `GET ${main} (static file, .br)`, url: `${cachedUrl}${main}`, headers: { 'accept-encoding': BROWSER['accept-encoding'] } },
    { name: `GET ${HOME} (cache off)`, url: `${uncachedUrl}${HOME}`, headers: BROWSER },
  ]);

  // /home through the cache while the catalogue is published: every publish empties the cache at once.
  let publishes = 0;
  let publishing = true;
  const failures: string[] = [];
  const publishLoop = (async () => {
    while (publishing) {
      await new Promise((resolve) => setTimeout(resolve, PUBLISH_MS));
      if (!publishing) break;
      try {
        await publisher.publish();
        publishes += 1;
      } catch (error) {
        failures.push((error as Error).message);
      }
    }
  })();
  const duringPublishes = figures(`GET ${HOME} (cached, publishes running)`, [await drive({ url: `${cachedUrl}${HOME}`, headers: BROWSER, duration: DURATION })]);
  publishing = false;
  await publishLoop;
  results.push(duringPublishes);

  const staticFigures = results[PAGES.length]!;
  const header = ['target'.padEnd(44), 'req/s'.padStart(9), 'p50 ms'.padStart(8), 'p99 ms'.padStart(8), 'vs static'.padStart(10), '2xx'.padStart(8), 'non-2xx'.padStart(8), 'errors'.padStart(7), 'CPU µs/req'.padStart(11)];
  console.log(header.join(' '));
  const row = (r: Figures) =>
    [
      r.name.padEnd(44),
      r.rps.toFixed(0).padStart(9),
      String(r.p50).padStart(8),
      String(r.p99).padStart(8),
      `${((r.rps / staticFigures.rps) * 100).toFixed(0)}%`.padStart(10),
      String(r.ok).padStart(8),
      String(r.non2xx).padStart(8),
      String(r.errors).padStart(7),
      (r.name.includes('cache off') ? '-' : r.cpu.toFixed(1)).padStart(11),
    ].join(' ');
  for (const r of results) console.log(row(r));

  const pages = results.slice(0, PAGES.length);
  const worst = pages.reduce((a, b) => (a.rps < b.rps ? a : b));
  const verdict = (met: boolean) => (met ? 'met' : 'NOT met');
  const homeCached = results[0]!;
  console.log(
    `\ncached pages: ${pages.map((p) => `${p.name.split(' ')[1]} ${((p.rps / staticFigures.rps) * 100).toFixed(0)}%`).join(', ')} of the static file; target ≥ ${TARGET * 100}%: ${verdict(worst.rps / staticFigures.rps >= TARGET)}`,
  );
  console.log(`${HOME}: ${(homeCached.rps / results[PAGES.length + 1]!.rps).toFixed(1)}× the rate without the cache`);
  console.log(
    `publishes during the ${HOME} run: ${publishes} (every ${PUBLISH_MS} ms${failures.length ? `; ${failures.length} failed: ${failures[0]}` : ''}); p99 ${duringPublishes.p99} ms against ${homeCached.p99} ms without`,
  );
  console.log(`load average at the end: ${load()}`);

  await cached.app.close();
  uncached.stop();
  rmSync(dataDir, { recursive: true, force: true });
  const errors = results.reduce((n, r) => n + r.errors + r.non2xx, 0);
  if (errors > 0) {
    console.error('FAIL: some requests failed or answered other than 2xx');
    return 1;
  }
  return 0;
}

/** The site with PAGE_CACHE=off in a process of its own (./serve-uncached.ts: why). Its CPU is not this process's. */
function startUncached(): Promise<{ url: string; stop: () => void }> {
  const child = spawn(process.execPath, ['--import', 'tsx', fileURLToPath(new URL('./serve-uncached.ts', import.meta.url))], { stdio: ['ignore', 'pipe', 'inherit'] });
  return new Promise((resolve, reject) => {
    let out = '';
    child.on('error', reject);
    child.on('exit', (code) => reject(new Error(`the uncached site stopped (${code})`)));
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => {
      out += chunk;
      const line = out.split('\n').find((l) => l.startsWith('{'));
      if (line) resolve({ url: (JSON.parse(line) as { url: string }).url, stop: () => child.kill('SIGTERM') });
    });
  });
}

/**
 * How the bench publishes: the office's own endpoints with a staff session (change a service's price in the draft,
 * publish it), when the API has them. Until then, a stand-in content tag the bench bumps: the cache then renders
 * every page again, exactly as after a real publish (what a publish costs the API itself is not measured then).
 */
async function publisherFor(app: FastifyInstance, api: NonNullable<Awaited<ReturnType<typeof buildSite>>['api']>): Promise<{ how: string; publish: () => Promise<void> }> {
  const hasVersion = app.hasRoute({ method: 'GET', url: '/api/catalogue/version' });
  const hasPublish = app.hasRoute({ method: 'POST', url: '/api/office/catalogue/publish' }) && app.hasRoute({ method: 'PUT', url: '/api/office/catalogue/draft' });
  if (hasVersion && hasPublish) {
    const staff = await createTestUser(api.ctx.db, api.ctx.config, { role: 'staff' });
    const headers = { ...staff.headers, 'content-type': 'application/json' };
    return {
      how: `the office's (PUT /api/office/catalogue/draft, then POST /api/office/catalogue/publish as staff) every ${PUBLISH_MS} ms during the last run`,
      publish: async () => {
        const office = await app.inject({ method: 'GET', url: '/api/office/catalogue', headers });
        if (office.statusCode !== 200) throw new Error(`GET /api/office/catalogue answered ${office.statusCode}`);
        const draft = (office.json() as { draft: { services: { fromPrice: number | null }[] } }).draft;
        const priced = draft.services.find((s) => s.fromPrice !== null);
        if (priced) priced.fromPrice! += 100;
        const put = await app.inject({ method: 'PUT', url: '/api/office/catalogue/draft', headers, payload: JSON.stringify(draft) });
        if (put.statusCode !== 200) throw new Error(`PUT draft answered ${put.statusCode}: ${put.body.slice(0, 200)}`);
        const published = await app.inject({ method: 'POST', url: '/api/office/catalogue/publish', headers, payload: JSON.stringify({ note: 'bench' }) });
        if (published.statusCode !== 200) throw new Error(`publish answered ${published.statusCode}: ${published.body.slice(0, 200)}`);
      },
    };
  }
  if (hasVersion) {
    return { how: 'NOT measured: the API has GET /api/catalogue/version but no office publish', publish: async () => {} };
  }
  let version = 1;
  app.get('/api/catalogue/version', async () => ({ version, publishedAt: null, content: `bench-${version}` }));
  return {
    how: `stand-in: the API has no GET /api/catalogue/version yet, so the bench serves a content tag of its own and bumps it every ${PUBLISH_MS} ms during the last run (each bump empties the cache, as a publish does)`,
    publish: async () => {
      version += 1;
    },
  };
}

process.exitCode = await main();
