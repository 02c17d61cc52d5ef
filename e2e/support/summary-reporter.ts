import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { stripVTControlCharacters } from 'node:util';
import type { FullConfig, FullResult, Reporter, Suite, TestCase, TestError } from '@playwright/test/reporter';
import { isRemote, LOCAL_ONLY_REASON, REMOTE_BASE_URL } from './environment';
import { type Attempt, type GroupTimes, timesOfAttempts } from './shard-plan';

interface ListedSpec {
  title: string;
  file: string;
  tags?: string[];
}
interface ListedSuite {
  title: string;
  specs?: ListedSpec[];
  suites?: ListedSuite[];
}

/**
 * The part of the summary a person needs after the list reporter's output: which tests failed or were flaky
 * (failed, then passed on their retry) and the first lines of why, errors outside any test (a web server that did
 * not start), which were skipped and why, which tests this environment does not run at all, and where the HTML
 * report with traces, screenshots and videos is. It is the end of the run's output, and often all a CI log keeps.
 */
export default class SummaryReporter implements Reporter {
  private readonly reportDir: string;
  private readonly timesFile?: string;
  private rootDir = '';
  private workers = 1;
  private suite?: Suite;
  private notRun: string[] = [];
  private readonly runErrors: string[] = [];

  /** timesFile: where to write each project's and file's seconds, for balancing the shards (support/shard-plan.ts). */
  constructor(options: { reportDir: string; timesFile?: string }) {
    this.reportDir = options.reportDir;
    this.timesFile = options.timesFile;
  }

  printsToStdio(): boolean {
    return false;
  }

  onBegin(config: FullConfig, suite: Suite): void {
    this.rootDir = config.rootDir;
    this.workers = config.workers;
    this.suite = suite;
    if (isRemote) this.notRun = listLocalOnlyTests(config);
    console.log(`\nTesting ${REMOTE_BASE_URL ?? 'the site this suite starts (fresh database, demo seed)'}`);
  }

  onError(error: TestError): void {
    this.runErrors.push(firstLines(error));
  }

  onEnd(result: FullResult): void {
    const tests = this.suite?.allTests() ?? [];
    const lines: string[] = ['', '=== End-to-end summary ==='];
    const flaky = tests.filter((t) => t.outcome() === 'flaky');
    const failed = tests.filter((t) => t.outcome() === 'unexpected');
    const skipped = tests.filter((t) => t.outcome() === 'skipped');
    const passed = tests.filter((t) => t.outcome() === 'expected');
    lines.push(`${passed.length} passed, ${flaky.length} flaky, ${failed.length} failed, ${skipped.length} skipped (${result.status})`);
    if (flaky.length) {
      lines.push(`Flaky — failed, then passed on retry (${flaky.length}); their first attempt is in the report:`);
      for (const t of flaky) lines.push(`  ${this.name(t)}`, ...this.why(t));
    }
    if (failed.length) {
      lines.push(`Failed (${failed.length}):`);
      for (const t of failed) lines.push(`  ${this.name(t)}`, ...this.why(t));
    }
    if (this.runErrors.length) {
      lines.push(`Errors outside any test (${this.runErrors.length}):`);
      for (const e of this.runErrors) lines.push(indent(e));
    }
    if (skipped.length) {
      lines.push(`Skipped (${skipped.length}):`);
      for (const t of skipped) {
        const reason = t.annotations.find((a) => a.type === 'skip' || a.type === 'fixme')?.description;
        lines.push(`  ${this.name(t)}${reason ? ` — ${reason}` : ''}`);
      }
    }
    if (this.notRun.length) {
      lines.push(`Not run against ${REMOTE_BASE_URL} (${this.notRun.length}, tagged @local: ${LOCAL_ONLY_REASON}):`);
      for (const t of this.notRun) lines.push(`  ${t}`);
    }
    lines.push(`HTML report (traces, screenshots and videos of failures): ${path.join(this.reportDir, 'index.html')}`);
    lines.push(`  open it with: pnpm --filter @agency/e2e exec playwright show-report ${this.reportDir}`);
    console.log(lines.join('\n'));
    if (this.timesFile) writeFileSync(this.timesFile, `${JSON.stringify(this.times(tests), null, 1)}\n`);
  }

  /** Each project's and file's seconds, for the shards' plan (support/shard-plan.ts, timesOfAttempts). */
  private times(tests: TestCase[]): GroupTimes {
    const attempts: Attempt[] = tests.flatMap((t) =>
      t.results
        .filter((r) => r.status !== 'skipped')
        .map((r, i, all) => ({
          project: t.parent.project()?.name ?? '',
          file: path.relative(this.rootDir, t.location.file).replaceAll('\\', '/'),
          start: r.startTime.getTime(),
          duration: r.duration,
          last: i === all.length - 1,
        })),
    );
    return timesOfAttempts(attempts, this.workers === 1);
  }

  /** The first failed attempt's error, its first lines: enough to tell a timeout from an assertion. */
  private why(t: TestCase): string[] {
    const error = t.results.find((r) => r.status !== 'passed' && r.status !== 'skipped')?.error;
    return error ? [indent(firstLines(error))] : [];
  }

  private name(t: TestCase): string {
    const [, project, ...titles] = t.titlePath();
    return `[${project}] ${path.relative(this.rootDir, t.location.file)}:${t.location.line} › ${titles.slice(1).join(' › ')}`;
  }
}

/** An error's first lines, without colour codes: where it failed and why, not its whole call log. */
function firstLines(error: TestError, count = 4): string {
  const text = stripVTControlCharacters(error.message ?? error.value ?? 'an error with no message');
  const where = error.location ? `(${path.basename(error.location.file)}:${error.location.line})` : '';
  return [...text.split('\n').filter((l) => l.trim() !== '').slice(0, count), where].filter(Boolean).join('\n');
}

function indent(text: string): string {
  return text
    .split('\n')
    .map((l) => `      ${l}`)
    .join('\n');
}

/**
 * The @local tests this run would have run but for the environment: a list-only run with the same
 * arguments (so `--grep @smoke` lists none), in which the config does not leave @local tests out.
 */
function listLocalOnlyTests(config: FullConfig): string[] {
  const args: string[] = [];
  const given = process.argv.slice(2);
  for (let i = 0; i < given.length; i++) {
    if (given[i] === '--reporter') i++;
    else if (!given[i]!.startsWith('--reporter=')) args.push(given[i]!);
  }
  let out: string;
  try {
    out = execFileSync(process.execPath, [playwrightCli(), ...args, '--list', '--reporter=json'], {
      cwd: process.cwd(),
      env: { ...process.env, E2E_LIST_LOCAL: '1' },
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
      maxBuffer: 16 * 1024 * 1024,
    });
  } catch (error) {
    // "No tests found" exits non-zero with a report all the same.
    out = String((error as { stdout?: string }).stdout ?? '');
  }
  try {
    const report = JSON.parse(out) as { suites: ListedSuite[] };
    const names = new Set<string>();
    const walk = (suite: ListedSuite, trail: string[]) => {
      for (const spec of suite.specs ?? []) if (spec.tags?.includes('local')) names.add([...trail, spec.title].join(' › '));
      for (const child of suite.suites ?? []) walk(child, [...trail, child.title]);
    };
    for (const s of report.suites) walk(s, [path.relative(config.rootDir, path.resolve(config.rootDir, s.title))]);
    return [...names];
  } catch {
    return ['(could not list them: run with --list to see every test)'];
  }
}

function playwrightCli(): string {
  return path.join(path.dirname(createRequire(import.meta.url).resolve('@playwright/test/package.json')), 'cli.js');
}
