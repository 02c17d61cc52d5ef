import { AsyncLocalStorage } from 'node:async_hooks';
import { existsSync } from 'node:fs';

import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { CONTENT_TAGGED_HEADER } from '@agency/contracts/catalogue';
import { isReadCall } from '@agency/contracts/endpoints';
import type { PageRenderer, RenderedPage, ServerRemote } from '@agency/contracts/page-renderer';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterPaintTag, escapeAttr, hintTags, type PageHints } from './hints';
import { localRemoteFile, type RouteMatch } from './route-table';
import { replayTag } from './replay';
import { storageAnsweredTags } from './storage-answered';
import type { RemotesManifest } from './security-headers';

// What the shell's server build renders (shell/src/server/render.tsx); the site reads it as plain data.
export type { RenderedPage } from '@agency/contracts/page-renderer';

export interface SsrOptions {
  /** The shell's build: its server renderer is dist/server/index.js. */
  shellDir: string;
  /** The remotes this process serves under /remotes/<name>/: their builds are read from disk. */
  remoteDirs: Record<string, string>;
  /** Where the API the pages read lives: this site's own server (requests are injected, never sent over a socket). */
  app: FastifyInstance;
  /** How long a page may take to render before it is served for the browser to render instead (ms). */
  timeoutMs?: number;
  log?: (error: unknown, url: string) => void;
}

/** Whether the site renders this address on its server: the route says so, or it is a public page. Staff pages never. */
export const rendersOnServer = ({ route }: RouteMatch) => route.access !== 'staff' && (route.ssr ?? route.meta?.public ?? false);

/**
 * Server rendering through the federation: the shell's server build loads the route's remote (its
 * `ssrRemoteEntry`, named in the mf-manifest.json the run-time manifest points at) with the federation runtime,
 * as the browser loads its browser build. A remote redeployed through the manifest is rendered from its new
 * build on the next request; nothing here is rebuilt or restarted. `render` resolves to null, and the page is
 * then served for the browser to render as before, when the shell has no server build, the remote cannot be
 * loaded or fails, or the page takes longer than `timeoutMs`: a page is never a 500 because of it.
 */
export function createSsr(options: SsrOptions) {
  const serverEntry = path.join(options.shellDir, 'server', 'index.js');
  // The page being rendered: the visitor's address (its API requests count against their rate limits, not one
  // shared count for every page the site renders), and whether it read an answer the content tag does not cover.
  const rendering = new AsyncLocalStorage<RenderContext>();
  let renderer: Promise<PageRenderer | null> | null = null;
  const load = () => {
    renderer ??= (async () => {
      if (!existsSync(serverEntry)) return null;
      const { createRenderer } = createRequire(import.meta.url)(serverEntry) as { createRenderer: (o: object) => Promise<PageRenderer> };
      return createRenderer({ apiFetch: (request: Request) => injectApi(options.app, request, rendering.getStore()) });
    })().catch((error) => {
      options.log?.(error, serverEntry);
      return null;
    });
    return renderer;
  };

  return {
    /**
     * `match` null: an address no route serves, rendered by the shell alone (its not-found page). `clientIp`: the
     * visitor's address, the one the page's API requests are made from.
     */
    async render(url: string, manifest: RemotesManifest & { routes: unknown[] }, match: RouteMatch | null, clientIp?: string): Promise<(RenderedPage & { live: boolean }) | null> {
      const render = await load();
      if (!render) return null;
      const serverEntries = serverRemotes(manifest, options.remoteDirs);
      if (match && !serverEntries[match.route.remote]) return null;
      const signal = AbortSignal.timeout(options.timeoutMs ?? 3000);
      try {
        const context: RenderContext = { remoteAddress: clientIp, live: false };
        const page = await Promise.race([
          rendering.run(context, () => render({ url, manifest, serverEntries, signal })),
          new Promise<never>((_, reject) => signal.addEventListener('abort', () => reject(signal.reason), { once: true })),
        ]);
        return page && { ...page, live: context.live };
      } catch (error) {
        options.log?.(error, url);
        return null;
      }
    },
  };
}

/**
 * Where the server loads each remote from: a remote this process serves is read from its dist/ on disk
 * (file: URLs), one on another host over HTTP. `publicPath` is the folder the browser loads it from.
 */
export function serverRemotes(manifest: RemotesManifest, remoteDirs: Record<string, string>): Record<string, ServerRemote> {
  const remotes: Record<string, ServerRemote> = {};
  for (const [name, entry] of Object.entries(manifest.remotes ?? {})) {
    if (typeof entry !== 'string') continue;
    const file = localRemoteFile(entry, remoteDirs);
    if (file) {
      remotes[name] = { entry: pathToFileURL(file).href, publicPath: `${path.posix.dirname(entry)}/` };
    } else if (/^https?:\/\//i.test(entry)) {
      remotes[name] = { entry, publicPath: new URL('.', entry).href };
    }
  }
  return remotes;
}

const NULL_BODY = new Set([101, 204, 205, 304]);

/**
 * One page's render: the visitor's address, and `live`, set when the page read an answer the content tag does not
 * cover (no CONTENT_TAGGED_HEADER: a consultation's free times, a certificate): such a page is never kept.
 */
export interface RenderContext {
  remoteAddress?: string;
  live: boolean;
}

/**
 * One API request of a page being rendered, answered by the site's own API in-process. Reads only (the
 * contract's GETs and the POSTs it marks as reads): rendering a page changes nothing, whoever asks for it.
 */
