/**
 * The benches' load: one autocannon run in a process of its own (`drive.mjs`), so the bench process spends its CPU
 * time on its servers alone and can report what each answer cost them; the runs of a target added up; and GET
 * targets measured in turns (see `rounds`).
 */
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type autocannon from 'autocannon';

export const DURATION = Number(process.env.BENCH_SECONDS ?? 8);
export const WARMUP = Number(process.env.BENCH_WARMUP_SECONDS ?? 1);
export const ROUND = Math.min(DURATION, Number(process.env.BENCH_ROUND_SECONDS ?? 2));
export const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const DRIVER = fileURLToPath(new URL('./drive.mjs', import.meta.url));

export interface Load {
  requests: { total: number };
  latency: { p50: number; p99: number };
  duration: number;
  ok: number;
  non2xx: number;
  errors: number;
  timeouts: number;
}
export interface Run {
  load: Load;
  cpuMicros: number;
}

/** One autocannon run in its own process; with it, the CPU time this process spent meanwhile. */
export function drive(options: autocannon.Options): Promise<Run> {
  const before = process.cpuUsage();
  const child = spawn(process.execPath, [DRIVER, JSON.stringify({ connections: CONNECTIONS, ...options })], { stdio: ['ignore', 'pipe', 'inherit'] });
  let out = '';
  child.stdout.setEncoding('utf8').on('data', (chunk: string) => {
    out += chunk;
  });
  return new Promise((resolve, reject) => {
    child.on('error', reject);
    child.on('close', (code) => {
      const used = process.cpuUsage(before);
      if (code !== 0) return reject(new Error(`autocannon exited with ${code}`));
      resolve({ load: JSON.parse(out) as Load, cpuMicros: used.user + used.system });
    });
  });
}

export interface Figures {
  name: string;
  rps: number;
  p50: number;
  p99: number;
  ok: number;
  non2xx: number;
  errors: number;
  /** This process's CPU time per answer, in µs. */
  cpu: number;
}

/** Adds up the runs of one target: req/s over all its seconds, the median of the runs' p50, the worst p99. */
export function figures(name: string, runs: Run[]): Figures {
  const sum = (f: (r: Run) => number) => runs.reduce((total, r) => total + f(r), 0);
  const p50s = runs.map((r) => r.load.latency.p50).sort((a, b) => a - b);
  const answered = sum((r) => r.load.requests.total);
  return {
    name,
    rps: answered / sum((r) => r.load.duration),
    p50: p50s[Math.floor((p50s.length - 1) / 2)]!,
    p99: Math.max(...runs.map((r) => r.load.latency.p99)),
    ok: sum((r) => r.load.ok),
    non2xx: sum((r) => r.load.non2xx),
    errors: sum((r) => r.load.errors + r.load.timeouts),
    cpu: sum((r) => r.cpuMicros) / Math.max(1, answered),
  };
}

/**
 * The GET targets in turns (forward, then backward, …) until each has had DURATION seconds, after a warm-up each
 * (not counted: the JIT compiles a target's own code on its first requests). On a shared machine throughput drifts
 * within a minute; measured one after another, a ratio would compare two different moments.
 */
export async function rounds(targets: { name: string; url: string; headers?: Record<string, string> }[]): Promise<Figures[]> {
  if (WARMUP > 0) for (const t of targets) await drive({ url: t.url, headers: t.headers, duration: WARMUP });
  const runs = new Map(targets.map((t) => [t.name, [] as Run[]]));
  for (let done = 0, round = 0; done < DURATION; done += ROUND, round++) {
    const seconds = Math.min(ROUND, DURATION - done);
    for (const t of round % 2 ? [...targets].reverse() : targets) runs.get(t.name)!.push(await drive({ url: t.url, headers: t.headers, duration: seconds }));
  }
  return targets.map((t) => figures(t.name, runs.get(t.name)!));
}
