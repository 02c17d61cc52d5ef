import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { type RemoteRoute as RemoteRouteDef, type RouteMeta, RouteTableFile } from '@agency/contracts/routes';
import type { RemotesManifest } from './security-headers';

/**
 * The combined route table: each remote's routes.json (the contract is @agency/contracts' src/routes.ts),
 * read from the folder of the mf-manifest.json the run-time manifest names for it. The site reads files other
 * teams deployed, so a route's meta is optional here even though every remote writes one.
 */
type RemoteRoute = Omit<RemoteRouteDef, 'meta'> & { meta?: RouteMeta };

/** A route of the combined table, with the remote that serves it and its share image as an absolute URL or site path. */
export interface TableRoute extends RemoteRoute {
  remote: string;
  imageUrl?: string;
  /** When the remote's build that serves this route was published (its routes.json's date), ISO 8601: the sitemap's lastmod. */
  publishedAt?: string;
}

export interface RouteTable {
  routes: TableRoute[];
  /** Every remote's routes were read: only then may an address that matches none be answered 404. */
  complete: boolean;
}

/** What the shell gets in /remotes.json: enough to route, nothing of the SEO texts. */
export function shellRoutes(table: RouteTable) {
  return table.routes.map(({ path, remote, expose, layout, access }) => ({ path, remote, expose, ...(layout ? { layout } : {}), ...(access ? { access } : {}) }));
}

/** Validates a remote's routes.json; a malformed route is dropped, a malformed file reads as none. */
export function parseRouteFile(data: unknown): RemoteRoute[] | null {
  return RouteTableFile.safeParse(data).data?.routes ?? null;
}

export interface RouteMatch {
  route: TableRoute;
  params: Record<string, string>;
}

/** How react-router ranks a path: static segments beat parameters, which beat a splat. */
function score(routePath: string): number {
  return routePath
    .split('/')
    .filter(Boolean)
    .reduce((sum, s) => sum + (s === '*' ? -2 : s.startsWith(':') ? 3 : 10), 0);
}

/** The params of `pathname` for a react-router path (`:name` one non-empty segment, trailing `*` the rest), or null. */
export function matchPath(routePath: string, pathname: string): Record<string, string> | null {
  const want = routePath.split('/').filter(Boolean);
  const have = pathname.split('/').filter(Boolean);
  const params: Record<string, string> = {};
  for (let i = 0; i < want.length; i++) {
    const segment = want[i]!;
    if (segment === '*' && i === want.length - 1) return params;
    const actual = have[i];
    if (actual === undefined) return null;
    if (segment.startsWith(':')) {
      try {
        params[segment.slice(1)] = decodeURIComponent(actual);
      } catch {
        return null;
      }
    } else if (segment.toLowerCase() !== actual.toLowerCase()) return null;
  }
  return have.length === want.length ? params : null;
}

/** The route react-router would render for `pathname`, the same way the shell's <Routes> picks. */
export function findRoute(table: RouteTable, pathname: string): RouteMatch | null {
  let best: (RouteMatch & { score: number }) | null = null;
  for (const route of table.routes) {
    const params = matchPath(route.path, pathname);
    if (!params) continue;
    const s = score(route.path);
    if (!best || s > best.score) best = { route, params, score: s };
  }
  return best && { route: best.route, params: best.params };
}

/** A parametrised route's address for one of its entries. */
export function fillPath(routePath: string, params: Record<string, string>): string {
  return routePath.replace(/:(\w+)/g, (_m, name: string) => encodeURIComponent(params[name] ?? ''));
}

/**
 * The file on disk behind a URL this process serves under /remotes/<name>/ (`/remotes/marketing/mf-manifest.json`
 * → `<marketing dist>/mf-manifest.json`), or null for any other URL (a remote on another host).
 */
