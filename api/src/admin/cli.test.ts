import { realClockSlot } from '../testing/fixtures';
import assert from 'node:assert/strict';
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { after, before, describe, it } from 'node:test';
import { openDatabase } from '../db/client';
import { DatabaseLockedError } from '../db/lock';
import { contactMessages } from '../db/schema';
import { DEMO_STAFF } from '../db/seed';
import { startTestApi } from '../testing/test-api';
import { runAdmin } from './commands';
import { terminalSafe } from './terminal-safe';

const apiDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/** A dead pid: a process that has already exited. */
function deadPid(): number {
  const child = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))'], { encoding: 'utf8' });
  return Number(child.stdout);
}

describe('the embedded database is opened by one process only', () => {
  let dir: string;
  before(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'agency-lock-'));
  });
  after(() => rmSync(dir, { recursive: true, force: true }));

  it('refuses a second opener with the owner’s pid, and lets it in once the first closes', async () => {
    const first = await openDatabase({ dataDir: dir });
    await assert.rejects(openDatabase({ dataDir: dir }), (error: unknown) => {
      assert.ok(error instanceof DatabaseLockedError);
      assert.equal(error.ownerPid, process.pid);
      assert.match(error.message, /already open in another process \(pid \d+\)/);
      return true;
    });
    await first.close();
    const second = await openDatabase({ dataDir: dir });
    await second.close();
  });

  it('takes over a lock left by a process that no longer runs', async () => {
    const lockFile = path.join(dir, 'pglite', 'owner.lock');
    writeFileSync(lockFile, JSON.stringify({ pid: deadPid(), since: new Date().toISOString() }));
    const db = await openDatabase({ dataDir: dir });
    assert.equal(JSON.parse(readFileSync(lockFile, 'utf8')).pid, process.pid);
    await db.close();
  });
});

describe('pnpm admin prints nothing that can drive the terminal', () => {
  it('strips escape sequences and control characters from what it prints', async () => {
    assert.equal(terminalSafe('\u001b]0;pwned\u0007\u001b[2J\u001b[31mAda\u001b[0m\r\u0008 \u202eObi'), 'Ada Obi');
    assert.equal(terminalSafe('Line one\nTab\there ₦5,000'), 'Line one\nTab\there ₦5,000');
    const t = await startTestApi();
    try {
      await t.db.insert(contactMessages).values({ name: '\u001b[2J\u001b]0;owned\u0007Mallory', email: 'm@example.ng', subject: '\u001b[1A\u001b[2KHidden', message: 'x' });
      const out = await runAdmin(t.db, ['messages']);
      assert.match(out, /Mallory/);
      // biome-ignore lint/suspicious/noControlCharactersInRegex: looking for control characters is the point
      assert.doesNotMatch(out, /[\u0000-\u0008\u000b-\u001f\u007f-\u009f]/);
    } finally {
      await t.close();
    }
  });
});

describe('pnpm admin beside the running site', () => {
  let dataDir: string;
  let port: number;
  let site: ChildProcess | null = null;
  const env = () => {
    // The embedded database is the point here, whatever the test run is configured with.
    const { DATABASE_URL: _ignored, ...rest } = process.env;
    // No grace period on SIGTERM: no load balancer is watching /api/ready here (5 s by default, at each stop).
    return { ...rest, NODE_ENV: 'test', DATA_DIR: dataDir, PORT: String(port), SEED_DEMO: 'true', LOG_LEVEL: 'warn', SHUTDOWN_GRACE_SECONDS: '0' };
  };
  const url = (p: string) => `http://127.0.0.1:${port}/api${p}`;

  /**
   * Starts the API on its own embedded database (migrations and the demo seed on first start) and waits for it to
   * answer: at most 2 minutes, as a loaded 2-core CI machine needs (30 s was not enough on 2026-11-27's host), and
   * no longer than the process lives.
   */
  async function startSite() {
    const started = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], { cwd: apiDir, env: env(), stdio: 'ignore' });
    site = started;
    const deadline = Date.now() + 120_000;
    while (Date.now() < deadline) {
      if (started.exitCode !== null) throw new Error(`the site exited (code ${started.exitCode}) before it answered`);
      try {
        if ((await fetch(url('/home'))).ok) return;
      } catch {
        // not up yet
      }
      await new Promise((r) => setTimeout(r, 250));
    }
    throw new Error('the site did not answer within 2 minutes');
  }
  async function stopSite() {
    const running = site;
    site = null;
    if (!running || running.exitCode !== null) return;
    await new Promise((resolve) => {
      running.once('exit', resolve);
      running.kill('SIGTERM');
    });
  }
  const admin = (...args: string[]) => spawnSync(process.execPath, ['--import', 'tsx', 'src/admin/cli.ts', ...args], { cwd: apiDir, env: env(), encoding: 'utf8' });

  before(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'agency-cli-'));
    port = await freePort();
  });
  after(async () => {
    await stopSite();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('refuses while the site holds the database, and its write after the site stops is what the site then serves', async () => {
    await startSite();
    const booked = await fetch(url('/book_consultation'), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'Ngozi', email: 'ngozi.cli@example.ng', phone: '+2348012345678', ...realClockSlot(), services: 'wd', subject: 'Bakery', message: '', selected: 'NG' }),
    });
    assert.equal(booked.status, 200);
    const id = String(((await booked.json()) as { id: number }).id);

    const refused = admin('quote', id, '5000');
    assert.equal(refused.status, 3, refused.stderr);
    assert.match(refused.stderr, /the site is running on the embedded database \(pid \d+\)/);
    assert.match(refused.stderr, /Nothing was changed\. Use the back office at .*\/office/);
    assert.doesNotMatch(refused.stdout, /quoted/);

    await stopSite();
    const done = admin('quote', id, '5000');
    assert.equal(done.status, 0, done.stderr);
    assert.match(done.stdout, /quoted at ₦5,000/);

    await startSite();
    const login = await fetch(url('/login'), { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username: DEMO_STAFF.email, password: DEMO_STAFF.password }) });
    const { token } = (await login.json()) as { token: string };
    const requests = (await (await fetch(url('/office/requests'), { headers: { authorization: `Bearer ${token}` } })).json()) as { id: number; price: string; status: string }[];
    const row = requests.find((r) => String(r.id) === id)!;
    assert.deepEqual([row.price, row.status], ['5000', 'Quoted']);
  });
});
