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
}

/** Pages that consume emailed tokens, and the booked result (its manage token), must not leak them through the Referer header. */
const TOKEN_PAGES = /^\/(?:(?:reset-password\/reset|set-up|verify-email|confirm-booking)\/|book\?(?:[^#]*&)?booked=)/;

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

  /** The page at `url` as the answer: `status` for a form page rendered again after a refused post (form-posts.ts). */
  const sendPage = async (request: FastifyRequest, reply: FastifyReply, url: string, status?: number) => {
    const pathname = url.split('?')[0]!.split('#')[0]!;
    const manifest = await readManifest();
    const table = await loadRoutes(manifest, siteUrl);
    const match = findRoute(table, pathname);
    // Only when every remote's routes could be read is "no route" known: otherwise the shell decides.
    const served = (match && servesAddress(match)) || (!match && !table.complete);
    // nosniff, framing and the CSP come from registerSecurityHeaders, as for every HTML answer.
    reply
      .status(served ? (status ?? 200) : 404)
      .header('Cache-Control', 'no-cache')
      .header('Referrer-Policy', TOKEN_PAGES.test(url) ? 'no-referrer' : 'strict-origin-when-cross-origin')
      .type('text/html; charset=utf-8');
    const forBrowser = browserManifest(manifest, table);
    // Only a remote whose build has a server part (its manifest names an ssrRemoteEntry) is rendered here: an
    // older build, or one that ships none, is rendered by the browser as before. An address no route serves is
    // rendered by the shell alone: its not-found page reads without JavaScript too.
    const remoteManifest = match ? manifest.remotes?.[match.route.remote] : undefined;
    const serverPart = remoteManifest ? Boolean((await manifestOf(remoteManifest))?.metaData?.ssrRemoteEntry) : false;
    const renders = options.ssr !== false && (served ? Boolean(match && serverPart && rendersOnServer(match)) : !match);
    const page = renders ? await ssr.render(url, forBrowser, served ? match : null, request.ip) : null;
    // The page says what it is: "not found" (a tutorial or certificate that does not exist) is a 404, not a 200
    // with "not found" text; content that lives at another address (an old certificate link) is a 301 there.
    if (page?.status === 301 && page.location && /^\/(?![/\\])/.test(page.location)) return reply.status(301).header('Location', page.location).type('text/plain; charset=utf-8').send('');
    if (page?.status === 404) reply.status(404);
    const hints = served && match && match.route.access !== 'staff' ? await hintsFor(manifest.remotes?.[match.route.remote], match.route.expose) : undefined;
    const body = composePage(injectHead(indexHtml, headTagsFor(match, pathname, siteUrl)), forBrowser, page, hints);
    return sendCompressed(request, reply, body);
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
