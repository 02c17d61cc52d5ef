/**
 * What `pnpm lighthouse` judges, apart from how it measures (lighthouse.ts): issue 12's targets, the CPU slowdown
 * that makes a host stand for Lighthouse's target phone, and whether a host can judge the CPU-bound targets at all.
 */

/** Issue 12's targets, on every public page. */
export const TARGETS = { performance: 95, accessibility: 100, 'best-practices': 100, seo: 100, lcpMs: 1500, cls: 0.02 };
/**
 * The most the script-free copy may block the main thread (TBT, ms, at the preset's 4x) for this host to judge the
 * CPU-bound targets: fit hosts measured 0-15 ms (docs/performance.md); stop 33's CI host 194, 2026-11-27's 94-225.
 */
export const FIT_COPY_TBT_MS = 25;


export interface Row {
  page: string;
  scores: Record<string, number>;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  /** The audits that cost a category points (accessibility, best practices, SEO), for the report of a miss. */
  failed: Record<string, string[]>;
}

/** Whether a host on which the script-free copy blocked the main thread for `copyTbtMs` can judge performance and LCP. */
export function hostJudgesCpu(copyTbtMs: number): boolean {
  return copyTbtMs <= FIT_COPY_TBT_MS;
}

/** How many measurements of the script-free copy, each the median of its runs, must all be fit (hostJudgesCpuOn). */
export const FIT_READINGS = 2;

/**
 * Whether a host judges performance and LCP after these measurements of the script-free copy (TBT, ms, in the order
 * taken): only when FIT_READINGS of them were taken and every one was fit. A host that reads fit once among unfit
 * readings is not fit: on 2026-12-07 one read 41 ms and then 25 or less, and its pages then blocked for 339-604 ms
 * (performance 85-92) where a fit host's block for 10-100 ms (99-100): judged, it would have failed pages that are not
 * slower than they were. Measuring stops at the first unfit reading.
 */
export function hostJudgesCpuOn(copyTbtMs: readonly number[]): boolean {
  return copyTbtMs.length >= FIT_READINGS && copyTbtMs.every(hostJudgesCpu);
}

/** The CPU-bound targets (performance, LCP) `row` misses: what a host that cannot judge the CPU sets aside. */
export function cpuBoundMisses(row: Row): string[] {
  const judgedAnywhere = misses(row, false);
  return misses(row).filter((m) => !judgedAnywhere.includes(m));
}

/**
 * Whether a page's missed CPU-bound target (performance, LCP) fails the run: only when the host was fit before the
 * pages (hostJudgesCpuOn) and the control, measured again right after the miss, still reads fit. A fit reading at the
 * start says how the host was then, not for the minutes after: on 2026-12-07 the copy read 0 and 25 ms, and
 * /tutorial-detail/1 then blocked for 301 ms over five runs (93) while the pages measured just before and after it
 * blocked for 32-36; on the same host, within the hour, the copy itself read 0, 37, 72 and 81 ms. A page that is
 * slower than it was still fails: the host reads fit after its miss.
 */
export function judgesPageCpu(hostFitBefore: boolean, controlAfterMiss: readonly number[]): boolean {
  return hostFitBefore && hostJudgesCpuOn(controlAfterMiss);
}

/**
 * The CPU slowdown that makes this host stand for Lighthouse's target phone, from the `benchmarkIndex` Lighthouse
 * measures on it: the curve of Lighthouse's CPU throttling calculator, which its docs/throttling.md
 * ("Calibrating multipliers") points to (150 is 1x, 800 is 2x, 1300 is 3x, 1533 the preset's 4x). The mobile
 * preset's 4x assumes a host of about 1533; a slower one (a CI machine under load: the run of stop 31 measured
 * 3-10x this machine's quiet TBT on every page, and 34 ms on the script-free copy) at 4x emulates a slower phone
 * than the preset's. Never above the preset's 4x: a faster host (this one, about 2400 when quiet) is measured as
 * Lighthouse's defaults measure it.
 */
export function cpuSlowdownFor(benchmarkIndex: number): number {
  if (!Number.isFinite(benchmarkIndex) || benchmarkIndex >= 1533) return 4;
  if (benchmarkIndex >= 1300) return 3 + (benchmarkIndex - 1300) / 233;
  if (benchmarkIndex >= 800) return 2 + (benchmarkIndex - 800) / 500;
  return Math.max(1, 1 + (benchmarkIndex - 150) / 650);
}

/**
 * How many runs each page gets at first. A median of `runs` steadies the CPU-bound figures; on a host that cannot
 * judge them (hostJudgesCpuOn) they are printed, not judged, and what is judged (accessibility, best practices and
 * SEO, audits of the page's markup, and CLS, 0 on every page) is the same from one run to the next: one run each,
 * and a page that misses a judged target is measured again (LH_MORE_RUNS) and judged on the median of all its runs.
 * On CI's slower hosts this is about two thirds of the step's time (five pages: 15 runs become 5).
 */
export function runsPerPage(runs: number, judgeCpu: boolean): number {
  return judgeCpu ? runs : Math.min(runs, 1);
}

/** The targets `row` misses; the CPU-bound ones (performance, LCP) only when the host can judge them. */
export function misses(row: Row, judgeCpu = true): string[] {
  const out: string[] = [];
  if (judgeCpu && row.scores.performance! < TARGETS.performance) out.push(`performance ${row.scores.performance} < ${TARGETS.performance}`);
  for (const id of ['accessibility', 'best-practices', 'seo'] as const) {
    if (row.scores[id]! < TARGETS[id]) out.push(`${id} ${row.scores[id]} < ${TARGETS[id]} (${row.failed[id]?.join('; ')})`);
  }
  if (judgeCpu && row.lcp > TARGETS.lcpMs) out.push(`LCP ${Math.round(row.lcp)} ms > ${TARGETS.lcpMs} ms`);
  if (row.cls > TARGETS.cls) out.push(`CLS ${row.cls.toFixed(3)} > ${TARGETS.cls}`);
  return out;
}