export async function injectApi(app: FastifyInstance, request: Request, context?: RenderContext): Promise<Response> {
  const remoteAddress = context?.remoteAddress;
  const url = new URL(request.url);
  if (!isReadCall(request.method, url.pathname)) {
    return Response.json({ detail: 'Only reads are made while a page renders on the server.' }, { status: 405 });
  }
  const body = request.method === 'GET' ? undefined : await request.text();
  const headers: Record<string, string> = {};
  request.headers.forEach((value, key) => {
    headers[key] = value;
  });
  const answer = await app.inject({ method: request.method, url: url.pathname + url.search, headers, payload: body, ...(remoteAddress && { remoteAddress }) } as InjectOptions);
  if (context && answer.headers[CONTENT_TAGGED_HEADER] === undefined) context.live = true;
  const out = new Headers();
  for (const [key, value] of Object.entries(answer.headers)) {
    if (value === undefined) continue;
    for (const one of Array.isArray(value) ? value : [String(value)]) out.append(key, one);
  }
  return new Response(NULL_BODY.has(answer.statusCode) ? null : answer.rawPayload, { status: answer.statusCode, headers: out });
}

/**
 * React's leading hoistables before the first element of the page: image preloads, the page's <title> and
 * description, and style elements with a precedence (the brand font's @font-face rules, shared-ui's GlobalStyle),
 * which hydration finds in <head> by their data-href and adopts as they are.
 */
const HOISTABLE = /^(?:<link\b[^>]*\/?>|<meta\b[^>]*\/?>|<title\b[^>]*>[^<]*<\/title>|<style\b[^>]*\bdata-precedence="[^"]*"[^>]*>[^<]*<\/style>)/;

/** Splits the rendered markup into what goes into <head> and what goes into #root. */
export function splitHoistables(html: string): { head: string[]; body: string } {
  const head: string[] = [];
  let body = html;
  for (let m = HOISTABLE.exec(body); m; m = HOISTABLE.exec(body)) {
    head.push(m[0]);
    body = body.slice(m[0].length);
  }
  return { head, body };
}

/** JSON safe inside a <script> element: no "</script>", no "<!--", no line separators a parser could trip on. */
export const scriptSafeJson = (data: unknown) =>
  JSON.stringify(data).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');

/** Data for the browser in a JSON block: never executed, and safe inside <script>. */
export function jsonBlock(id: string, data: unknown): string {
  return `<script type="application/json" id="${id}">${scriptSafeJson(data)}</script>`;
}

/** The id of the JSON block the shell's bootstrap reads (shell/src/boot/ssr-data.ts). */
export const SSR_DATA_ID = 'ssr-data';

/**
 * The page as sent: the shell's index.html (already carrying the route's tags) with the run-time manifest, and,
 * when the page was rendered, its markup in #root, its styles, React's preloads and the API answers it used.
 * Without a render the browser renders the page as before, from the same manifest (no /remotes.json round).
 * The page's files are named in either case (site/src/hints.ts): a page the browser renders preloads them with
 * the document; a rendered page names them to the inline after-paint loader (./after-paint.ts) instead of its entry script, so
 * that nothing but what paints it is fetched before it is on screen.
 */
export function composePage(html: string, manifest: unknown, page: RenderedPage | null, hints?: PageHints): string {
  const data = { manifest, ...(page ? { state: page.state } : {}) };
  let out = html.replace(/\s*<link rel="preload" href="\/remotes\.json"[^>]*>/, '');
  // The entry script as the shell's build writes it (HtmlRspackPlugin, scriptLoading 'defer').
  const entryTag = hints?.main ? `<script defer src="${escapeAttr(hints.main)}"></script>` : null;
  const loader = page && hints && entryTag && out.includes(entryTag) ? afterPaintTag(hints) : null;
  // The naira sign's small font file with the page that shows one, so it arrives with the base font and not
  // after the page's layout has asked for it (shared-ui/src/brand-font.ts).
  const fonts = hints ? [...hints.fonts, ...(hints.naira && page?.html.includes('\u20a6') ? [hints.naira] : [])] : [];
  const head: string[] = hints ? hintTags(loader ? { fonts } : { ...hints, fonts }) : [];
  if (loader) out = out.replace(entryTag!, () => loader);
  if (page) {
    const { head: hoisted, body } = splitHoistables(page.html);
    // The page's own <title> and description, as React rendered them, replace the route table's (injectHead's,
    // the same texts): hydration adopts the ones in <head>, and PageMeta must not remove what React adopted.
    if (hoisted.some((tag) => tag.startsWith('<title'))) out = out.replace(/<title[^>]*>[\s\S]*?<\/title>\s*/i, '');
    if (hoisted.some((tag) => /^<meta\s+name="description"/.test(tag))) out = out.replace(/<meta\s+name="description"[^>]*>\s*/i, '');
    // No lost tap: clicks on the page's marked buttons before it hydrates are queued and replayed (./replay.ts).
    head.unshift(replayTag());
    head.push(...hoisted, page.styles);
    out = out.replace('<div id="root"></div>', () => `<div id="root" data-ssr="">${body}</div>`);
    // The page reads without JavaScript now: no notice saying it cannot.
    out = out.replace(/\s*<noscript>[\s\S]*?<\/noscript>/, '');
  }
  // First in the head: the storage notice is hidden before the first paint from a visitor who has answered.
  head.unshift(...storageAnsweredTags(page !== null));
  if (head.length) out = out.replace(/<\/head>/i, () => `  ${head.join('\n    ')}\n  </head>`);
  return out.replace(/<\/body>/i, () => `  ${jsonBlock(SSR_DATA_ID, data)}\n  </body>`);
}

