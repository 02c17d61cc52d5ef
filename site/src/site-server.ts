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
import { type RemotesManifest, registerSecurityHeaders } from './security-headers';
import { headTagsFor, injectHead, robotsTxt, servesAddress, sitemapXml } from './seo';
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

/** Pages that consume emailed tokens must not leak them through the Referer header. */
const TOKEN_PAGES = /^\/(reset-password\/reset|set-up|verify-email|confirm-booking)\//;

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
    api = await registerApi(app, { config, logger: options.logger });
  }

  for (const [name, dir] of Object.entries(remoteDirs)) await registerRemoteStatic(app, dir, `/remotes/${name}/`);

  // Each remote's routes, from the remotes the manifest in force names (re-read when it names another build).
  const loadRoutes = createRouteLoader({ localDirs: remoteDirs });
  const siteUrl = config.SITE_URL;
  const routeTable = async () => loadRoutes(await readManifest(), siteUrl);

  // What the shell routes with: the manifest and every remote's routes. Also written into every page (composePage).
  const browserManifest = (manifest: RemotesManifest, table: RouteTable) => ({ ...manifest, remotes: manifest.remotes ?? {}, routes: shellRoutes(table) });
  app.get('/remotes.json', async (_req, reply) => {
    reply.header('Cache-Control', 'no-cache');
    const manifest = await readManifest();
    return browserManifest(manifest, await loadRoutes(manifest, siteUrl));
  });

  app.get('/sitemap.xml', async (_req, reply) => {
    reply.header('Cache-Control', 'no-cache').type('application/xml; charset=utf-8');
    return sitemapXml(await routeTable(), siteUrl);
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
    const pathname = url.split('?')[0]!.split('#')[0]!;
    const manifest = await readManifest();
    const table = await loadRoutes(manifest, siteUrl);
    const match = findRoute(table, pathname);
    // Only when every remote's routes could be read is "no route" known: otherwise the shell decides.
    const status = (match && servesAddress(match)) || (!match && !table.complete) ? 200 : 404;
    // nosniff, framing and the CSP come from registerSecurityHeaders, as for every HTML answer.
    reply
      .status(status)
      .header('Cache-Control', 'no-cache')
      .header('Referrer-Policy', TOKEN_PAGES.test(url) ? 'no-referrer' : 'strict-origin-when-cross-origin')
      .type('text/html; charset=utf-8');
    const forBrowser = browserManifest(manifest, table);
    // Only a remote whose build has a server part (its manifest names an ssrRemoteEntry) is rendered here: an
    // older build, or one that ships none, is rendered by the browser as before.
    const remoteManifest = match ? manifest.remotes?.[match.route.remote] : undefined;
    const serverPart = remoteManifest ? Boolean((await manifestOf(remoteManifest))?.metaData?.ssrRemoteEntry) : false;
    const page = status === 200 && match && serverPart && options.ssr !== false && rendersOnServer(match) ? await ssr.render(url, forBrowser, match) : null;
    const hints = status === 200 && match && match.route.access !== 'staff' ? await hintsFor(manifest.remotes?.[match.route.remote], match.route.expose) : undefined;
    const body = composePage(injectHead(indexHtml, headTagsFor(match, pathname, siteUrl)), forBrowser, page, hints);
    return sendCompressed(request, reply, body);
  };
  app.setNotFoundHandler(servePage);

  return { app, api };
}

/**
 * The page, compressed for a client that accepts it: @fastify/compress only hooks routes, and pages are answered
 * by the not-found handler (so that an unknown /api/… still reaches the API's own). A rendered page's HTML is
 * ~55 KB, ~12 KB in Brotli; quality 5 keeps it about a millisecond.
 */
function sendCompressed(request: FastifyRequest, reply: FastifyReply, body: string) {
  reply.header('Vary', 'Accept-Encoding');
  const accepted = String(request.headers['accept-encoding'] ?? '');
  if (request.method !== 'GET' || body.length < 1024) return reply.send(body);
  if (/\bbr\b/.test(accepted)) {
    return reply.header('Content-Encoding', 'br').send(brotliCompressSync(body, { params: { [zlib.BROTLI_PARAM_QUALITY]: 5 } }));
  }
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
