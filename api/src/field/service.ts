import { createHash } from 'node:crypto';
import { EventEmitter } from 'node:events';
import { FIELD_WINDOWS, type ErrorGroup, type FieldBody, type FieldWindow, type PageVitals, type RemoteVitals, type SiteHealth, type VitalName } from '@agency/contracts';
import { lt, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { fieldErrors, fieldVitals } from '../db/schema';

/** Samples older than this are deleted by the retention job; the longest window shown is 7 days. */
export const FIELD_RETENTION_DAYS = 8;
const HOUR = 3_600_000;
export const WINDOW_MS: Record<FieldWindow, number> = { '24h': 24 * HOUR, '7d': 7 * 24 * HOUR };
/** The most top frames a fingerprint is made of. */
const TOP_FRAMES = 3;

/** 'vital' ({ name, value, page, remote, version }) and 'error' ({ fingerprint, source, remote, version }), for the metrics. */
export const fieldEvents = new EventEmitter();

/**
 * An error message as it is grouped: numbers, addresses' queries and content hashes vary between occurrences of
 * one fault (`Loading chunk 412 failed`, `…/main.3f9a2c1b.js?v=2`), so they are blanked.
 */
export function normaliseMessage(message: string): string {
  return message
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/(https?:\/\/[^\s/'")]+)?(\/[^\s?'")]*)\?[^\s'")]*/g, '$1$2')
    .replace(/\b[0-9a-f]{8,}\b/gi, '…')
    .replace(/\d+/g, '#')
    .slice(0, 300);
}

/**
 * The top frames of a stack (V8's `at fn (url:line:col)` and Firefox/Safari's `fn@url:line:col`), each as
 * `fn (path:line:col)` with the origin, query and content hash taken out, so one fault reads alike from every
 * host and cache-busting query.
 */
