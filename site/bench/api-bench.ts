/**
 * `pnpm bench:api`: one run, about a minute. Starts the API on a server of its own (PGlite in a temp dir,
 * demo content seeded, rate limits raised out of the way), the site with the API mounted on it (as
 * `npm start` serves it) and a bare Fastify route, all in this process, then drives them with autocannon
 * in a process of its own (`drive.mjs`): GET /bare, GET /api/home (alone and through the site), and POST
 * /api/contact signed in as a test user (the write path: a row and its email queued in one transaction, the outbox; the mail
 * queue sends it in the background to a counting no-op mailer, no SMTP, no disk). Bookings are no longer a load
 * target: since issue 27 a slot takes one booking, so a booking flood is 409s after the first (tested in
 * api/src/consultations). Finally checks that every message that got a 2xx is in the database and every queued
 * email was sent.
 * BENCH_DATABASE_URL runs the API on that PostgreSQL database instead of PGlite.
 *
 * The three GET targets are compared with each other, so they are measured alike: each is warmed up first
 * (BENCH_WARMUP_SECONDS, not counted: the JIT compiles a target's own code on its first requests), then
 * they take turns in rounds of BENCH_ROUND_SECONDS, in alternating order, until each has had BENCH_SECONDS.
 * On a shared machine throughput drifts within a minute; measured one after another, a ratio compared two
 * different moments. The bench process's CPU time per answer (its servers' work; autocannon runs elsewhere)
 * is printed too: it moves far less than req/s with the machine's other load.
 */
import os, { tmpdir } from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { buildApi } from '@agency/api';
import { loadConfig } from '@agency/api/config';
import { contactMessages } from '@agency/api/schema';
import { seedDemo } from '@agency/api/seed';
import { createTestUser } from '@agency/api/testing';
import { buildSite } from '../src/site-server';
import { CONNECTIONS, DURATION, drive, type Figures, figures, ROUND, rounds, WARMUP } from './load';

/** The remotes of these fixtures (the site itself takes their names from the manifest). */
const REMOTES = ['marketing', 'booking', 'portal', 'academy', 'office'];

/** The targets: /api/home at least half the bare route (alone and through the site); writes 10× the 376 req/s of the first booking measurement (bookings were the write target until issue 27). */
const TARGETS = { homeVsBare: 0.5, writes: 3_760 };