export function localRemoteFile(url: string, remoteDirs: Record<string, string>): string | null {
  const local = url.match(/^\/remotes\/([^/?#]+)\/([^?#]*)$/);
  const dir = local && remoteDirs[local[1]!];
  return dir ? path.join(dir, local![2]!) : null;
}

export interface RouteLoaderOptions {
  /** Remotes this process serves under /remotes/<name>/, by name: their routes.json is read from disk. */
  localDirs: Record<string, string>;
  /** How long a remote's routes are kept before they are read again (ms). */
  ttlMs?: number;
  fetchTimeoutMs?: number;
}

type Read = { routes: RemoteRoute[] | null; at: number; publishedAt?: string };

/**
 * Reads every remote's routes for the manifest in force. Each entry URL is read once, and again after
 * `ttlMs` (a dev server rebuilding in place); a redeployed remote is a new entry URL, read on the first
 * request after the manifest names it. A remote whose routes cannot be read keeps the last ones read for
 * that name, so its pages still route (and show the remote's own fallback) while its host is down.
 */
export function createRouteLoader(options: RouteLoaderOptions) {
  const ttl = options.ttlMs ?? 10_000;
  const reads = new Map<string, Read>();
  const inFlight = new Map<string, Promise<Read>>();
  const lastGood = new Map<string, { routes: RemoteRoute[]; base: string; publishedAt?: string }>();

  async function readRoutes(name: string, entry: string, siteUrl: string): Promise<{ routes: RemoteRoute[] | null; base: string; publishedAt?: string }> {
    const base = new URL('.', new URL(entry, siteUrl)).href;
    const key = `${name} ${entry}`;
    const cached = reads.get(key);
    if (cached && Date.now() - cached.at < ttl) return { routes: cached.routes, base, publishedAt: cached.publishedAt };
    let pending = inFlight.get(key);
    if (!pending) {
      pending = (async (): Promise<Read> => {
        try {
          let data: unknown;
          // The build's publish date: the file's own date on disk, or the Last-Modified its host sends.
          let published: Date | undefined;
          const file = localRemoteFile(entry, options.localDirs);
          if (file) {
            const routesFile = path.join(path.dirname(file), 'routes.json');
            data = JSON.parse(await readFile(routesFile, 'utf8'));
            published = (await stat(routesFile)).mtime;
          } else if (/^https?:\/\//i.test(entry)) {
            const response = await fetch(new URL('routes.json', entry), { signal: AbortSignal.timeout(options.fetchTimeoutMs ?? 3000) });
            if (!response.ok) throw new Error(`routes.json answered ${response.status}`);
            data = await response.json();
            const modified = response.headers.get('last-modified');
            if (modified) published = new Date(modified);
          }
          const publishedAt = published && !Number.isNaN(published.getTime()) ? published.toISOString() : undefined;
          return { routes: parseRouteFile(data), at: Date.now(), ...(publishedAt && { publishedAt }) };
        } catch {
          return { routes: null, at: Date.now() };
        }
      })().finally(() => inFlight.delete(key));
      inFlight.set(key, pending);
    }
    const read = await pending;
    reads.set(key, read);
    return { routes: read.routes, base, publishedAt: read.publishedAt };
  }

  return async function load(manifest: RemotesManifest, siteUrl: string): Promise<RouteTable> {
    const remotes = Object.entries(manifest.remotes ?? {}).filter((entry): entry is [string, string] => typeof entry[1] === 'string' && entry[1].length > 0);
    const results = await Promise.all(remotes.map(([name, entry]) => readRoutes(name, entry, siteUrl)));
    const table: RouteTable = { routes: [], complete: true };
    remotes.forEach(([name], i) => {
      let { routes, base, publishedAt } = results[i]!;
      if (routes) lastGood.set(name, { routes, base, publishedAt });
      else if (lastGood.has(name)) ({ routes, base, publishedAt } = lastGood.get(name)!);
      else table.complete = false;
      for (const route of routes ?? []) {
        const imageUrl = route.meta?.image ? new URL(route.meta.image, base).href : undefined;
        table.routes.push({ ...route, remote: name, ...(imageUrl ? { imageUrl } : {}), ...(publishedAt ? { publishedAt } : {}) });
      }
    });
    return table;
  };
}