export function topFrames(stack: string | undefined, count = TOP_FRAMES): string[] {
  if (!stack) return [];
  const frames: string[] = [];
  for (const raw of stack.split('\n')) {
    const line = raw.trim();
    const v8 = /^at (?:(.+?) \()?(.+?):(\d+):(\d+)\)?$/.exec(line);
    const gecko = v8 ? null : /^(.*?)@(.+?):(\d+):(\d+)$/.exec(line);
    const match = v8 ?? gecko;
    if (!match) continue;
    const [, fn, url = '', row, col] = match;
    const file = url
      .replace(/^[a-z][\w+.-]*:\/\/[^/]+/i, '')
      .replace(/[?#].*$/, '')
      .replace(/\.[0-9a-f]{6,}(?=\.)/gi, '');
    frames.push(`${fn || '<anonymous>'} (${file}:${row}:${col})`);
    if (frames.length === count) break;
  }
  return frames;
}

/**
 * An error group's fingerprint, computed here and never taken from the client: the remote, the normalised message
 * and the top frames. The version is not in it, so one fault keeps its group across releases and the page shows
 * each version that raised it.
 */
export function fingerprintOf(remote: string, message: string, frames: string[]): string {
  return createHash('sha256').update([remote, normaliseMessage(message), ...frames].join('\n')).digest('hex').slice(0, 16);
}

/** Stores a beacon's items; answers nothing about them (a beacon reads no answer). */
export async function recordField(db: Db, body: FieldBody): Promise<void> {
  const vitals = body.items.flatMap((item) => (item.kind === 'vital' ? [item] : []));
  const errors = body.items.flatMap((item) => {
    if (item.kind !== 'error') return [];
    const frames = topFrames(item.stack);
    return [{ ...item, frames, fingerprint: fingerprintOf(item.remote, item.message, frames) }];
  });
  if (vitals.length) {
    await db.insert(fieldVitals).values(
      vitals.map((v) => ({ name: v.name, value: v.value, page: v.page, remote: v.remote, remoteVersion: v.version, attribution: v.attribution ?? null })),
    );
  }
  if (errors.length) {
    await db.insert(fieldErrors).values(
      errors.map((e) => ({
        fingerprint: e.fingerprint,
        source: e.source,
        message: e.message,
        frames: e.frames.join('\n'),
        page: e.page,
        remote: e.remote,
        remoteVersion: e.version,
      })),
    );
  }
  for (const v of vitals) fieldEvents.emit('vital', v);
  for (const e of errors) fieldEvents.emit('error', { fingerprint: e.fingerprint, source: e.source, remote: e.remote, version: e.version });
}

/** Deletes samples older than the retention (the job queue runs it hourly); answers how many rows went. */
/** Deletes field data past its retention; run by the one retention job (privacy/retention.ts). */
export async function deleteOldFieldData(db: Pick<Db, 'delete'>, now = new Date()): Promise<number> {
  const before = new Date(now.getTime() - FIELD_RETENTION_DAYS * 24 * HOUR);
  const a = await db.delete(fieldVitals).where(lt(fieldVitals.createdAt, before)).returning({ id: fieldVitals.id });
  const b = await db.delete(fieldErrors).where(lt(fieldErrors.createdAt, before)).returning({ id: fieldErrors.id });
  return a.length + b.length;
}

function rowsOf(result: unknown): Record<string, unknown>[] {
  return (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as Record<string, unknown>[];
}

const iso = (value: unknown) => new Date(value as string).toISOString();

type Figures = PageVitals['vitals'];

/**
 * p75 (PostgreSQL's `percentile_cont(0.75)`: linear between the two nearest samples, as CrUX and web-vitals'
 * own reports read) and sample count of each vital, grouped by `keys`, over one window.
 */
async function p75By(db: Db, keys: 'page' | 'remote', since: Date): Promise<{ key: string[]; vitals: Figures }[]> {
  const group = keys === 'page' ? sql`page` : sql`remote, remote_version`;
  const result = await db.execute(sql`
    select ${group}, name, percentile_cont(0.75) within group (order by value) as p75, count(*)::int as n
    from field_vitals where created_at > ${since.toISOString()}
    group by ${group}, name`);
  const byKey = new Map<string, { key: string[]; vitals: Figures }>();
  for (const row of rowsOf(result)) {
    const key = keys === 'page' ? [String(row.page)] : [String(row.remote), String(row.remote_version)];
    const id = key.join('\n');
    const entry = byKey.get(id) ?? { key, vitals: {} };
    entry.vitals[row.name as VitalName] = { p75: Math.round(Number(row.p75) * 1000) / 1000, samples: Number(row.n) };
    byKey.set(id, entry);
  }
  return [...byKey.values()].sort((a, b) => a.key.join('\n').localeCompare(b.key.join('\n')));
}

/** The office's site health figures (and /metrics'): p75 per page and per remote version over 24 h and 7 days, and the error groups of the last 7 days. */
export async function siteHealth(db: Db, now = new Date(), errorLimit = 100): Promise<SiteHealth> {
  const pages: PageVitals[] = [];
  const remotes: RemoteVitals[] = [];
  for (const window of FIELD_WINDOWS) {
    const since = new Date(now.getTime() - WINDOW_MS[window]);
    for (const p of await p75By(db, 'page', since)) pages.push({ page: p.key[0]!, window, vitals: p.vitals });
    for (const r of await p75By(db, 'remote', since)) remotes.push({ remote: r.key[0]!, version: r.key[1]!, window, vitals: r.vitals });
  }
  const since7d = new Date(now.getTime() - WINDOW_MS['7d']).toISOString();
  const since24h = new Date(now.getTime() - WINDOW_MS['24h']).toISOString();
  const result = await db.execute(sql`
    select fingerprint, remote, remote_version,
      (array_agg(source order by created_at desc))[1] as source,
      (array_agg(message order by created_at desc))[1] as message,
      (array_agg(frames order by created_at desc))[1] as frames,
      (array_agg(distinct page))[1:5] as pages,
      count(*)::int as n,
      (count(*) filter (where created_at > ${since24h}))::int as n24,
      min(created_at) as first_seen, max(created_at) as last_seen
    from field_errors where created_at > ${since7d}
    group by fingerprint, remote, remote_version
    order by max(created_at) desc
    limit ${errorLimit}`);
  const errors: ErrorGroup[] = rowsOf(result).map((row) => ({
    fingerprint: String(row.fingerprint),
    source: row.source as ErrorGroup['source'],
    message: String(row.message),
    frames: String(row.frames),
    remote: String(row.remote),
    version: String(row.remote_version),
    pages: parsePages(row.pages),
    count: Number(row.n),
    count24h: Number(row.n24),
    first_seen: iso(row.first_seen),
    last_seen: iso(row.last_seen),
  }));
  return { generated_at: now.toISOString(), pages, remotes, errors };
}

/** A text[] as the driver gives it: an array (postgres.js) or PostgreSQL's `{a,b}` literal. */
function parsePages(value: unknown): string[] {
  if (Array.isArray(value)) return value.map(String);
  if (typeof value === 'string') return value.replace(/^\{|\}$/g, '').split(',').filter(Boolean).map((s) => s.replace(/^"|"$/g, ''));
  return [];
}

