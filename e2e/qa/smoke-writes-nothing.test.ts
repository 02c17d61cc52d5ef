import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, test } from 'node:test';
import { openDatabase } from '../../api/src/db/client.ts';
import { REFUSED_SIGN_IN } from '../support/environment.ts';
import { type ProcessGroup, REPO_ROOT, startProcess, waitForUrl } from '../support/processes.ts';

/**
 * The smoke layer is what QA may run against production, so it must leave a deployment's data as it found
 * it. This starts the built site the way `npm start` does (its serve command, demo seed, its own PGlite
 * folder), runs `pnpm test:e2e:smoke` (desktop) against it as another environment, and compares every table's row count (and a
 * digest of its rows) before and after, read from the stopped site's database.
 */
const PORT = Number(process.env.QA_SITE_PORT ?? 5750);
const work = mkdtempSync(path.join(tmpdir(), 'agency-qa-smoke-'));
const dataDir = path.join(work, 'data');

after(() => rmSync(work, { recursive: true, force: true }));

async function startSite(): Promise<ProcessGroup> {
  const site = startProcess('pnpm', ['--filter', '@agency/site', 'run', 'serve'], {
    cwd: REPO_ROOT,
    env: { PORT: String(PORT), HOST: '127.0.0.1', DATA_DIR: dataDir, SEED_DEMO: 'true' },
  });
  await waitForUrl(`http://localhost:${PORT}/api/home`, site, 60_000);
  return site;
}

/** Stops pnpm and the server under it (one process group) and waits, so PGlite has closed its files. */
async function stopSite(site: ProcessGroup): Promise<void> {
  if (site.exited()) return;
  // No SIGKILL: a killed server could leave the database half written, and it is read next.
  await site.stop(Number.POSITIVE_INFINITY);
  // The server is the group's last process to close its database; wait until the port is free.
  const deadline = Date.now() + 15_000;
  while (Date.now() < deadline && (await fetch(`http://localhost:${PORT}/api/home`).then(() => true, () => false))) {
    await new Promise((r) => setTimeout(r, 200));
  }
  // The port closes first; the server then drains its mail queue and closes PGlite, and its lock on the folder goes
  // as it exits (api/src/db/lock.ts). Opening the folder before that is refused (DATABASE_LOCKED: CI, 2026-11-27).
  const lockFile = path.join(dataDir, 'pglite', 'owner.lock');
  const closed = Date.now() + 60_000;
  while (Date.now() < closed && existsSync(lockFile)) await new Promise((r) => setTimeout(r, 200));
}

interface Row {
  n: number;
  digest: string;
}

/** Every table of the public schema with its row count, and the keys in the sign-in lock-out table. */
async function snapshot() {
  const database = await openDatabase({ dataDir });
  try {
    const tables = (await database.db.execute("select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name")) as unknown as
      | { rows: { table_name: string }[] }
      | { table_name: string }[];
    const names = (Array.isArray(tables) ? tables : tables.rows).map((t) => t.table_name);
    const counts: Record<string, number> = {};
    const digests: Record<string, string> = {};
    for (const name of names) {
      // The digest of every row's text catches an update that a count would miss.
      const result = (await database.db.execute(
        `select count(*)::int as n, md5(coalesce(string_agg(t::text, '|' order by t::text), '')) as digest from "${name.replaceAll('"', '""')}" t`,
      )) as unknown as { rows: Row[] } | Row[];
      const row = (Array.isArray(result) ? result : result.rows)[0]!;
      counts[name] = row.n;
      digests[name] = row.digest;
    }
    const keys = (await database.db.execute('select key from login_throttle order by key')) as unknown as { rows: { key: string }[] } | { key: string }[];
    return { counts, digests, lockOutKeys: (Array.isArray(keys) ? keys : keys.rows).map((r) => r.key) };
  } finally {
    await database.close();
  }
}

function runSmoke(): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    let output = '';
    // The desktop project: the phone runs the same read-only tests, and npm test has just run them on it.
    const child = spawn('pnpm', ['test:e2e:smoke', '--project', 'desktop'], {
      cwd: REPO_ROOT,
      env: { ...process.env, E2E_BASE_URL: `http://localhost:${PORT}`, E2E_DEMO_SEED: 'true', E2E_OUTPUT_DIR: path.join(work, 'smoke-run') },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout?.on('data', (d) => {
      output += d;
    });
    child.stderr?.on('data', (d) => {
      output += d;
    });
    child.on('exit', (code) => resolve({ code, output }));
  });
}

test('the smoke layer passes against a site started like `npm start`, and writes nothing to its database', { timeout: 600_000 }, async () => {
  // First start: migrations and the demo seed. The baseline is taken with the site stopped.
  let site = await startSite();
  await stopSite(site);
  const before = await snapshot();
  assert.ok(Object.keys(before.counts).length >= 10, `every table is counted: ${Object.keys(before.counts).join(', ')}`);
  assert.ok(before.counts.users! > 0, 'the demo seed is in');

  site = await startSite();
  let smoke: { code: number | null; output: string };
  try {
    smoke = await runSmoke();
  } finally {
    await stopSite(site);
  }
  const passedLine = /^\s*\d+ passed.*$/m.exec(smoke.output)?.[0]?.trim();
  console.log(`pnpm test:e2e:smoke against :${PORT}: ${passedLine ?? 'no summary'}`);
  assert.equal(smoke.code, 0, `pnpm test:e2e:smoke failed against :${PORT}:\n${smoke.output.slice(-6000)}`);
  assert.match(smoke.output, /Testing http:\/\/localhost:\d+/);
  assert.match(smoke.output, /\d+ passed, 0 flaky, 0 failed/);

  const afterRun = await snapshot();
  // The refused sign-in may count itself against the address it used (never an account): the throttle's
  // rows for that address (its account key and its address+IP pair) only.
  const { login_throttle: lockOutsBefore, ...othersBefore } = before.counts;
  const { login_throttle: lockOutsAfter, ...othersAfter } = afterRun.counts;
  assert.deepEqual(othersAfter, othersBefore, 'no table but the lock-out count gained or lost rows');
  const { login_throttle: _before, ...digestsBefore } = before.digests;
  const { login_throttle: _after, ...digestsAfter } = afterRun.digests;
  assert.deepEqual(digestsAfter, digestsBefore, 'no row of any other table changed');
  assert.ok(lockOutsAfter! <= lockOutsBefore! + 2);
  const newKeys = afterRun.lockOutKeys.filter((k) => !before.lockOutKeys.includes(k));
  assert.equal(newKeys.length, lockOutsAfter! - lockOutsBefore!);
  for (const key of newKeys) assert.ok(key.includes(REFUSED_SIGN_IN.email.toLowerCase()), `an unexpected throttle row: ${key}`);
});
