import { VITAL_NAMES } from '@agency/contracts';
import { Counter, Gauge, Histogram, type Registry } from 'prom-client';
import type { Db } from '../db/client';
import { fieldEvents, siteHealth } from './service';

/**
 * Field data on /metrics (docs/field-data.md). Labels are bounded: `page` is a route pattern, never an address,
 * and since a client chooses what it sends, each label keeps at most its first MAX_VALUES values per process;
 * any later one counts as "other" (a flood of invented pages or errors cannot grow the series count).
 * - `field_vital_seconds` / `field_cls` (histograms, this process's beacons): every sample, by vital, page,
 *   remote and version.
 * - `field_errors_total` (counter, this process's beacons): by error group, source, remote and version.
 * - `field_vital_p75` (gauge, every process's samples, read from the database at each scrape): p75 by vital, page
 *   and window; `field_vital_p75_by_remote` the same by remote and version; seconds (CLS: its score).
 */
const MAX_VALUES = 100;

export function cappedLabel(max = MAX_VALUES): (value: string) => string {
  const seen = new Set<string>();
  return (value) => {
    if (seen.has(value)) return value;
    if (seen.size >= max) return 'other';
    seen.add(value);
    return value;
  };
}

export function registerFieldMetrics(register: Registry, db: Db | undefined): { refresh: () => Promise<void>; stop: () => void } {
  const registers = [register];
  const page = cappedLabel();
  const version = cappedLabel();
  const fingerprint = cappedLabel();
  const remote = cappedLabel(40);
  const seconds = new Histogram({
    name: 'field_vital_seconds',
    help: 'Web Vitals from visitors’ browsers (LCP, INP, FCP, TTFB), seconds, by page (route pattern), remote and version',
    labelNames: ['vital', 'page', 'remote', 'version'] as const,
    buckets: [0.1, 0.2, 0.5, 0.8, 1, 1.8, 2.5, 3, 4, 6, 10],
    registers,
  });
  const cls = new Histogram({
    name: 'field_cls',
    help: 'Cumulative Layout Shift from visitors’ browsers, by page (route pattern), remote and version',
    labelNames: ['page', 'remote', 'version'] as const,
    buckets: [0.01, 0.05, 0.1, 0.25, 0.5, 1],
    registers,
  });
  const errors = new Counter({
    name: 'field_errors_total',
    help: 'Front-end errors reported by visitors’ browsers, by error group (fingerprint), source, remote and version',
    labelNames: ['fingerprint', 'source', 'remote', 'version'] as const,
    registers,
  });
  const p75 = new Gauge({
    name: 'field_vital_p75',
    help: 'p75 of each Web Vital by page (route pattern) over the window (24h, 7d), all processes; seconds (CLS: score)',
    labelNames: ['vital', 'page', 'window'] as const,
    registers,
  });
  const p75Remote = new Gauge({
    name: 'field_vital_p75_by_remote',
    help: 'p75 of each Web Vital by remote and version over the window (24h, 7d), all processes; seconds (CLS: score)',
    labelNames: ['vital', 'remote', 'version', 'window'] as const,
    registers,
  });
  const groups = new Gauge({
    name: 'field_error_group_events',
    help: 'Front-end errors per group (fingerprint), remote and version over the last 24 hours, all processes',
    labelNames: ['fingerprint', 'remote', 'version'] as const,
    registers,
  });

  const onVital = (v: { name: string; value: number; page: string; remote: string; version: string }) => {
    const labels = { page: page(v.page), remote: remote(v.remote), version: version(v.version) };
    if (v.name === 'CLS') cls.observe(labels, v.value);
    else seconds.observe({ vital: v.name, ...labels }, v.value / 1000);
  };
  const onError = (e: { fingerprint: string; source: string; remote: string; version: string }) =>
    errors.inc({ fingerprint: fingerprint(e.fingerprint), source: e.source, remote: remote(e.remote), version: version(e.version) });
  fieldEvents.on('vital', onVital);
  fieldEvents.on('error', onError);

  const unit = (name: string, value: number) => (name === 'CLS' ? value : value / 1000);
  return {
    stop: () => {
      fieldEvents.off('vital', onVital);
      fieldEvents.off('error', onError);
    },
    async refresh() {
      if (!db) return;
      const health = await siteHealth(db);
      p75.reset();
      p75Remote.reset();
      groups.reset();
      for (const row of health.pages) {
        for (const name of VITAL_NAMES) {
          const figure = row.vitals[name];
          if (figure) p75.set({ vital: name, page: page(row.page), window: row.window }, unit(name, figure.p75));
        }
      }
      for (const row of health.remotes) {
        for (const name of VITAL_NAMES) {
          const figure = row.vitals[name];
          if (figure) p75Remote.set({ vital: name, remote: remote(row.remote), version: version(row.version), window: row.window }, unit(name, figure.p75));
        }
      }
      for (const group of health.errors) {
        if (group.count24h) groups.set({ fingerprint: fingerprint(group.fingerprint), remote: remote(group.remote), version: version(group.version) }, group.count24h);
      }
    },
  };
}
