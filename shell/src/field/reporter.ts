import type { FieldItem, VitalName } from '@agency/contracts';
import type { PendingError } from './errors';

/**
 * The field-data reporter of one sampled page view (docs/field-data.md): it turns Web Vitals and errors into the
 * items of `POST /api/field` and sends them with `navigator.sendBeacon` when the page is hidden. What it sends is
 * the contract's fields and nothing else: a route pattern (never the address), the remote's name and version, the
 * vital or the error; no cookie is set, no identifier made, no time stamp, nothing about the visitor.
 */
export interface PageOwner {
  /** The route pattern (`/tutorial-detail/:id`), or `/*` for an address no route matches. */
  page: string;
  /** The remote that serves it, or `shell`. */
  remote: string;
}

export interface ReporterOptions {
  /** `/api/field` on the API's base. */
  endpoint: string;
  /** The page this view loaded (vitals measure its load, whatever page the visitor is on when they are sent). */
  landing: PageOwner;
  /** The page now (errors are tagged with the page they happened on). */
  current: () => PageOwner;
  versionOf: (remote: string) => string;
  /** The remote whose script is the top frame of a stack (its host), when any. */
  remoteOfStack: (stack: string | undefined) => string | undefined;
  /** `navigator.sendBeacon`; answers whether the browser took it. */
  send: (url: string, body: string) => boolean;
  /** Runs a send of the errors a few seconds after the first one (a failing release shows within minutes, not at the visit's end). */
  soon?: (send: () => void) => void;
}

export interface VitalReport {
  name: VitalName;
  value: number;
  attribution?: string;
}

/** The most errors one page view reports (a loop that throws is one group, not a flood). */
export const MAX_ERRORS = 10;
/** Under the API's 16 KB cap with room to spare; a bigger queue goes in several beacons. */
const BEACON_BYTES = 12_000;
const MAX_ITEMS = 20;
const STACK_CHARS = 1500;
const ERRORS_AFTER_MS = 5_000;

export interface FieldReporter {
  vital: (report: VitalReport) => void;
  error: (pending: PendingError) => void;
  /** Sends what is queued (the page is being hidden or left). */
  flush: () => void;
}

export function createFieldReporter(options: ReporterOptions): FieldReporter {
  let queue: FieldItem[] = [];
  const seenErrors = new Set<string>();
  const sentVitals = new Map<VitalName, number>();
  const soon = options.soon ?? ((send) => setTimeout(send, ERRORS_AFTER_MS));
  let errorsDue = false;

  const flush = () => {
    while (queue.length) {
      const batch: FieldItem[] = [];
      let size = 12;
      while (queue.length && batch.length < MAX_ITEMS) {
        const next = JSON.stringify(queue[0]).length + 1;
        if (batch.length && size + next > BEACON_BYTES) break;
        batch.push(queue.shift()!);
        size += next;
      }
      options.send(options.endpoint, JSON.stringify({ items: batch }));
    }
  };

  return {
    vital({ name, value, attribution }) {
      // web-vitals reports CLS and INP again when they grow (each time the page is hidden): the latest counts.
      if (sentVitals.get(name) === value) return;
      sentVitals.set(name, value);
      queue = queue.filter((item) => !(item.kind === 'vital' && item.name === name));
      const { page, remote } = options.landing;
      const item: FieldItem = { kind: 'vital', name, value: Math.max(0, Math.min(600_000, name === 'CLS' ? Math.round(value * 10_000) / 10_000 : Math.round(value))), page, remote, version: options.versionOf(remote) };
      if (attribution) item.attribution = attribution.slice(0, 200);
      queue.push(item);
      if (typeof document !== 'undefined' && document.visibilityState === 'hidden') flush();
    },
    error({ source, error, remote }) {
      const { message, stack } = describe(error);
      const key = `${source}\n${message}\n${stack?.slice(0, 300) ?? ''}`;
      if (seenErrors.has(key) || seenErrors.size >= MAX_ERRORS) return;
      seenErrors.add(key);
      const now = options.current();
      const owner = remote ?? options.remoteOfStack(stack) ?? now.remote;
      const item: FieldItem = { kind: 'error', source, message, page: now.page, remote: owner, version: options.versionOf(owner) };
      if (stack) item.stack = stack.slice(0, STACK_CHARS);
      queue.push(item);
      if (!errorsDue) {
        errorsDue = true;
        soon(() => {
          errorsDue = false;
          flush();
        });
      }
    },
    flush,
  };
}

/** An error's message and stack, whatever was thrown (an Error, a string, an event's reason, anything). */
export function describe(error: unknown): { message: string; stack?: string } {
  if (error instanceof Error) return { message: (error.message || error.name || 'Error').slice(0, 500), ...(error.stack ? { stack: error.stack } : {}) };
  if (typeof error === 'string' && error) return { message: error.slice(0, 500) };
  try {
    return { message: (JSON.stringify(error) ?? String(error)).slice(0, 500) || 'Unknown error' };
  } catch {
    return { message: 'Unknown error' };
  }
}
