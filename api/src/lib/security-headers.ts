import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

/**
 * The one header policy of every answer this product sends: the API's (alone or mounted in the site), the
 * site's pages, static files and remotes.json, a remote's host (site/src/serve-remote.ts). Helmet's
 * defaults, with:
 * - Cross-Origin-Resource-Policy same-site: only this site's pages may embed what it sends (a remote's files,
 *   which any shell may load, widen it to cross-origin in site/src/static-host.ts);
 * - Cross-Origin-Opener-Policy same-origin-allow-popups: no other site's window keeps a handle on a page,
 *   while a window a page opens (Paystack's checkout may open a bank's 3-D Secure page) can still report back;
 * - no Strict-Transport-Security here: `registerSecurityHeaders` sends it only on requests that came over TLS
 *   (HSTS in the config), where helmet would send it on plain HTTP too;
 * - the Content-Security-Policy per kind of answer: JSON a deny-all one (below), pages the site's
 *   (site/src/security-headers.ts), the docs UI none.
 */
const HELMET_OPTIONS: Readonly<HelmetOptions> = {
  contentSecurityPolicy: false,
  strictTransportSecurity: false,
  crossOriginResourcePolicy: { policy: 'same-site' },
  crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
};

/** Powerful features the site never uses stay off; payment only for this page and Paystack's frame. */
export const PERMISSIONS_POLICY = 'camera=(), microphone=(), geolocation=(), usb=(), payment=(self "https://checkout.paystack.com")';
export const HSTS_VALUE = 'max-age=31536000; includeSubDomains';

/** 'auto': only on requests that arrived over TLS (directly, or per X-Forwarded-Proto from a proxy TRUST_PROXY trusts); 'on': always; 'off'. */
export type HstsMode = 'auto' | 'on' | 'off';

/** Whether this request's answer carries HSTS. Fastify's `protocol` reads X-Forwarded-Proto only from a trusted proxy. */
export const sendsHsts = (mode: HstsMode, request: FastifyRequest) => mode === 'on' || (mode === 'auto' && request.protocol === 'https');

/** The deny-all policy of every JSON answer: nothing in one may run, load or be framed as a page. */
export const API_CSP = "default-src 'none'; frame-ancestors 'none'";

/**
 * The headers helmet sets, and the ones it removes, for these options. With no CSP none of them depends on
 * the request, so they are worked out once here by running helmet's own middleware against a recorder:
 * the set stays helmet's, and follows it when helmet is upgraded.
 */
export function helmetHeaders(options: Readonly<HelmetOptions> = HELMET_OPTIONS): { set: [string, string][]; removed: string[] } {
  const set: [string, string][] = [];
  const removed: string[] = [];
  const recorder = {
    setHeader(name: string, value: string | number | readonly string[]) {
      set.push([name, Array.isArray(value) ? value.join(', ') : String(value)]);
      return recorder;
    },
    removeHeader(name: string) {
      removed.push(name);
    },
  };
  helmet(options)({} as IncomingMessage, recorder as unknown as ServerResponse, (error?: unknown) => {
    if (error) throw error;
  });
  return { set, removed };
}

/**
 * The policy's headers on every answer of the scope (`app`: all the site sends), the 404s and errors included.
 * @fastify/helmet did this by building helmet's middleware anew on every request in two onRequest hooks;
 * the headers are constants, so one synchronous hook writes the list worked out at start. Written on the
 * raw response, as helmet does, so whatever answers the request (a route, the error handler, a 404, a
 * plugin, a static file) sends them; a route's own `reply.header` still wins (a page's Referrer-Policy).
 */
export function registerSecurityHeaders(scope: FastifyInstance, options: { hsts: HstsMode }): void {
  const { set, removed } = helmetHeaders();
  scope.addHook('onRequest', (request, reply, done) => {
    const res = reply.raw;
    for (const [name, value] of set) res.setHeader(name, value);
    for (const name of removed) res.removeHeader(name);
    res.setHeader('Permissions-Policy', PERMISSIONS_POLICY);
    if (sendsHsts(options.hsts, request)) res.setHeader('Strict-Transport-Security', HSTS_VALUE);
    done();
  });
}

/** The policy on the API's scope, and what only JSON answers get: no caching by default and a deny-all CSP. */
export function registerApiSecurityHeaders(scope: FastifyInstance, options: { hsts: HstsMode }): void {
  registerSecurityHeaders(scope, options);
  scope.addHook('onSend', (request, reply, payload, done) => {
    // JSON answers carry tokens and personal data: no caching unless a route says otherwise, and
    // nothing in them may run as a page. The docs UI (HTML and scripts) keeps helmet's defaults.
    if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
    if (!request.url.startsWith('/api/docs')) reply.header('content-security-policy', API_CSP);
    done(null, payload);
  });
}
