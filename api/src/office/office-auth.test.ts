import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { createTestUser, type TestUser } from '../testing/fixtures';
import { registeredRoutes } from '../testing/routes';
import { startTestApi, type TestApi } from '../testing/test-api';

/**
 * Generated from the route table (read back from the router): each /api/office route
 * answers 401 without a token and 403 with a client's, whatever its body and params, so a route
 * added later is covered without touching this file.
 */
describe('office routes are staff-only', () => {
  let t: TestApi;
  let client: TestUser;
  let staff: TestUser;
  let routes: { method: string; url: string }[] = [];

  before(async () => {
    t = await startTestApi();
    client = await createTestUser(t.db, t.config);
    staff = await createTestUser(t.db, t.config, { role: 'staff' });
    await t.app.ready();
    routes = registeredRoutes(t.app.printRoutes({ commonPrefix: false }))
      .filter((r) => r.url.startsWith('/api/office/'))
      .map((r) => ({ method: r.method, url: r.url.replace(/:\w+/g, 'x') }));
  });
  after(() => t.close());

  it('finds the office routes in the route table', () => {
    assert.ok(routes.length >= 25, `only ${routes.length} office routes found`);
    for (const needed of ['POST /api/office/requests/x/quote', 'PATCH /api/office/projects/x', 'GET /api/office/audit', 'POST /api/office/payments/x/retry-refund']) {
      assert.ok(routes.some((r) => `${r.method} ${r.url}` === needed), `${needed} is missing`);
    }
  });

  // Invalid params ('x') and a malformed body: a route that validated before checking the caller
  // would answer 400 instead.
  const call = (route: { method: string; url: string }, headers: Record<string, string>) =>
    t.app.inject({
      method: route.method as 'GET',
      url: route.url,
      headers: { ...headers, 'content-type': 'application/json' },
      payload: ['GET', 'HEAD'].includes(route.method) ? undefined : '{"broken":',
    });

  it('answers 401 without a token, before any validation', async () => {
    for (const route of routes) {
      const res = await call(route, {});
      assert.equal(res.statusCode, 401, `${route.method} ${route.url}: ${res.body}`);
      assert.doesNotMatch(res.body, /broken|params|body\//);
    }
  });

  it('answers 401 with an unknown token', async () => {
    for (const route of routes) assert.equal((await call(route, { authorization: 'Bearer nope' })).statusCode, 401, `${route.method} ${route.url}`);
  });

  it('answers 403 with a client token, before any validation', async () => {
    for (const route of routes) {
      const res = await call(route, client.headers);
      assert.equal(res.statusCode, 403, `${route.method} ${route.url}: ${res.body}`);
      if (route.method !== 'HEAD') assert.match(res.json().detail, /staff only/);
    }
  });

  it('lets staff through to validation', async () => {
    for (const route of routes) {
      const res = await call(route, staff.headers);
      assert.ok(![401, 403].includes(res.statusCode), `${route.method} ${route.url}: ${res.statusCode}`);
      assert.ok(res.statusCode < 500, `${route.method} ${route.url}: ${res.body}`);
    }
  });

  it('refuses to start with an office route that does not declare auth: staff', async () => {
    const Fastify = (await import('fastify')).default;
    const { staffOnly } = await import('./staff-auth');
    const app = Fastify();
    await assert.rejects(async () => {
      await app.register(async (scope) => {
        staffOnly(scope);
        scope.get('/open', async () => 'oops');
      });
      await app.ready();
    }, /must declare config: \{ auth: 'staff' \}/);
    await app.close();
  });
});
