import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';

export const REPO_ROOT = path.resolve(import.meta.dirname, '../..');

export interface Running {
  url: string;
  stop: () => Promise<void>;
}

// Generous: on a shared machine under load, tsx alone can take half a minute to start a server.
async function waitFor(url: string, child: ChildProcess, log: () => string, timeoutMs = 90_000): Promise<void> {
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
export async function startNode(entry: string, env: Record<string, string>, port: number, readyPath: string, timeoutMs = 30_000): Promise<Running> {
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
