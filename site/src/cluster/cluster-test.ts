/**
 * The scale-out proof, run by scripts/cluster-test.sh on a real PostgreSQL and Redis (CI runs it after
 * `npm test`): two API processes (started together, so they also prove migrations do not race) behind
 * the site's balancer, on a fresh database and a fresh Redis key prefix. It checks that
 * 1. a login brute force spread across both processes is cut off at the same count as against one;
 * 2. a token issued by one process is accepted by the other;
 * 3. a payment's webhook delivered to one and the browser's verify sent to the other deliver once;
 * 4. killing one process mid-load loses no acknowledged booking, and the other keeps serving.
 * Ports: CLUSTER_PORT (6300) for the site, +1 and +2 for the APIs, +3 for the Paystack stand-in.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { createHmac, randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { openDatabase } from '@agency/api/db';
import { loadConfig } from '@agency/api/config';
import { contactMessages, payments } from '@agency/api/schema';
import { createTestUser, realClockSlot } from '@agency/api/testing';
import postgres from 'postgres';
import { buildSite, REPO_ROOT } from '../site-server';

const BASE_DB = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const PORT = Number(process.env.CLUSTER_PORT ?? 6300);
const SECRET = 'sk_test_cluster_secret';
const LIMIT = 6;

const failures: string[] = [];
function check(ok: boolean, what: string) {
  console.log(`${ok ? 'PASS' : 'FAIL'}  ${what}`);
  if (!ok) failures.push(what);
}

const dbName = `cluster_${randomBytes(6).toString('hex')}`;
const admin = postgres(BASE_DB, { max: 1, onnotice: () => {} });
await admin.unsafe(`CREATE DATABASE ${dbName}`);
const dbUrl = Object.assign(new URL(BASE_DB), { pathname: `/${dbName}` }).toString();
const scratch = mkdtempSync(path.join(tmpdir(), 'agency-cluster-'));

// Paystack's verify endpoint, answering success for whatever amount the order recorded.
const amounts = new Map<string, number>();
const paystack = createServer((req, res) => {
  const reference = decodeURIComponent(req.url?.split('/transaction/verify/')[1] ?? '');
  res.setHeader('content-type', 'application/json');
  res.end(JSON.stringify({ status: true, message: 'Verification successful', data: { status: 'success', reference, amount: amounts.get(reference) ?? 0, currency: 'NGN', id: 4242 } }));
});
await new Promise<void>((resolve) => paystack.listen(PORT + 3, '127.0.0.1', resolve));

const env = {
  ...process.env,
  NODE_ENV: 'production',
  DATABASE_URL: dbUrl,
  REDIS_URL,
  REDIS_KEY_PREFIX: `agency:cluster:${randomBytes(4).toString('hex')}:`,
  RATE_LIMIT_MAX: String(LIMIT),
  PAYSTACK_SECRET_KEY: SECRET,
  PAYSTACK_PUBLIC_KEY: 'pk_test_cluster',
  PAYSTACK_BASE_URL: `http://127.0.0.1:${PORT + 3}`,
  METRICS_TOKEN: 'cluster-metrics-token-0123456789',
  SITE_URL: `http://localhost:${PORT}`,
  // Production settings throughout, but no mail server here: the queue writes to the scratch outbox on purpose
  // (SMTP delivery, retries and exactly-once sending are proven in api/src/mail/mail-queue.test.ts).
  MAIL_OUTBOX_IN_PRODUCTION: 'true',
  DATA_DIR: scratch,
  LOG_LEVEL: 'warn',
  SHUTDOWN_GRACE_SECONDS: '0',
};
const apis = [PORT + 1, PORT + 2].map((port) => `http://127.0.0.1:${port}`);
const children: ChildProcess[] = apis.map((_url, i) =>
  spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], { cwd: path.join(REPO_ROOT, 'api'), env: { ...env, PORT: String(PORT + 1 + i) }, stdio: ['ignore', 'inherit', 'inherit'] }),
);

// The site, as in production, but with an empty shell and remotes: only its /api balancer matters here.
const shellDir = path.join(scratch, 'shell');
mkdirSync(shellDir);
writeFileSync(path.join(shellDir, 'index.html'), '<!doctype html><title>cluster</title>');
// The test's clients stand for many addresses (X-Forwarded-For), as if a load balancer were in front of the site.
const { app: site } = await buildSite({ shellDir, remoteDirs: {}, apiUpstreams: apis });
const siteUrl = await site.listen({ host: '127.0.0.1', port: PORT });

const database = await (async () => {
  const deadline = Date.now() + 120_000;
  for (const api of apis) {
    while (!(await fetch(`${api}/api/ready`).then((r) => r.ok, () => false))) {
      if (Date.now() > deadline) throw new Error(`${api} never became ready`);
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
  return openDatabase({ databaseUrl: dbUrl, dataDir: scratch });
})();

const json = { 'content-type': 'application/json' };
const post = (base: string, url: string, body: unknown, headers: Record<string, string> = {}) =>
  fetch(`${base}${url}`, { method: 'POST', headers: { ...json, ...headers }, body: JSON.stringify(body) });

try {
  // 1. Brute force: against one process, then through the site (round robin over both), each from its own client address.
  const attemptsUntilLimited = async (base: string, ip: string) => {
    for (let n = 1; n <= LIMIT * 3; n++) {
      const res = await post(base, '/api/login', { username: `nobody${n}.${ip}@example.ng`, password: 'wrong-password' }, { 'x-forwarded-for': ip });
      if (res.status === 429) return n;
    }
    return Number.POSITIVE_INFINITY;
  };
  const alone = await attemptsUntilLimited(apis[0]!, '10.0.0.1');
  const spread = await attemptsUntilLimited(siteUrl, '10.0.0.2');
  check(alone === LIMIT + 1, `one process refuses login attempt ${LIMIT + 1} (got ${alone})`);
  check(spread === alone, `spread across both processes, the limit hits at the same count (${spread})`);

  // 2. A token from one process works on the other.
  const email = `cluster.${Date.now()}@example.ng`;
  const password = 'Cluster$2026';
  const booked = await post(apis[0]!, '/api/book_consultation', { name: 'Cluster Client', email, phone: '+2348000000000', ...realClockSlot(), services: 'wd', subject: 'Cluster', selected: 'NG' }, { 'x-forwarded-for': '10.0.1.1' });
  check(booked.ok, 'a guest booking is accepted');
  const pg = postgres(dbUrl, { max: 1, onnotice: () => {} });
  const client = await createTestUser(database.db, loadConfig({ NODE_ENV: 'test' }), { email: `signed.${email}`, password });
  const login = await post(apis[0]!, '/api/login', { username: client.email, password }, { 'x-forwarded-for': '10.0.1.2' });
  const { token } = (await login.json()) as { token: string };
  const auth = { authorization: `Bearer ${token}` };
  const elsewhere = await fetch(`${apis[1]}/api/requests`, { headers: auth });
  check(login.ok && elsewhere.status === 200, 'a token issued by process 1 is accepted by process 2');

  // 3. Webhook to one process, verify to the other, at the same moment: delivered once.
  const [quoted] = await pg<{ id: number }[]>`insert into service_requests (user_id, service, subject, price, status) values (${client.id}, 'seo', 'Audit', 20000, 'Quoted') returning id`;
  const requestId = quoted!.id;
  // The server mints the reference (a browser's own is ignored), as the site's checkout uses it.
  const intent = await post(apis[0]!, '/api/payment_intent', { datas: [{ id: requestId }] }, auth);
  const { amount, reference } = (await intent.json()) as { amount: number; reference: string };
  amounts.set(reference, amount);
  const event = Buffer.from(JSON.stringify({ event: 'charge.success', data: { status: 'success', reference, amount, currency: 'NGN', id: 4242 } }));
  const signature = createHmac('sha512', SECRET).update(event).digest('hex');
  const [webhook, verify] = await Promise.all([
    fetch(`${apis[0]}/api/paystack/webhook`, { method: 'POST', headers: { ...json, 'x-paystack-signature': signature }, body: event }),
    post(apis[1]!, '/api/verify_payment', { reference, datas: [{ id: requestId }] }, auth),
  ]);
  const rows = (await database.db.select().from(payments)).filter((p) => p.reference === reference);
  const metrics = await Promise.all(apis.map((api) => fetch(`${api}/metrics`, { headers: { authorization: `Bearer ${env.METRICS_TOKEN}` } }).then((r) => r.text())));
  const delivered = metrics.map((m) => Number(/payments_total\{outcome="delivered"\} (\d+)/.exec(m)?.[1] ?? 0)).reduce((a, b) => a + b, 0);
  check(webhook.ok && verify.ok, `webhook (${webhook.status}) and verify (${verify.status}) both answer success`);
  check(rows.length === 1 && rows[0]!.status === 'paid' && delivered === 1, `the payment is delivered once across both processes (deliveries: ${delivered})`);
  await pg.end();

  // 4. Messages through the site while process 2 is killed: every acknowledged one is stored; process 1 keeps serving.
  // (Contact messages, not bookings: a consultation slot takes one booking, so a booking load would be mostly 409s.)
  const acknowledged: string[] = [];
  let afterKill = 0;
  let killed = false;
  const stopAt = Date.now() + 6_000;
  const worker = async (w: number) => {
    for (let i = 0; Date.now() < stopAt; i++) {
      try {
        const subject = `load ${w}.${i}`;
        const res = await post(siteUrl, '/api/contact', { name: 'Load', email, subject, message: 'Load test' }, { ...auth, 'x-forwarded-for': `10.2.${w}.${i % 250}` });
        if (res.ok) {
          acknowledged.push(subject);
          if (killed) afterKill++;
        }
      } catch {
        // A connection cut by the kill: not acknowledged, so nothing is owed.
      }
    }
  };
  const load = Promise.all(Array.from({ length: 8 }, (_, w) => worker(w)));
  await new Promise((resolve) => setTimeout(resolve, 2_000));
  children[1]!.kill('SIGKILL');
  killed = true;
  await load;
  const stored = new Set((await database.db.select({ subject: contactMessages.subject }).from(contactMessages)).map((r) => r.subject));
  const lost = acknowledged.filter((subject) => !stored.has(subject));
  check(acknowledged.length > 0 && lost.length === 0, `no acknowledged message lost after killing process 2 (${acknowledged.length} acknowledged, ${lost.length} lost)`);
  check(afterKill > 0, `process 1 kept serving after the kill (${afterKill} messages)`);
  check((await fetch(`${apis[0]}/api/ready`)).ok, 'process 1 is still ready');
} finally {
  for (const child of children) child.kill('SIGTERM');
  await site.close();
  paystack.close();
  await database.close();
  await Promise.all(children.map((c) => (c.exitCode === null && c.signalCode === null ? new Promise((resolve) => c.once('exit', resolve)) : null)));
  await admin.unsafe(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
  await admin.end();
  rmSync(scratch, { recursive: true, force: true });
}

if (failures.length) {
  console.error(`\n${failures.length} cluster check(s) failed`);
  process.exit(1);
}
console.log('\nEvery cluster check passed.');
process.exit(0);
