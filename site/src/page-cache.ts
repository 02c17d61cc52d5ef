import { createHash } from 'node:crypto';
import { brotliDecompressSync, gzipSync } from 'node:zlib';
import { CatalogueSite, CatalogueVersion } from '@agency/contracts/catalogue';
import type { FastifyBaseLogger, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { Redis } from 'ioredis';
import { LRUCache } from 'lru-cache';

/**
 * The cache of server-rendered public pages (issue 29). An anonymous visitor's page is the same for everyone, so it
 * is rendered once per (address, generation) and kept, compressed, in memory or in Redis (shared by every site
 * process). A generation is the manifest in force (a fingerprint of the remotes' entries and their builds, the
 * shell's page and the site's settings) and the catalogue's content tag (GET /api/catalogue/version, read at most
 * once a second): a publish or a remote release is a new generation, whose pages nobody has asked for yet, so the
 * old ones are unreachable at once. What is personal (signed in, a preview, a refused form) never comes here:
 * site-server.ts decides that before asking.
 */

/** Bump when the composed page's format changes: pages kept in Redis by an older site build are then never served. */
const FORMAT = 'page-cache-1';

export interface PageCacheSettings {
  /** PAGE_CACHE=off: every page is rendered for its request, as before issue 29. */
  enabled: boolean;
  /** PAGE_CACHE_SECONDS (default 300): how long a CDN (s-maxage) and the shared store keep a page. */
  seconds: number;
  /** PAGE_CACHE_MAX_MB (default 64): the in-memory store's bound (without REDIS_URL), in MB of stored bodies. */
  maxBytes: number;
  /** PAGE_PURGE_URL: told about a publish or a release, so a CDN drops what it kept (docs/operations.md). */
  purgeUrl?: string;
}

/** The settings from the environment, read once at start; a value that is not one stops the site, naming it. */
export function pageCacheSettings(env: Record<string, string | undefined> = process.env): PageCacheSettings {
  const set = (name: string) => (env[name] === undefined || env[name] === '' ? undefined : env[name]!.trim());
  const whole = (name: string, fallback: number, max: number) => {
    const raw = set(name);
    if (raw === undefined) return fallback;
    const value = Number(raw);
    if (!Number.isInteger(value) || value < 1 || value > max) throw new Error(`${name} must be a whole number from 1 to ${max} (it is "${raw}").`);
    return value;
  };
  const cache = set('PAGE_CACHE') ?? 'on';
  if (cache !== 'on' && cache !== 'off') throw new Error(`PAGE_CACHE must be "on" or "off" (it is "${cache}").`);
  const purgeUrl = set('PAGE_PURGE_URL');
  if (purgeUrl !== undefined && !/^https?:\/\/[^/\s]+/i.test(purgeUrl)) throw new Error(`PAGE_PURGE_URL must be an http(s) URL (it is "${purgeUrl}").`);
  return {
    enabled: cache === 'on',
    seconds: whole('PAGE_CACHE_SECONDS', 300, 86_400),
    maxBytes: whole('PAGE_CACHE_MAX_MB', 64, 4096) * 1024 * 1024,
    ...(purgeUrl ? { purgeUrl } : {}),
  };
}

/** A page as kept: its status and its body in every encoding a client may ask for, with their validators. */
export interface CachedPage {
  status: number;
  /** The address it was rendered for (path and query): what a purge names. */
  url: string;
  /** Hash of the HTML; each encoding's ETag is derived from it (a strong validator names one representation). */
  hash: string;
  br: Buffer;
  gzip: Buffer;
}

const sha = (text: string) => createHash('sha256').update(text).digest('base64url').slice(0, 27);

/** The page to keep: compressed once here (Brotli as brotliPage sends it), so a hit costs no compression. */
export function cachedPage(status: number, url: string, html: string, brotli: (body: string) => Buffer): CachedPage {
  return { status, url, hash: sha(html), br: brotli(html), gzip: gzipSync(html, { level: 9 }) };
}

/** Where pages are kept. A store that fails answers "not kept": the page is rendered, never an error page. */
export interface PageStore {
  get(key: string): Promise<CachedPage | undefined>;
  set(generation: string, key: string, page: CachedPage): Promise<void>;
  /** Evicts a generation's pages; resolves to the addresses it held (as far as this store knows them). */
  drop(generation: string): Promise<string[]>;
  /**
   * Records `current` as the generation in force and resolves to the one it replaced, shared by every process on
   * the store (the one process whose change this is purges the CDN); undefined when the store cannot say.
   */
  swap(current: string): Promise<string | undefined>;
  close(): Promise<void>;
}

/** The default store: this process's memory, bounded by the bytes of the bodies, least recently used first out. */
export function memoryStore(maxBytes = 64 * 1024 * 1024): PageStore {
  const pages = new LRUCache<string, CachedPage & { generation: string }>({ maxSize: maxBytes, sizeCalculation: (p) => p.br.length + p.gzip.length + 200 });
  let current: string | undefined;
  return {
    get: async (key) => pages.get(key),
    set: async (generation, key, page) => {
      pages.set(key, { ...page, generation });
    },
    drop: async (generation) => {
      const urls: string[] = [];
      for (const [key, page] of pages.entries()) {
        if (page.generation !== generation) continue;
        urls.push(page.url);
        pages.delete(key);
      }
      return urls;
    },
    swap: async (next) => {
      const previous = current;
      current = next;
      return previous;
    },
    close: async () => pages.clear(),
  };
}

/**
 * Pages in Redis, shared by every site process, each kept `ttlSeconds`; a generation's keys are listed in a set so
 * that its pages can be evicted together. Commands fail fast while Redis is down (no offline queue), and every
 * failure reads as a miss: the page is rendered as if there were no cache.
 */
export function redisStore(options: { url: string; prefix: string; ttlSeconds: number; log?: FastifyBaseLogger; redis?: Redis }): PageStore {
  const redis = options.redis ?? new Redis(options.url, { lazyConnect: true, enableOfflineQueue: false, maxRetriesPerRequest: 1, connectTimeout: 1_000 });
  let warned = 0;
  redis.on('error', (error) => {
    // One line a minute while it is down, not one per request.
    if (Date.now() - warned > 60_000) options.log?.warn({ err: error }, 'page cache: Redis failed; pages are rendered for each request until it answers');
    warned = Date.now();
  });
  if (redis.status === 'wait') redis.connect().catch(() => {});
  const ready = () => redis.status === 'ready';
  const pageKey = (key: string) => `${options.prefix}page:${key}`;
  const generationKey = (generation: string) => `${options.prefix}page-generation:${generation}`;
  const safely = async <T>(fallback: T, work: () => Promise<T>): Promise<T> => {
    if (!ready()) return fallback;
    try {
      return await work();
    } catch (error) {
      if (Date.now() - warned > 60_000) options.log?.warn({ err: error }, 'page cache: a Redis command failed');
      warned = Date.now();
      return fallback;
    }
  };
  return {
    get: (key) =>
      safely(undefined, async () => {
        const [meta, br, gzip] = await redis.hmgetBuffer(pageKey(key), 'meta', 'br', 'gzip');
        if (!meta || !br || !gzip) return undefined;
        const { status, url, hash } = JSON.parse(meta.toString('utf8')) as Pick<CachedPage, 'status' | 'url' | 'hash'>;
        return { status, url, hash, br, gzip };
      }),
    set: (generation, key, page) =>
      safely(undefined, async () => {
        const meta = JSON.stringify({ status: page.status, url: page.url, hash: page.hash });
        await redis
          .multi()
          .hset(pageKey(key), { meta, br: page.br, gzip: page.gzip })
          .expire(pageKey(key), options.ttlSeconds)
          .sadd(generationKey(generation), `${key} ${page.url}`)
          .expire(generationKey(generation), options.ttlSeconds)
          .exec();
      }),
    drop: (generation) =>
      safely([], async () => {
        const members = await redis.smembers(generationKey(generation));
        const keys = members.map((m) => pageKey(m.slice(0, m.indexOf(' '))));
        if (keys.length) await redis.unlink(...keys);
        await redis.unlink(generationKey(generation));
        return members.map((m) => m.slice(m.indexOf(' ') + 1));
      }),
    swap: (current) => safely(undefined, async () => (await redis.getset(`${options.prefix}page-generation`, current)) ?? undefined),
    close: async () => {
      await redis.quit().catch(() => redis.disconnect());
    },
  };
}

/** What the catalogue says now: its content tag (GET /api/catalogue/version), the generation's half that is data. */
export interface ContentTag {
  version: number;
  content: string;
}

/**
 * The content tag, read through the site's own API (in-process or upstream alike) at most once every `everyMs`;
 * concurrent requests share the one read in flight. Null while the API has no such endpoint or fails: then nothing
 * is cached, since nothing would say when a page went out of date.
 */
export function createTagReader(app: Pick<FastifyInstance, 'inject'>, everyMs = 1000) {
  let last: { at: number; value: Promise<ContentTag | null> } | undefined;
  const read = async (): Promise<ContentTag | null> => {
    try {
      const answer = await app.inject({ method: 'GET', url: '/api/catalogue/version' });
      if (answer.statusCode !== 200) return null;
      const parsed = CatalogueVersion.safeParse(answer.json());
      return parsed.success ? { version: parsed.data.version, content: parsed.data.content } : null;
    } catch {
      return null;
    }
  };
  return {
    current(): Promise<ContentTag | null> {
      const now = Date.now();
      if (!last || now - last.at >= everyMs) last = { at: now, value: read() };
      return last.value;
    },
    /** The last value read, without reading (null before the first read). */
    async known(): Promise<ContentTag | null> {
      return last ? last.value : null;
    },
  };
}

export type SiteAnswer = ReturnType<typeof CatalogueSite.parse>;

/**
 * GET /api/catalogue/site (the business's details, for every page's structured data), read once per content tag,
 * or afresh when asked (a page that read another version). Null when the endpoint fails: the page then has none.
 */
export function createSiteReader(app: Pick<FastifyInstance, 'inject'>) {
  let last: { tag: string; value: Promise<SiteAnswer | null> } | undefined;
  const read = async (): Promise<SiteAnswer | null> => {
    try {
      const answer = await app.inject({ method: 'GET', url: '/api/catalogue/site' });
      if (answer.statusCode !== 200) return null;
      return CatalogueSite.safeParse(answer.json()).data ?? null;
    } catch {
      return null;
    }
  };
  return (tag: string | null, fresh = false): Promise<SiteAnswer | null> => {
    // Without a tag, kept a second: nothing says when it changes.
    const key = tag ?? `second:${Math.floor(Date.now() / 1000)}`;
    if (fresh || last?.tag !== key) last = { tag: key, value: read() };
    return last.value;
  };
}

/**
 * The catalogue versions a render read: every answer under ['api', 'catalogue', …] in its dehydrated query state
 * names the version it came from. More than one: the page mixes two publishes.
 */
export function catalogueVersions(state: unknown): Set<number> {
  const versions = new Set<number>();
  const queries = (state as { queries?: unknown } | null)?.queries;
  if (!Array.isArray(queries)) return versions;
  for (const query of queries as { queryKey?: unknown; state?: { data?: unknown } }[]) {
    const key = query?.queryKey;
    if (!Array.isArray(key) || key[0] !== 'api' || key[1] !== 'catalogue') continue;
    const version = (query.state?.data as { version?: unknown } | undefined)?.version;
    if (typeof version === 'number') versions.add(version);
  }
  return versions;
}

/** The answer under ['api', 'catalogue', 'site'] a render read, if it read one. */
export function siteAnswerIn(state: unknown): SiteAnswer | null {
  const queries = (state as { queries?: unknown } | null)?.queries;
  if (!Array.isArray(queries)) return null;
  for (const query of queries as { queryKey?: unknown; state?: { data?: unknown } }[]) {
    const key = query?.queryKey;
    if (Array.isArray(key) && key.length === 3 && key[0] === 'api' && key[1] === 'catalogue' && key[2] === 'site') {
      return CatalogueSite.safeParse(query.state?.data).data ?? null;
    }
  }
  return null;
}

/** One generation: the manifest's fingerprint and the content tag, and the id that names both. */
export interface Generation {
  id: string;
  fingerprint: string;
  tag: ContentTag;
}

export interface PageCacheOptions {
  store: PageStore;
  tags: { current(): Promise<ContentTag | null> };
  /** s-maxage, and the shared store's time to live. */
  seconds: number;
  /** POSTed `{ reason, paths }` when the content or a release changes (fire and forget). */
  purgeUrl?: string;
  purgeTimeoutMs?: number;
  log?: FastifyBaseLogger;
}

/** More addresses than this in one purge: the CDN is told to drop everything ("/*") instead. */
const PURGE_PATHS_MAX = 200;

export type PageCache = ReturnType<typeof createPageCache>;

export function createPageCache(options: PageCacheOptions) {
  let current: Generation | undefined;
  const cacheControl = `public, max-age=0, s-maxage=${options.seconds}, stale-while-revalidate=60`;

  const purge = (reason: 'content' | 'release', paths: string[]) => {
    const url = options.purgeUrl;
    if (!url) return;
    const body = { reason, paths: paths.length && paths.length <= PURGE_PATHS_MAX ? [...new Set(paths)].sort() : ['/*'] };
    void fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body), signal: AbortSignal.timeout(options.purgeTimeoutMs ?? 5000) }).then(
      (res) => options.log?.info({ reason, paths: body.paths.length, status: res.status }, 'page cache: purge hook called'),
      (error) => options.log?.warn({ err: error, reason }, 'page cache: the purge hook did not answer'),
    );
  };

  /**
   * A new generation seen by this process: its old pages are evicted. The store records the generation in force for
   * every process on it (swap): the one process whose change it is (the store still held the generation this process
   * had, or another one from before a restart) evicts that one's pages too and calls the purge hook, once per change.
   */
  const changed = async (next: Generation) => {
    const mine = current;
    current = next;
    const previous = await options.store.swap(`${next.id} ${next.fingerprint}`);
    const [previousId, previousFingerprint] = previous ? previous.split(' ') : [];
    const paths = mine ? await options.store.drop(mine.id) : [];
    const announce = previousId !== undefined && previousId !== next.id && (!mine || previousId === mine.id);
    if (!announce) return;
    if (previousId !== mine?.id) paths.push(...(await options.store.drop(previousId)));
    purge(previousFingerprint !== next.fingerprint ? 'release' : 'content', paths);
  };

  return {
    cacheControl,
    /**
     * The generation in force for a manifest fingerprint, or null (no content tag: nothing is cached). Seeing a new
     * one evicts the old one's pages and calls the purge hook.
     */
    async generation(fingerprint: string): Promise<Generation | null> {
      const tag = await options.tags.current();
      if (!tag) return null;
      if (current && current.fingerprint === fingerprint && current.tag.content === tag.content) return current;
      const next = { id: sha(`${FORMAT}\n${fingerprint}\n${tag.content}`), fingerprint, tag };
      // Awaited only for the store's few commands; a failure there never fails the page.
      await changed(next).catch((error) => options.log?.warn({ err: error }, 'page cache: evicting the old generation failed'));
      return next;
    },
    /** Whether `generation` is still the one in force: a page rendered across a change is not kept. */
    isCurrent: (generation: Generation) => current?.id === generation.id,
    keyOf: (generation: Generation, url: string) => sha(`${generation.id}\n${url}`),
    get: (generation: Generation, url: string) => options.store.get(sha(`${generation.id}\n${url}`)),
    async set(generation: Generation, page: CachedPage): Promise<void> {
      if (current?.id !== generation.id) return;
      await options.store.set(generation.id, sha(`${generation.id}\n${page.url}`), page);
    },
    close: () => options.store.close(),
  };
}

