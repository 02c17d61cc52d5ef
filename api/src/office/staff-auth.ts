import type { FastifyInstance } from 'fastify';

/**
 * The office scope's own rule on top of the API's one access hook (accounts/access.ts, which enforces
 * 'staff' before parsing and validation): a route in this scope that does not declare
 * `config: { auth: 'staff' }` stops the server from starting, so no office route can be opened by mistake.
 */
export function staffOnly(scope: FastifyInstance): void {
  scope.addHook('onRoute', (route) => {
    if (route.config?.auth !== 'staff') throw new Error(`Office route ${route.method} ${route.url} must declare config: { auth: 'staff' }.`);
  });
}
