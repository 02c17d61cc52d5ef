import { existsSync, readdirSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { brotliCompressSync, gzipSync, constants as zlib } from 'node:zlib';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { type Api, apiFrameworkErrors, registerApi } from '@agency/api';
import { type Config, loadConfig, trustProxyOption } from '@agency/api/config';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import { createRouteLoader, findRoute, type RouteTable, shellRoutes } from './route-table';
import { registerFormPosts, withoutPlantedReason } from './form-posts';
import { type RemotesManifest, registerSecurityHeaders } from './security-headers';
import { SitemapEntries } from '@agency/contracts/routes';
import { headTagsFor, injectHead, robotsTxt, servesAddress, type SitemapSources, sitemapXml } from './seo';
import { createHintLoader, createManifestReader } from './hints';
import { composePage, createSsr, rendersOnServer } from './ssr';
import { cacheControlFor, registerCompression, registerRemoteStatic } from './static-host';
import {
  type CachedPage,
  cachedPage,
  catalogueVersions,
  createPageCache,
  createSiteReader,
  createTagReader,
  fingerprintOf,
  type Generation,
  memoryStore,
  type PageCacheSettings,
  type PageStore,
  pageCacheSettings,
  redisStore,
  sendCachedPage,
  siteAnswerIn,
} from './page-cache';
import { businessJsonLd, jsonLdTag, withJsonLd } from './structured-data';

export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** The remotes built in this repository (every mf-<name>/ folder), by name: what the site serves when no remoteDirs are given. */
export function localRemoteDirs(root = REPO_ROOT): Record<string, string> {
  return Object.fromEntries(
    readdirSync(root, { withFileTypes: true })
      // A remote's source folder (package.json), or a folder holding only its build (dist/), as
      // scripts/version-skew.sh lays out the builds it composes.
      .filter((d) => d.isDirectory() && /^mf-[a-z][\w-]*$/.test(d.name) && ['package.json', 'dist'].some((f) => existsSync(path.join(root, d.name, f))))
      .map((d) => [d.name.slice(3), path.join(root, d.name, 'dist')]),
  );
}

export interface SiteOptions {
  /** The remotes this process serves under /remotes/<name>/, by name → dist/ folder; defaults to every <repo>/mf-<name>/dist. */
  remoteDirs?: Record<string, string>;
  shellDir?: string;
  /**
   * The run-time remotes manifest. A file path is re-read on every request, so pointing a remote at a new
   * deployment needs no restart and no shell rebuild. Default: each remote served by this process under /remotes/<name>/.
   */
  remotesFile?: string;
  apiConfig?: Config;
  /** A dump for the API's embedded database to start from when its folder is new (the tests' migrated template). */
  apiStartDatabaseFrom?: Blob;
  /** Serve the API under /api from this process (default true). */
  withApi?: boolean;
  /** Serve *.map files (default: the config's SERVE_SOURCE_MAPS, else outside production only). */
  serveSourceMaps?: boolean;
  /**
   * API processes to send /api to instead (round robin; one that refuses the connection is skipped),
   * the way a load balancer in front of several API processes does. Implies withApi: false.
   */
  apiUpstreams?: string[];
  logger?: boolean;
  /** Render public pages on the server (default true; false serves every page for the browser to render). */
  ssr?: boolean;
  /** How long a page may take to render on the server before the browser renders it instead (ms, default 3000). */
  ssrTimeoutMs?: number;
  /**
   * The cache of anonymous server-rendered pages (./page-cache.ts): default from the environment (PAGE_CACHE,
   * PAGE_CACHE_SECONDS, PAGE_CACHE_MAX_MB, PAGE_PURGE_URL), kept in Redis when the API's REDIS_URL is set.
   * false: every page is rendered for its request.
   */
  pageCache?: Partial<PageCacheSettings> | false;
  /** Where the pages are kept, instead of memory or REDIS_URL's Redis (tests). */
  pageStore?: PageStore;
}

/** Pages that consume emailed tokens, and the booked result (its manage token), must not leak them through the Referer header. */
const TOKEN_PAGES = /^\/(?:(?:reset-password\/reset|set-up|verify-email|confirm-booking)\/|book\?(?:[^#]*&)?booked=)/;

/** A staff preview of unpublished content (`?preview=draft`): never cached or shared. */
const PREVIEW = /[?&]preview(?:[=&#]|$)/;

/**
 * A request that may carry who the visitor is: a bearer token (the API's only credential), or any cookie (the API
 * sets none; one set by anything else in front of the site is not known to be anonymous). Never cached or shared.
 */
const personal = (request: FastifyRequest) => request.headers.authorization !== undefined || request.headers.cookie !== undefined;

export async function buildSite(options: SiteOptions = {}): Promise<{ app: FastifyInstance; api: Api | null }> {
  const shellDir = options.shellDir ?? path.join(REPO_ROOT, 'shell/dist');
  const config = options.apiConfig ?? loadConfig();
  // The same TRUST_PROXY as the API: the client address handed to the API (and its rate limits) is resolved here.
  const app = Fastify({ logger: options.logger ?? false, trustProxy: trustProxyOption(config), frameworkErrors: apiFrameworkErrors });
  await registerCompression(app);

  const remoteDirs = options.remoteDirs ?? localRemoteDirs();
  const defaultManifest: RemotesManifest = {
    apiBase: '/api',
    remotes: Object.fromEntries(Object.keys(remoteDirs).map((n) => [n, `/remotes/${n}/mf-manifest.json`])),
  };
  const readManifest = async (): Promise<RemotesManifest> => {
    if (!options.remotesFile) return defaultManifest;
    try {
      return JSON.parse(await readFile(options.remotesFile, 'utf8')) as RemotesManifest;
    } catch {
      return {};
    }
  };
  registerSecurityHeaders(app, { hsts: config.HSTS, manifest: readManifest });

  // Source maps give the whole source away: served only where debugging is the point, unless asked for.
  const serveSourceMaps = options.serveSourceMaps ?? config.SERVE_SOURCE_MAPS ?? config.NODE_ENV !== 'production';
  if (!serveSourceMaps) {
    // A callback hook with one anchored test (a path ending in .map, before any query): it runs on every request.
    app.addHook('onRequest', (request, reply, done) => {
      if (/^[^?]*\.map(?:\?|$)/i.test(request.raw.url ?? '')) return reply.status(404).send({ detail: 'Not found.' });
      done();
    });
  }

  let api: Api | null = null;
  if (options.apiUpstreams?.length) {
    const upstreams = options.apiUpstreams;
    await app.register(async (scope) => {
      scope.removeAllContentTypeParsers();
      scope.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: 1024 * 1024 }, (_req, body, done) => done(null, body));
      const proxy = balancer(upstreams);
      scope.all('/api', proxy);
      scope.all('/api/*', proxy);
    });
  } else if (options.withApi !== false) {
    // The API lives on this server (its own scope): an /api request is parsed and answered once, and the
    // payment webhook's parser sees the raw bytes as the API alone would.
    api = await registerApi(app, { config, logger: options.logger, startDatabaseFrom: options.apiStartDatabaseFrom });
  }

  for (const [name, dir] of Object.entries(remoteDirs)) await registerRemoteStatic(app, dir, `/remotes/${name}/`);

  // Each remote's routes, from the remotes the manifest in force names (re-read when it names another build).
  const loadRoutes = createRouteLoader({ localDirs: remoteDirs });
  const siteUrl = config.SITE_URL;
  const routeTable = async () => loadRoutes(await readManifest(), siteUrl);

  // What the shell routes with: the manifest and every remote's routes. Also written into every page (composePage).
  // fieldData: the share of page views that report Web Vitals and errors (FIELD_DATA_SAMPLE_RATE, docs/field-data.md).
  const fieldData = { sampleRate: config.FIELD_DATA_SAMPLE_RATE };
  const browserManifest = (manifest: RemotesManifest, table: RouteTable) => ({ ...manifest, remotes: manifest.remotes ?? {}, routes: shellRoutes(table), fieldData });
  app.get('/remotes.json', async (_req, reply) => {
    reply.header('Cache-Control', 'no-cache');
    const manifest = await readManifest();
    return browserManifest(manifest, await loadRoutes(manifest, siteUrl));
  });

  // The database-backed pages (tutorials) come from the API this site serves under /api, in process or upstream.
  const sitemapSources = async (): Promise<SitemapSources> => {
    const res = await app.inject({ method: 'GET', url: '/api/sitemap_entries' });
    const parsed = res.statusCode === 200 ? SitemapEntries.safeParse(res.json()) : undefined;
    if (!parsed?.success) app.log.warn({ status: res.statusCode }, 'sitemap.xml: the API listed no database-backed pages');
    return parsed?.data?.sources ?? {};
  };
  app.get('/sitemap.xml', async (_req, reply) => {
    reply.header('Cache-Control', 'no-cache').type('application/xml; charset=utf-8');
    const [table, sources] = await Promise.all([routeTable(), sitemapSources()]);
    return sitemapXml(table, siteUrl, sources);
  });
  app.get('/robots.txt', async (_req, reply) => {
    reply.header('Cache-Control', 'no-cache').type('text/plain; charset=utf-8');
    return robotsTxt(await routeTable(), siteUrl);
  });

  await app.register(fastifyStatic, {
    root: shellDir,
    prefix: '/',
    index: false,
    wildcard: false,
    preCompressed: true,
    setHeaders: (res, filePath) => res.header('Cache-Control', cacheControlFor(filePath)),
  });
  const indexHtml = await readFile(path.join(shellDir, 'index.html'), 'utf8');
  const ssr = createSsr({
    shellDir,
    remoteDirs,
    app,
    timeoutMs: options.ssrTimeoutMs,
    log: (error, url) => app.log.warn({ err: error, url }, 'server rendering failed; the page is rendered in the browser'),
  });
  const manifestOf = createManifestReader({ remoteDirs });
  const hintsFor = createHintLoader({ shellDir, manifestOf });

  const settings = options.pageCache === false ? null : { ...pageCacheSettings(), ...options.pageCache };
  const pageCache =
    settings?.enabled === false || !settings
      ? null
      : createPageCache({
          store:
            options.pageStore ??
            (config.REDIS_URL ? redisStore({ url: config.REDIS_URL, prefix: config.REDIS_KEY_PREFIX, ttlSeconds: settings.seconds, log: app.log }) : memoryStore(settings.maxBytes)),
          tags: createTagReader(app),
          seconds: settings.seconds,
          purgeUrl: settings.purgeUrl,
          log: app.log,
        });
  if (pageCache) app.addHook('onClose', () => pageCache.close());
  const siteAnswer = createSiteReader(app);
  /** The pages being rendered for the cache, by key (sendPage). */
  const rendering = new Map<string, Promise<CachedPage | null>>();
  // The manifest in force, as the pages' key: the run-time manifest, each remote's mf-manifest.json as read (its
  // build's files are named by their hashes, so a release changes it), the shell's page and the site's settings.
  const pageBase = `${indexHtml}\n${siteUrl}\n${JSON.stringify(fieldData)}`;
  const remoteHashes = new WeakMap<object, string>();
  let lastFingerprint: { parts: string; value: string } | undefined;
  const fingerprint = async (manifest: RemotesManifest): Promise<string> => {
    const remotes = Object.entries(manifest.remotes ?? {}).sort(([a], [b]) => (a < b ? -1 : 1));
    const builds = await Promise.all(
      remotes.map(async ([, url]) => {
        const read = typeof url === 'string' ? await manifestOf(url) : null;
        if (!read) return '-';
        const known = remoteHashes.get(read);
        if (known) return known;
        const hash = fingerprintOf([JSON.stringify(read)]);
        remoteHashes.set(read, hash);
        return hash;
      }),
    );
    const parts = `${JSON.stringify(manifest)}\n${builds.join(' ')}`;
    if (lastFingerprint?.parts !== parts) lastFingerprint = { parts, value: fingerprintOf([pageBase, parts]) };
    return lastFingerprint.value;
  };

  // Every other GET is a client-side route of the shell: 200 with the page's tags for an address a remote
  // serves, 404 with the shell (which shows its not-found page) for one none does.
  const servePage = async (request: FastifyRequest, reply: FastifyReply) => {
    const url = request.raw.url ?? '/';
    // A browser navigating asks for HTML; set-up links end in an email address ("….ng"), so a dot
    // in the last segment alone does not make a request a missing file.
    const wantsHtml = String(request.headers.accept ?? '').includes('text/html');
    const looksLikeFile = /\.[a-z0-9]{2,5}(\?|$)/i.test(url);
    if ((request.method !== 'GET' && request.method !== 'HEAD') || url.startsWith('/api/') || url.startsWith('/remotes/') || (looksLikeFile && !wantsHtml)) {
      return reply.status(404).send({ detail: 'Not found.' });
    }
    const planted = withoutPlantedReason(url);
    if (planted) return reply.status(303).header('Location', planted).send();
    return sendPage(request, reply, url);
  };

  /**
   * The page at `url` as the answer: `status` for a form page rendered again after a refused post (form-posts.ts).
   * An anonymous visitor's server-rendered public page comes from the page cache, or is rendered, kept and sent.
   */
  const sendPage = async (request: FastifyRequest, reply: FastifyReply, url: string, status?: number) => {
    const pathname = url.split('?')[0]!.split('#')[0]!;
    const manifest = await readManifest();
    const table = await loadRoutes(manifest, siteUrl);
    const match = findRoute(table, pathname);
    // Only when every remote's routes could be read is "no route" known: otherwise the shell decides.
    const served = (match && servesAddress(match)) || (!match && !table.complete);
    const tokenPage = TOKEN_PAGES.test(url);
    const signedIn = personal(request);
    // nosniff, framing and the CSP come from registerSecurityHeaders, as for every HTML answer.
    reply
      .status(served ? (status ?? 200) : 404)
      .header('Cache-Control', signedIn ? 'private, no-store' : 'no-cache')
      .header('Referrer-Policy', tokenPage ? 'no-referrer' : 'strict-origin-when-cross-origin')
      .type('text/html; charset=utf-8');
    const forBrowser = browserManifest(manifest, table);
    // Only a remote whose build has a server part (its manifest names an ssrRemoteEntry) is rendered here: an
    // older build, or one that ships none, is rendered by the browser as before. An address no route serves is
    // rendered by the shell alone: its not-found page reads without JavaScript too.
    const remoteManifest = match ? manifest.remotes?.[match.route.remote] : undefined;
    const serverPart = remoteManifest ? Boolean((await manifestOf(remoteManifest))?.metaData?.ssrRemoteEntry) : false;
    const renders = options.ssr !== false && (served ? Boolean(match && serverPart && rendersOnServer(match)) : !match);
    const staff = match?.route.access === 'staff';

    // The same page for every visitor: rendered on the server (not left to the browser), for no one in particular
    // (no credential, no preview), not a refused form's answer, no token in its address, not a staff page.
    const shared = pageCache && renders && request.method === 'GET' && !signedIn && status === undefined && !tokenPage && !PREVIEW.test(url) && !staff;
    let generation: Generation | null = shared ? await pageCache.generation(await fingerprint(manifest)) : null;
    // Concurrent misses of one page (every visitor right after a publish) wait for one render instead of each
    // rendering it: the first renders, the others are sent what it kept (or render for themselves if it kept nothing).
    let settle: ((page: CachedPage | null) => void) | undefined;
    let flight: { key: string; page: Promise<CachedPage | null> } | undefined;
    if (generation) {
      const hit = await pageCache!.get(generation, url);
      if (hit) return sendCachedPage(request, reply, hit, pageCache!.cacheControl);
      const key = pageCache!.keyOf(generation, url);
      const pending = rendering.get(key);
      if (pending) {
        const page = await pending;
        if (page) return sendCachedPage(request, reply, page, pageCache!.cacheControl);
      } else {
        const page = new Promise<CachedPage | null>((resolve) => {
          settle = resolve;
        });
        flight = { key, page };
        rendering.set(key, flight.page);
      }
    }
    try {
      return await renderAndSend();
    } finally {
      settle?.(null);
      if (flight && rendering.get(flight.key) === flight.page) rendering.delete(flight.key);
    }

    async function renderAndSend() {
      const tag = generation?.tag.content ?? null;
      const renderOnce = async (fresh: boolean) => {
        const [page, site] = await Promise.all([renders ? ssr.render(url, forBrowser, served ? match : null, request.ip) : null, staff ? null : siteAnswer(tag, fresh)]);
        // A page that read the site's details itself is described from those, the same version as the rest of it.
        return { page, business: page ? (siteAnswerIn(page.state) ?? site) : site, versions: page ? catalogueVersions(page.state) : new Set<number>() };
      };
      let render = await renderOnce(false);
      // A publish while the page rendered: it read two versions of the catalogue. Rendered once more (with the site's
      // details read afresh); still mixed, it is sent, but never kept.
      if (render.versions.size > 1) render = await renderOnce(true);
      // The site's details, kept per content tag, may be a version behind a page rendered since a publish: read again.
      if (render.business && render.versions.size === 1 && !render.versions.has(render.business.version)) render.business = await siteAnswer(tag, true);
      if (render.business) render.versions.add(render.business.version);
      if (render.versions.size > 1) generation = null;
      const { page, business } = render;
      // A page that read what the content tag does not cover (a consultation's free times on /book) is the visitor's
      // own moment: never kept, or the next visitor would be offered a time someone has just taken.
      if (page?.live) generation = null;
      // Kept only as the generation it was keyed under: rendered from that version (or a newer one, which the next
      // generation replaces within a second), and that generation still in force.
      if (generation && [...render.versions].some((v) => v < generation!.tag.version)) generation = null;
      if (generation && !pageCache!.isCurrent(generation)) generation = null;

      // The page says what it is: "not found" (a tutorial or certificate that does not exist) is a 404, not a 200
      // with "not found" text; content that lives at another address (an old certificate link) is a 301 there.
      if (page?.status === 301 && page.location && /^\/(?![/\\])/.test(page.location)) return reply.status(301).header('Location', page.location).type('text/plain; charset=utf-8').send('');
      if (page?.status === 404) reply.status(404);
      const hints = served && match && !staff ? await hintsFor(manifest.remotes?.[match.route.remote], match.route.expose) : undefined;
      const tags = headTagsFor(match, pathname, siteUrl);
      // A page that says it is not found (a case study or tutorial no longer published) is never indexed.
      const head = injectHead(indexHtml, page?.status === 404 ? { ...tags, index: false } : tags);
      const body = composePage(withJsonLd(head, business ? jsonLdTag(businessJsonLd(business.business, siteUrl)) : null), forBrowser, page, hints);
      const answered = reply.statusCode;
      if (generation && page && (answered === 200 || answered === 404)) {
        const kept: CachedPage = cachedPage(answered, url, body, brotliPage);
        void pageCache!.set(generation, kept);
        settle?.(kept);
        return sendCachedPage(request, reply, kept, pageCache!.cacheControl);
      }
      return sendCompressed(request, reply, body);
    }
  };
  app.setNotFoundHandler(servePage);
  await registerFormPosts(app, sendPage);

  return { app, api };
}

/**
 * What a page may weigh in Brotli and still arrive in TCP's first window (10 segments, ~14.6 KB with its ~1.3 KB of
 * headers): a page one byte past it costs a whole extra round trip, 150–600 ms on a Nigerian phone network.
 */
export const FIRST_WINDOW_BYTES = 13_000;

/** The page in Brotli: quality 5 (about a millisecond), or 10 when 5 leaves it past the first window (next). */
export function brotliPage(body: string): Buffer {
  const hint = { [zlib.BROTLI_PARAM_SIZE_HINT]: Buffer.byteLength(body) };
  const fast = brotliCompressSync(body, { params: { [zlib.BROTLI_PARAM_QUALITY]: 5, ...hint } });
  if (fast.length <= FIRST_WINDOW_BYTES) return fast;
  // ~25 ms of the server's CPU for a rendered page (~60 KB of HTML), and ~1 KB less to send: the home page went from
  // 13.8 KB to 12.7 KB, back inside the first window (Lighthouse's LCP on / 1.52 → 1.4 s; docs/performance.md).
  const small = brotliCompressSync(body, { params: { [zlib.BROTLI_PARAM_QUALITY]: 10, ...hint } });
  return small.length < fast.length ? small : fast;
}

/**
 * The page, compressed for a client that accepts it: @fastify/compress only hooks routes, and pages are answered
 * by the not-found handler (so that an unknown /api/… still reaches the API's own). A rendered page's HTML is
 * ~60 KB, ~13 KB in Brotli (brotliPage).
 */
function sendCompressed(request: FastifyRequest, reply: FastifyReply, body: string) {
  reply.header('Vary', 'Accept-Encoding');
  const accepted = String(request.headers['accept-encoding'] ?? '');
  if (request.method !== 'GET' || body.length < 1024) return reply.send(body);
  if (/\bbr\b/.test(accepted)) return reply.header('Content-Encoding', 'br').send(brotliPage(body));
  if (/\bgzip\b/.test(accepted)) return reply.header('Content-Encoding', 'gzip').send(gzipSync(body, { level: 6 }));
  return reply.send(body);
}

const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'transfer-encoding', 'content-length', 'host', 'upgrade']);

/** Round robin over the API processes; a connection refused (a process down) moves on to the next one. */
function balancer(upstreams: string[]) {
  let next = 0;
  return async (req: import('fastify').FastifyRequest, reply: import('fastify').FastifyReply) => {
    const headers: Record<string, string> = {};
    for (const [k, v] of Object.entries(req.headers)) if (v !== undefined && !HOP_BY_HOP.has(k)) headers[k] = Array.isArray(v) ? v.join(', ') : v;
    headers['x-forwarded-for'] = req.ip;
    // As resolved here (TRUST_PROXY): a client cannot claim TLS to the API processes, whose HSTS follows it.
    headers['x-forwarded-proto'] = req.protocol;
    const body = Buffer.isBuffer(req.body) && req.method !== 'GET' && req.method !== 'HEAD' ? req.body : undefined;
    for (let tried = 0; tried < upstreams.length; tried++) {
      const base = upstreams[next++ % upstreams.length]!;
      let res: Response;
      try {
        res = await fetch(`${base}${req.raw.url ?? '/api'}`, { method: req.method, headers, body, redirect: 'manual' });
      } catch (error) {
        // Only a refused connection is safe to retry elsewhere: the request never reached that process.
        if ((error as { cause?: { code?: string } }).cause?.code === 'ECONNREFUSED') continue;
        return reply.status(502).send({ detail: 'The API did not answer. Please try again.' });
      }
      const out: Record<string, string> = {};
      res.headers.forEach((v, k) => {
        if (!HOP_BY_HOP.has(k) && k !== 'content-encoding') out[k] = v;
      });
      return reply.status(res.status).headers(out).send(Buffer.from(await res.arrayBuffer()));
    }
    return reply.status(503).send({ detail: 'The API is not available. Please try again shortly.' });
  };
}