/** Whether an If-None-Match header names one of the page's validators (or `*`). */
export function matchesEtag(ifNoneMatch: string | undefined, tags: string[]): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === '*') return true;
  // Weak comparison, as If-None-Match asks for (RFC 9110 §13.1.2): W/ is ignored.
  const named = ifNoneMatch.split(',').map((t) => t.trim().replace(/^W\//, ''));
  return named.some((t) => tags.includes(t));
}

/** A representation's strong ETag: the body's hash and its encoding. */
export const etagOf = (page: Pick<CachedPage, 'hash'>, encoding: 'br' | 'gzip' | 'identity') => `"${page.hash}${encoding === 'identity' ? '' : `-${encoding}`}"`;

/**
 * A kept page as the answer, in the encoding the client accepts (identity bodies are decompressed on demand:
 * every browser and CDN accepts gzip). 304 when the client already holds it. The Content-Type is HTML, so the
 * security headers' onSend hook adds the CSP and framing rules to every hit as to every render.
 */
export function sendCachedPage(request: FastifyRequest, reply: FastifyReply, page: CachedPage, cacheControl: string) {
  const accepted = String(request.headers['accept-encoding'] ?? '');
  const encoding = /\bbr\b/.test(accepted) ? 'br' : /\bgzip\b/.test(accepted) ? 'gzip' : 'identity';
  reply.status(page.status).header('Cache-Control', cacheControl).header('Vary', 'Accept-Encoding').header('ETag', etagOf(page, encoding)).type('text/html; charset=utf-8');
  if (page.status === 200 && matchesEtag(request.headers['if-none-match'], [etagOf(page, 'br'), etagOf(page, 'gzip'), etagOf(page, 'identity')])) {
    return reply.status(304).send();
  }
  if (encoding === 'br') return reply.header('Content-Encoding', 'br').send(page.br);
  if (encoding === 'gzip') return reply.header('Content-Encoding', 'gzip').send(page.gzip);
  return reply.send(brotliDecompressSync(page.br));
}

/** A short fingerprint of anything JSON (a remote's mf-manifest.json, the run-time manifest). */
export const fingerprintOf = (parts: string[]) => sha(parts.join('\n'));