async function main(): Promise<number> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'agency-bench-'));
  let mailed = 0;
  const config = loadConfig(
    { NODE_ENV: 'production' },
    { DATA_DIR: dataDir, DATABASE_URL: process.env.BENCH_DATABASE_URL, SITE_URL: 'http://localhost:3000', SMTP_URL: 'smtp://mail.bench.invalid', SEED_DEMO: false, RATE_LIMIT_MAX: 10_000_000, LOG_LEVEL: 'silent', PAYMENTS_SANDBOX: false },
  );
  const api = await buildApi({ config, logger: false, mailer: {
      send: async () => {
        mailed += 1;
      },
    }, });
  // Production refuses SEED_DEMO; the bench seeds the demo content itself so /api/home has its list.
  await seedDemo(api.ctx.db);
  const apiUrl = await api.app.listen({ host: '127.0.0.1', port: 0 });

  const bare = Fastify({ logger: false });
  const sample = (await api.app.inject({ method: 'GET', url: '/api/home' })).json();
  bare.get('/bare', async () => sample);
  const bareUrl = await bare.listen({ host: '127.0.0.1', port: 0 });

  // The site as `npm start` runs it (the API on the site's own server), on a database of its own; its
  // shell and remotes are stand-ins, since only /api is measured through it.
  const siteDir = path.join(dataDir, 'site');
  for (const dir of ['shell', ...REMOTES]) mkdirSync(path.join(siteDir, dir), { recursive: true });
  writeFileSync(path.join(siteDir, 'shell', 'index.html'), '<!doctype html><div id="root"></div>');
  const siteConfig = { ...config, DATA_DIR: path.join(dataDir, 'site-data'), DATABASE_URL: undefined };
  const site = await buildSite({
    apiConfig: siteConfig,
    shellDir: path.join(siteDir, 'shell'),
    remoteDirs: Object.fromEntries(REMOTES.map((r) => [r, path.join(siteDir, r)])),
    logger: false,
  });
  await seedDemo(site.api!.ctx.db);
  const siteUrl = await site.app.listen({ host: '127.0.0.1', port: 0 });

  const user = await createTestUser(api.ctx.db, config);
  const countBookings = async () => {
    return api.ctx.db.$count(contactMessages);
  };
  const before = await countBookings();
  const message = { name: 'Bench Client', email: user.email, subject: 'Benchmark message', message: 'Load test' };

  const load = () => os.loadavg().map((l) => l.toFixed(2)).join(' / ');
  console.log(`API ${apiUrl}, site ${siteUrl}, bare ${bareUrl}: ${CONNECTIONS} connections, ${DURATION}s per target (GETs in rounds of ${ROUND}s after ${WARMUP}s of warm-up each), autocannon in a process of its own`);
  console.log(`machine: ${os.cpus().length} cores, load average ${load()} (1/5/15 min), Node ${process.version}, ${config.DATABASE_URL ? 'PostgreSQL' : 'PGlite'}\n`);
  const [bareFigures, homeFigures, siteFigures] = await rounds([
    { name: 'GET /bare (plain Fastify)', url: `${bareUrl}/bare` },
    { name: 'GET /api/home', url: `${apiUrl}/api/home` },
    { name: 'GET /api/home through the site', url: `${siteUrl}/api/home` },
  ]);
  const results: Figures[] = [bareFigures!, homeFigures!];
  const viaSite = siteFigures!;
  results.push(
    figures('POST /api/contact (mail queued)', [
      await drive({
        url: `${apiUrl}/api/contact`,
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: user.headers.authorization },
        body: JSON.stringify(message),
        duration: DURATION,
      }),
    ]),
  );
  results.push(viaSite);

  const bareRps = results[0]!.rps;
  console.log(['target'.padEnd(42), 'req/s'.padStart(9), 'p50 ms'.padStart(8), 'p99 ms'.padStart(8), 'vs bare'.padStart(8), '2xx'.padStart(8), 'non-2xx'.padStart(8), 'errors'.padStart(7), 'CPU µs/req'.padStart(11)].join(' '));
  for (const r of results) {
    console.log(
      [
        r.name.padEnd(42),
        r.rps.toFixed(0).padStart(9),
        String(r.p50).padStart(8),
        String(r.p99).padStart(8),
        `${((r.rps / bareRps) * 100).toFixed(0)}%`.padStart(8),
        String(r.ok).padStart(8),
        String(r.non2xx).padStart(8),
        String(r.errors).padStart(7),
        r.cpu.toFixed(1).padStart(11),
      ].join(' '),
    );
  }

  // Let any in-flight writes settle before counting.
  await new Promise((resolve) => setTimeout(resolve, 500));
  const written = (await countBookings()) - before;
  const accepted = results[2]!.ok;
  const lost = Math.max(0, accepted - written);
  const queuedAtEnd = await api.ctx.mailQueue.stats();
  const drainStart = performance.now();
  for (let s = queuedAtEnd; s.outbox + s.queued + s.active > 0 && performance.now() - drainStart < 120_000; s = await api.ctx.mailQueue.stats()) {
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  const drainSeconds = (performance.now() - drainStart) / 1000;
  // Requests still in flight when autocannon stopped have committed by now: count again.
  const settled = (await countBookings()) - before;
  console.log(`\nmessages answered 2xx: ${accepted}; rows written: ${written}; lost messages: ${lost}`);
  console.log(`emails queued with ${settled} messages: ${settled}; still queued when the load stopped: ${queuedAtEnd.outbox + queuedAtEnd.queued + queuedAtEnd.active}; sent: ${mailed} (queue drained ${drainSeconds.toFixed(1)} s after the load)`);
  const verdict = (met: boolean) => (met ? 'met' : 'NOT met');
  const homeRatio = results[1]!.rps / bareRps;
  const siteRatio = viaSite.rps / bareRps;
  const writeRps = results[2]!.rps;
  console.log(`\n/api/home: ${(homeRatio * 100).toFixed(0)}% of the bare route alone, ${(siteRatio * 100).toFixed(0)}% through the site (${((viaSite.rps / results[1]!.rps) * 100).toFixed(0)}% of the API alone); target ≥ ${TARGETS.homeVsBare * 100}%: ${verdict(Math.min(homeRatio, siteRatio) >= TARGETS.homeVsBare)}`);
  console.log(`writes (contact messages): ${writeRps.toFixed(0)} req/s with mail queued; target ≥ ${TARGETS.writes}: ${verdict(writeRps >= TARGETS.writes)}`);
  console.log(`load average at the end: ${load()}`);

  await bare.close();
  await site.app.close();
  await api.close();
  rmSync(dataDir, { recursive: true, force: true });
  if (lost > 0) {
    console.error('FAIL: some messages answered 2xx are not in the database');
    return 1;
  }
  if (mailed !== settled) {
    console.error('FAIL: queued emails were not each sent once');
    return 1;
  }
  if (accepted === 0) {
    console.error('FAIL: no message was accepted (is /api/contact in place?)');
    return 1;
  }
  return 0;
}

process.exitCode = await main();
