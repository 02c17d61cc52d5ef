import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

export const REPO_ROOT = path.resolve(import.meta.dirname, '../..');

/**
 * How long any server the suite starts may take to answer: the seeded site, a topology's site and remote hosts.
 * One figure for all of them: a first start creates, migrates and seeds a database, and on a busy 2-core machine
 * tsx alone can take half a minute to start (a topology's site once had 30 s while the seeded sites had 90).
 */
export const SERVER_START_TIMEOUT_MS = Number(process.env.E2E_SERVER_TIMEOUT_MS ?? 90_000);

export interface Running {
  url: string;
  stop: () => Promise<void>;
}

async function waitFor(url: string, child: ChildProcess, log: () => string, timeoutMs = SERVER_START_TIMEOUT_MS): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) throw new Error(`process exited early (${child.exitCode}):\n${log()}`);
    try {
      const res = await fetch(url);
      if (res.ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`${url} did not answer in time:\n${log()}`);
}

/** Starts a TypeScript entry of the site package as its own process and waits until `readyPath` answers. */
export async function startNode(entry: string, env: Record<string, string>, port: number, readyPath: string, timeoutMs = SERVER_START_TIMEOUT_MS): Promise<Running> {
  let output = '';
  const child = spawn(process.execPath, ['--import', 'tsx', entry], {
    cwd: path.join(REPO_ROOT, 'site'),
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (d) => {
    output += d;
  });
  child.stderr?.on('data', (d) => {
    output += d;
  });
  const url = `http://localhost:${port}`;
  await waitFor(`${url}${readyPath}`, child, () => output, timeoutMs);
  return {
    url,
    stop: () =>
      new Promise<void>((resolve) => {
        // A killed child has a signalCode, not an exitCode; stopping it twice must not wait forever.
        if (child.exitCode !== null || child.signalCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGKILL');
      }),
  };
}

/** One remote's dist served on its own port (its own "host"). */
export function startRemoteHost(dir: string, port: number): Promise<Running> {
  return startNode('src/serve-remote.ts', { REMOTE_DIR: dir }, port, '/mf-manifest.json');
}

/**
 * The site on a freshly seeded database of its own (a new DATA_DIR, so its outbox too), with SITE_URL
 * pointing at itself so that mailed links open there. For journeys that spend or change seeded data; `env`
 * adds to or overrides the API's settings.
 */
export async function startSeededSite(port: number, name: string, env: Record<string, string> = {}): Promise<Running & { dataDir: string }> {
  const dataDir = path.join(mkdtempSync(path.join(tmpdir(), `agency-${name}-`)), 'data');
  const site = await startNode(
    'src/serve.ts',
    { DATA_DIR: dataDir, NODE_ENV: 'test', SEED_DEMO: 'true', SITE_URL: `http://localhost:${port}`, LOG_LEVEL: 'warn', RATE_LIMIT_MAX: '1000', ...env },
    port,
    '/api/home',
  );
  return { ...site, dataDir };
}

export interface ProcessGroup {
  output: () => string;
  /** Whether the command has exited (a server that did so will never answer). */
  exited: () => boolean;
  /** SIGTERM to the group, then SIGKILL after `graceMs` (never, when it is Infinity: the caller needs a clean shutdown). */
  stop: (graceMs?: number) => Promise<void>;
}

/**
 * Starts a command in a process group of its own, so that stopping it also stops what it started (the
 * dev-remote script starts the site and rspack dev servers).
 */
export function startProcess(command: string, args: string[], options: { cwd: string; env: Record<string, string> }): ProcessGroup {
  let output = '';
  const child: ChildProcess = spawn(command, args, {
    cwd: options.cwd,
    env: { ...process.env, ...options.env },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  child.stdout?.on('data', (d) => {
    output += d;
  });
  child.stderr?.on('data', (d) => {
    output += d;
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  return {
    output: () => output,
    exited: () => child.exitCode !== null || child.signalCode !== null,
    stop: async (graceMs = 5_000) => {
      const group = -(child.pid ?? 0);
      const signal = (sig: NodeJS.Signals) => {
        try {
          process.kill(group, sig);
        } catch {
          // the group is gone already
        }
      };
      signal('SIGTERM');
      if (!Number.isFinite(graceMs)) return exited;
      await Promise.race([exited, new Promise((r) => setTimeout(r, graceMs))]);
      signal('SIGKILL');
    },
  };
}

/** Polls `url` until it answers 2xx; the process's output is in the error when it exits or never answers. */
export async function waitForUrl(url: string, proc: ProcessGroup, timeoutMs = 120_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (proc.exited()) throw new Error(`exited before ${url} answered:\n${proc.output().slice(-4000)}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  throw new Error(`${url} did not answer in time:\n${proc.output().slice(-4000)}`);
}

