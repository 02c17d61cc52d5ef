import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

/**
 * Helmet's headers for the API: its defaults, with the Content-Security-Policy set per answer below (JSON
 * gets a deny-all policy, the docs UI none) and cross-origin reads limited to this site.
 */
const HELMET_OPTIONS: Readonly<HelmetOptions> = { contentSecurityPolicy: false, crossOriginResourcePolicy: { policy: 'same-site' } };

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
 * The API's security headers on every answer of its scope, the 404s and errors included. @fastify/helmet
 * did this by building helmet's middleware anew on every request (and a `reply.helmet` closure nothing
 * used) in two onRequest hooks; the headers are constants, so one synchronous hook now writes the list
 * worked out at start. Written on the raw response, as helmet does, so whatever answers the request
 * (a route, the error handler, a 404, a plugin) sends them.
 */
export function registerApiSecurityHeaders(scope: FastifyInstance): void {
  const { set, removed } = helmetHeaders();
  scope.addHook('onRequest', (_request, reply, done) => {
    const res = reply.raw;
    for (const [name, value] of set) res.setHeader(name, value);
    for (const name of removed) res.removeHeader(name);
    done();
  });
  scope.addHook('onSend', (request, reply, payload, done) => {
    // JSON answers carry tokens and personal data: no caching unless a route says otherwise, and
    // nothing in them may run as a page. The docs UI (HTML and scripts) keeps helmet's defaults.
    if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
    if (!request.url.startsWith('/api/docs')) reply.header('content-security-policy', API_CSP);
    done(null, payload);
  });
}
