/**
 * The e2e shards balanced by time, not by count (scripts/e2e-shards.sh). Playwright's own `--shard=n/N` cuts the
 * ordered list of test groups (one per project and file) into slices of equal test counts, whatever each costs (a
 * visual shot takes 2.6 s, the office journey's layout test 138 s): on 2026-12-08 its two slices held 16.7 and 18.0
 * minutes of tests. Here
 * every group is given to a shard by its measured time (e2e/shard-times.json, written from a full run's
 * shards/<n>/times.json by `pnpm --filter @agency/e2e run shards:record`), the longest first, each to the shard
 * with the least planned so far. A group the table does not know yet (a new file, a file newly run on the phone)
 * is estimated from its test count at its project's mean time per test.
 */

/** One project's tests in one file: the unit Playwright runs in one worker, in order. */
export interface TestGroup {
  project: string;
  /** Relative to the tests folder, with forward slashes: `booking.spec.ts`. */
  file: string;
  tests: number;
}

/**
 * What a run measured: each group's seconds and how many tests it had. In a run of one worker, a test's seconds are
 * the time from the end of the test before it to its own end, so a group also carries its `beforeAll` hooks (a
 * journey's own seeded site, the dev loop: 15-27 s each on 2026-12-08) and the worker's start; only each test's last
 * attempt counts (a failed first attempt is a failure's cost, not the group's).
 */
export type GroupTimes = Record<string, { seconds: number; tests: number }>;

/** Each shard's files, by project. */
export type ShardPlan = Array<Record<string, string[]>>;

export const groupKey = (g: Pick<TestGroup, 'project' | 'file'>) => `${g.project} ${g.file}`;

/** A group's expected seconds: measured, or its tests at its project's (else the suite's) mean per test. */
export function estimateSeconds(group: TestGroup, times: GroupTimes): number {
  const known = times[groupKey(group)];
  if (known) return known.seconds;
  const perTest = (entries: Array<{ seconds: number; tests: number }>) => {
    const tests = entries.reduce((sum, e) => sum + e.tests, 0);
    return tests ? entries.reduce((sum, e) => sum + e.seconds, 0) / tests : undefined;
  };
  const all = Object.entries(times);
  const mean = perTest(all.filter(([key]) => key.startsWith(`${group.project} `)).map(([, e]) => e)) ?? perTest(all.map(([, e]) => e)) ?? 1;
  return group.tests * mean;
}

/**
 * Longest processing time first: the groups by expected seconds, longest first (ties by key, so the plan does not
 * depend on the listing's order), each to the shard with the least so far (ties to the lower number).
 */
export function planShards(groups: readonly TestGroup[], total: number, times: GroupTimes): { plan: ShardPlan; seconds: number[] } {
  if (!Number.isInteger(total) || total < 1) throw new Error(`a shard count must be a whole number from 1, not ${total}`);
  const plan: ShardPlan = Array.from({ length: total }, () => ({}));
  const seconds = Array.from({ length: total }, () => 0);
  const sized = groups.map((g) => ({ g, s: estimateSeconds(g, times) }));
  sized.sort((a, b) => b.s - a.s || groupKey(a.g).localeCompare(groupKey(b.g)));
  for (const { g, s } of sized) {
    const shard = seconds.indexOf(Math.min(...seconds));
    seconds[shard]! += s;
    const files = plan[shard]![g.project] ?? [];
    files.push(g.file);
    plan[shard]![g.project] = files;
  }
  for (const shard of plan) for (const files of Object.values(shard)) files.sort();
  return { plan, seconds };
}

interface ListedSuite {
  file?: string;
  specs?: Array<{ file: string; tests: Array<{ projectName: string }> }>;
  suites?: ListedSuite[];
}

/** The groups a `playwright test --list --reporter=json` run found: its files are relative to the tests folder. */
export function groupsOfListing(listing: { suites: ListedSuite[] }): TestGroup[] {
  const counts = new Map<string, TestGroup>();
  const walk = (suite: ListedSuite) => {
    for (const spec of suite.specs ?? [])
      for (const test of spec.tests) {
        const group = { project: test.projectName, file: spec.file.replaceAll('\\', '/'), tests: 0 };
        const key = groupKey(group);
        (counts.get(key) ?? counts.set(key, group).get(key)!).tests++;
      }
    for (const child of suite.suites ?? []) walk(child);
  };
  for (const suite of listing.suites) walk(suite);
  return [...counts.values()];
}

/** One attempt at a test, as a reporter sees it: times in milliseconds. */
export interface Attempt {
  project: string;
  file: string;
  start: number;
  duration: number;
  /** The test's last attempt. */
  last: boolean;
}

/** A run's GroupTimes from its attempts; `oneWorker`: the attempts ran one after another, so the gaps count. */
export function timesOfAttempts(attempts: readonly Attempt[], oneWorker: boolean): GroupTimes {
  const times: GroupTimes = {};
  let previousEnd: number | undefined;
  for (const a of [...attempts].sort((x, y) => x.start - y.start)) {
    const end = a.start + a.duration;
    const cost = oneWorker && previousEnd !== undefined ? Math.max(a.duration, end - previousEnd) : a.duration;
    previousEnd = Math.max(previousEnd ?? end, end);
    if (!a.last) continue;
    // A test has one last attempt: each counts one test.
    const entry = times[groupKey(a)] ?? { seconds: 0, tests: 0 };
    times[groupKey(a)] = { seconds: Math.round((entry.seconds + cost / 1000) * 10) / 10, tests: entry.tests + 1 };
  }
  return mergeTimes([times]);
}

/** What the table should hold after a run: each shard's measurements, one table (a group runs in one shard). */
export function mergeTimes(runs: readonly GroupTimes[]): GroupTimes {
  const merged: GroupTimes = {};
  for (const run of runs) Object.assign(merged, run);
  return Object.fromEntries(Object.entries(merged).sort(([a], [b]) => a.localeCompare(b)));
}

/**
 * The config's `testMatch` for one project in one shard: exactly its planned files, or none (a pattern no path
 * matches: an empty list would match every file).
 */
export function shardTestMatch(files: readonly string[] | undefined): RegExp {
  if (!files?.length) return /$^/;
  const escaped = files.map((f) => f.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replaceAll('/', '[\\\\/]'));
  return new RegExp(`[\\\\/]tests[\\\\/](?:${escaped.join('|')})$`);
}
