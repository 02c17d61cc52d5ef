import type { FastifyInstance, FastifyRequest } from 'fastify';
import { bearerToken, resolveSession } from '../accounts/auth';
import type { Config } from '../config';
import type { Db } from '../db/client';
import { forbidden, unauthorized } from '../lib/errors';

/** Who may call a route. The office's routes declare 'staff'; the others are for the global hook. */
export type RouteAuth = 'public' | 'optional' | 'user' | 'staff';

declare module 'fastify' {
  interface FastifyContextConfig {
    auth?: RouteAuth;
  }
}

export const STAFF_ONLY = 'This is for the agency’s staff only.';

/**
 * Puts every route of the office scope behind a staff token, at onRequest: before the body is parsed
 * or validated, so a caller without a staff token learns nothing about the route's input. A route in
 * this scope that does not declare `config: { auth: 'staff' }` stops the server from starting.
 */
export function staffOnly(scope: FastifyInstance, db: Db, config: Config): void {
  scope.addHook('onRoute', (route) => {
    if (route.config?.auth !== 'staff') throw new Error(`Office route ${route.method} ${route.url} must declare config: { auth: 'staff' }.`);
  });
  scope.addHook('onRequest', async (request: FastifyRequest) => {
    request.user = null;
    const token = bearerToken(request);
    if (!token) throw unauthorized();
    const user = await resolveSession(db, config, token);
    if (!user) throw unauthorized('Your session has expired. Please sign in again.');
    if (request.routeOptions.config.auth !== 'staff' || user.role !== 'staff') throw forbidden(STAFF_ONLY);
    request.user = user;
  });
}
