import { spawn } from 'node:child_process';
import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The API suite (`pnpm --filter @agency/api test`): every `*.test.ts` under src/, in API_TEST_CONCURRENCY processes
 * (1 unless set) that each run a share of the files one after another (run-group.ts). Shares are balanced by the
 * files' sizes, each process's output is printed whole when it ends, then one line per process; the exit code is
 * non-zero when any test failed or any process did not finish. Arguments, when given, are the files to run.
 */
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const processes = Math.max(1, Number(process.env.API_TEST_CONCURRENCY ?? 1) || 1);

function testFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true })
    .flatMap((entry) => {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) return testFiles(full);
      return entry.name.endsWith('.test.ts') ? [full] : [];
    })
    .sort();
}

const files = process.argv.length > 2 ? process.argv.slice(2).map((f) => path.resolve(f)) : testFiles(path.join(root, 'src'));
// The largest first, each to the lightest share so far: a file's size stands for its running time well enough.
const shares: { files: string[]; bytes: number }[] = Array.from({ length: Math.min(processes, files.length) }, () => ({ files: [], bytes: 0 }));
for (const file of [...files].sort((a, b) => statSync(b).size - statSync(a).size)) {
  const share = shares.reduce((light, s) => (s.bytes < light.bytes ? s : light));
  share.files.push(file);
  share.bytes += statSync(file).size;
}
for (const share of shares) share.files.sort();

interface Outcome {
  output: string;
  code: number | null;
  signal: NodeJS.Signals | null;
}

const runs = shares.map(
  (share) =>
    new Promise<Outcome>((resolve) => {
      const child = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'src/testing/run-group.ts'), ...share.files], {
        cwd: root,
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      let output = '';
      child.stdout.on('data', (chunk: Buffer) => {
        output += chunk;
      });
      child.stderr.on('data', (chunk: Buffer) => {
        output += chunk;
      });
      child.on('close', (code, signal) => resolve({ output, code, signal }));
    }),
);
const outcomes = await Promise.all(runs);
const count = (output: string, label: string) => output.match(new RegExp(`^# ${label} (\\d+)$`, 'm'))?.[1] ?? '?';
outcomes.forEach((o, i) => {
  process.stdout.write(`\n### API test process ${i + 1} of ${outcomes.length}: ${shares[i]?.files.length} files\n${o.output}`);
});
process.stdout.write('\n### API suite\n');
outcomes.forEach((o, i) => {
  const ending = o.signal ? `killed by ${o.signal}` : `exit ${o.code}`;
  process.stdout.write(`process ${i + 1}: ${ending}, ${count(o.output, 'tests')} tests, ${count(o.output, 'pass')} passed, ${count(o.output, 'fail')} failed\n`);
});
process.exitCode = outcomes.every((o) => o.code === 0) ? 0 : 1;
