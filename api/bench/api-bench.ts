/**
 * `pnpm bench:api`: one run, under a minute. Starts the API (PGlite in a temp dir, demo content seeded,
 * rate limits raised out of the way) and a bare Fastify route in this process, then drives them with
 * autocannon from a worker thread: GET /api/home, GET /bare, and POST /api/book_consultation signed in as
 * a test user (no account creation per request). Each booking queues its two emails in its transaction
 * (the outbox); the mail queue sends them in the background to a counting no-op mailer (no SMTP, no disk).
 * Finally checks that every booking that got a 2xx is in the database and every queued email was sent.
 * BENCH_DATABASE_URL runs the API on that PostgreSQL database instead of PGlite.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { sql } from 'drizzle-orm';
import Fastify from 'fastify';
import { buildApi } from '../src/app';
import { loadConfig } from '../src/config';
import { serviceRequests } from '../src/db/schema';
import { listFeedback } from '../src/home/home-routes';
import { createTestUser } from '../src/testing/fixtures';

const DURATION = Number(process.env.BENCH_SECONDS ?? 8);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);

interface Figures {
  name: string;
  rps: number;
  p50: number;
  p99: number;
  ok: number;
  non2xx: number;
  errors: number;
}

async function run(name: string, options: autocannon.Options): Promise<Figures> {
  const result = await autocannon({ connections: CONNECTIONS, duration: DURATION, workers: 1, ...options });
  return {
    name,
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    ok: result['2xx'],
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
  };
}

async function main(): Promise<number> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'agency-bench-'));
  let mailed = 0;
  const config = loadConfig(
    { NODE_ENV: 'production' },
    { DATA_DIR: dataDir, DATABASE_URL: process.env.BENCH_DATABASE_URL, SEED_DEMO: true, RATE_LIMIT_MAX: 10_000_000, LOG_LEVEL: 'silent', PAYMENTS_SANDBOX: false },
  );
  const api = await buildApi({ config, logger: false, mailer: {
      send: async () => {
        mailed += 1;
      },
    }, });
  const apiUrl = await api.app.listen({ host: '127.0.0.1', port: 0 });

  const bare = Fastify({ logger: false });
  const sample = (await api.app.inject({ method: 'GET', url: '/api/home' })).json();
  bare.get('/bare', async () => sample);
  const bareUrl = await bare.listen({ host: '127.0.0.1', port: 0 });

  const user = await createTestUser(api.ctx.db, config);
  const countBookings = async () => {
    const [row] = await api.ctx.db.select({ n: sql<number>`count(*)::int` }).from(serviceRequests);
    return row!.n;
  };
  const before = await countBookings();
  const booking = {
    name: 'Bench Client',
    email: user.email,
    phone: '+2348012345678',
    date: 'Friday, November 27, 2026',
    time: '10:00',
    services: 'wd',
    subject: 'Benchmark booking',
    message: 'Load test',
    selected: 'NG',
  };

  console.log(`API ${apiUrl}, bare ${bareUrl}: ${CONNECTIONS} connections, ${DURATION}s per target, autocannon in a worker thread\n`);
  const results: Figures[] = [];
  results.push(await run('GET /bare (plain Fastify)', { url: `${bareUrl}/bare` }));
  results.push(await run('GET /api/home', { url: `${apiUrl}/api/home` }));
  results.push(
    await run('POST /api/book_consultation (mail queued)', {
      url: `${apiUrl}/api/book_consultation`,
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: user.headers.authorization },
      body: JSON.stringify(booking),
    }),
  );

  const bareRps = results[0]!.rps;
  console.log(['target'.padEnd(42), 'req/s'.padStart(9), 'p50 ms'.padStart(8), 'p99 ms'.padStart(8), 'vs bare'.padStart(8), '2xx'.padStart(8), 'non-2xx'.padStart(8), 'errors'.padStart(7)].join(' '));
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
  console.log(`\nbookings answered 2xx: ${accepted}; rows written: ${written}; lost bookings: ${lost}`);
  console.log(`emails queued with ${settled} bookings: ${settled * 2}; still queued when the load stopped: ${queuedAtEnd.outbox + queuedAtEnd.queued + queuedAtEnd.active}; sent: ${mailed} (queue drained ${drainSeconds.toFixed(1)} s after the load)`);
  const homeRatio = results[1]!.rps / bareRps;
  console.log(`/api/home throughput is ${(homeRatio * 100).toFixed(0)}% of the bare route (target ≥ 50%)`);

  // Where /api/home's time goes: the feedback query on PGlite (WASM, on the main thread) runs on every call.
  const started = performance.now();
  for (let i = 0; i < 200; i++) await listFeedback(api.ctx.db);
  const queryMs = (performance.now() - started) / 200;
  console.log(`the feedback query alone takes ${queryMs.toFixed(2)} ms on PGlite, i.e. at most ~${Math.round(1000 / queryMs)} calls/s on one thread`);

  await bare.close();
  await api.close();
  rmSync(dataDir, { recursive: true, force: true });
  if (lost > 0) {
    console.error('FAIL: some bookings answered 2xx are not in the database');
    return 1;
  }
  if (mailed !== settled * 2) {
    console.error('FAIL: queued emails were not each sent once');
    return 1;
  }
  if (accepted === 0) {
    console.error('FAIL: no booking was accepted (is /api/book_consultation in place?)');
    return 1;
  }
  return 0;
}

process.exitCode = await main();
