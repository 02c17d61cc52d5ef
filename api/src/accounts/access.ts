import type { FastifyInstance, FastifyRequest, preParsingHookHandler, RouteOptions } from 'fastify';
import type { Config } from '../config';
import type { Db } from '../db/client';
import { forbidden, unauthorized } from '../lib/errors';
import { bearerToken, resolveSession } from './auth';

/**
 * Who may call a route, declared on every route as `config: { auth }`:
 * - 'public': anyone; a bearer token is not even read.
 * - 'optional': anyone; a valid token sets request.user, a stale one answers 401 so the client signs out
 *   (unless the route also says `staleSessionOk: true`, then it is treated as signed out).
 * - 'user': a signed-in account.
 * - 'staff': a signed-in account whose role is 'staff' (401 signed out, 403 for anyone else).
 */
export const AUTH_LEVELS = ['public', 'optional', 'user', 'staff'] as const;
export type AuthLevel = (typeof AUTH_LEVELS)[number];

declare module 'fastify' {
  interface FastifyContextConfig {
    auth?: AuthLevel;
    /** With auth 'optional': a stale token reads as signed out instead of answering 401. */
    staleSessionOk?: boolean;
  }
}

export interface RouteAccess {
  method: string;
  url: string;
  auth: AuthLevel | undefined;
}

export const SESSION_EXPIRED = 'Your session has expired. Please sign in again.';
export const STAFF_ONLY = 'This is for the agency’s staff only.';

/**
 * The one authentication hook of the API. It runs at preParsing: after the per-IP rate limits
 * (onRequest), so a flood is cut off before it costs a session lookup, and before the body is parsed
 * or any schema runs, so a caller without a valid sign-in learns nothing from a private route but 401.
 * It is placed first among each route's own preParsing hooks, so a per-account rate limit there can key
 * on the user. A route declared 'public' gets no hook at all: the landing page's feed and the health checks
 * are the busiest calls and have nothing to check (unknown routes, the 404 handler, never had one). A route
 * made public after its hook was placed keeps it (it then only reads the level), and start-up fails if a
 * route that is not public ends up without it.
 * Returns the route table it has seen (filled as routes are added) so a test can walk every route.
 */
export function installAccessControl(app: FastifyInstance, db: Db, config: Config): RouteAccess[] {
  const table: RouteAccess[] = [];
  /** Every route's options, to prove at start-up that each one not public has the hook. */
  const routes: RouteOptions[] = [];
  app.decorateRequest('user', null);

  const checkAccess = async (request: FastifyRequest) => {
    request.user = null;
    // Read from the route in force (another plugin's onRoute hook may have set the level after this one ran).
    // Unknown routes (the 404 handler) have no config; anything undeclared is treated as private.
    const level: AuthLevel = request.routeOptions.config?.auth ?? (request.is404 ? 'public' : 'user');
    if (level === 'public') return;
    const token = bearerToken(request);
    const user = token ? await resolveSession(db, config, token) : null;
    if (token && !user && !(level === 'optional' && request.routeOptions.config?.staleSessionOk)) {
      throw unauthorized(SESSION_EXPIRED);
    }
    request.user = user;
    if (level === 'optional') return;
    if (!user) throw unauthorized();
    if (level === 'staff' && user.role !== 'staff') throw forbidden(STAFF_ONLY);
  };

  app.addHook('onRoute', (route: RouteOptions) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) table.push({ method, url: route.url, get auth() { return route.config?.auth; } });
    routes.push(route);
    if (route.config?.auth === 'public') return;
    // A new array: Fastify copies a GET route's options for its HEAD route, and that copy must not see this
    // route's hook in a shared array (its own onRoute call adds its own).
    route.preParsing = [checkAccess, ...(hooksOf(route) as preParsingHookHandler[])];
  });
  // Checked once every plugin has added its routes: a route that forgot to say who may call it stops the start,
  // and so does one that is not public but has no hook (made private by a later onRoute hook, or a plugin
  // that replaced its preParsing list).
  app.addHook('onReady', async () => {
    const missing = table.filter((r) => !r.auth || !AUTH_LEVELS.includes(r.auth));
    if (missing.length) {
      throw new Error(`Every API route must declare config.auth (${AUTH_LEVELS.join(' | ')}); missing on: ${missing.map((r) => `${r.method} ${r.url}`).join(', ')}`);
    }
    const unguarded = routes.filter((route) => route.config?.auth !== 'public' && !hooksOf(route).includes(checkAccess));
    if (unguarded.length) {
      throw new Error(`The access-control hook is missing on: ${unguarded.map((r) => `${r.method} ${r.url}`).join(', ')}`);
    }
  });
  return table;
}

function hooksOf(route: RouteOptions): unknown[] {
  return route.preParsing === undefined ? [] : Array.isArray(route.preParsing) ? route.preParsing : [route.preParsing];
}
