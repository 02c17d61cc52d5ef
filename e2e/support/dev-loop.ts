import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import { REPO_ROOT } from './processes';

/**
 * Ports of the dev-loop tests: their own range (default 5600+), never the 3000–3005/4000 of a developer's
 * `pnpm dev` or `pnpm dev:remote` on the same machine. E2E_DEV_PORT moves the range.
 */
export function devLoopPort(offset: number): number {
  return Number(process.env.E2E_DEV_PORT ?? 5600) + offset;
}

export interface DevProcess {
  output: () => string;
  stop: () => Promise<void>;
}

/**
 * Starts a command in a process group of its own, so that stopping it also stops what it started (the
 * dev-remote script starts the site and rspack dev servers).
 */
export function startProcess(command: string, args: string[], options: { cwd: string; env: Record<string, string> }): DevProcess {
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
    stop: async () => {
      const group = -(child.pid ?? 0);
      const signal = (sig: NodeJS.Signals) => {
        try {
          process.kill(group, sig);
        } catch {
          // the group is gone already
        }
      };
      signal('SIGTERM');
      await Promise.race([exited, new Promise((r) => setTimeout(r, 5_000))]);
      signal('SIGKILL');
    },
  };
}

/** Polls `url` until it answers 2xx; the process's output is in the error when it never does. */
export async function waitForUrl(url: string, proc: DevProcess, timeoutMs = 120_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  throw new Error(`${url} did not answer in time:\n${proc.output().slice(-4000)}`);
}

/** The rspack CLI of an app, run from that app's folder or a copy of it inside the app's folder. */
export function rspackCli(app: string): string {
  return path.join(REPO_ROOT, app, 'node_modules/@rspack/cli/bin/rspack.js');
}
