import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { createTestUser } from '../testing/fixtures';
import { startTestApi, type TestApi } from '../testing/test-api';
import { NOT_SIGNED_IN } from '../lib/errors';
import { AUTH_LEVELS, SESSION_EXPIRED } from './access';

/** Path parameters filled with something a schema refuses, so only the auth check can answer first. */
const withBadParams = (url: string) => url.replace(/:[A-Za-z_]+/g, 'abc').replace(/\*$/, 'abc');

const BODIES: { name: string; payload?: string; contentType?: string }[] = [
  { name: 'no body' },
  { name: 'an empty object', payload: '{}', contentType: 'application/json' },
  { name: 'bad ids', payload: '{"id":"abc","reference":"","datas":"x"}', contentType: 'application/json' },
  { name: 'malformed JSON', payload: '{"id":', contentType: 'application/json' },
];

describe('access control, from the route table', () => {
  let t: TestApi;
  before(async () => {
    // The per-IP limits are tested elsewhere; here they would only hide what the auth check answers.
    t = await startTestApi({ RATE_LIMIT_MAX: 1_000_000 });
    await t.app.ready();
  });
  after(() => t.close());

  it('every route declares who may call it', () => {
    assert.ok(t.routes.length > 20, 'the table holds the whole API');
    const undeclared = t.routes.filter((r) => !r.auth || !AUTH_LEVELS.includes(r.auth)).map((r) => `${r.method} ${r.url}`);
    assert.deepEqual(undeclared, []);
  });

  it('the private routes are the ones the spec makes private', () => {
    const privateRoutes = t.routes.filter((r) => r.auth === 'user' && r.method !== 'HEAD').map((r) => `${r.method} ${r.url}`);
    for (const route of ['POST /api/verify_payment', 'GET /api/dashboard/:id', 'GET /api/del_project/:id', 'DELETE /api/requests/:id', 'POST /api/payment_intent', 'POST /api/payments/sandbox/complete', 'GET /api/requests', 'POST /api/settings', 'POST /api/logout']) {
      assert.ok(privateRoutes.includes(route), `${route} requires a sign-in`);
    }
  });

  it('every signed-in route answers 401 before looking at the request, with no token or a garbage one', async () => {
    const privateRoutes = t.routes.filter((r) => r.auth === 'user' || r.auth === 'staff');
    const failures: string[] = [];
    for (const route of privateRoutes) {
      for (const authorization of [undefined, 'Bearer not-a-real-token', 'Basic abc']) {
        for (const body of route.method === 'GET' || route.method === 'HEAD' ? [BODIES[0]!] : BODIES) {
          const res = await t.app.inject({
            method: route.method as 'GET',
            url: withBadParams(route.url),
            payload: body.payload,
            headers: { ...(authorization ? { authorization } : {}), ...(body.contentType ? { 'content-type': body.contentType } : {}) },
          });
          const detail = route.method === 'HEAD' ? 'x' : res.json().detail;
          if (res.statusCode !== 401 || typeof detail !== 'string' || !detail) {
            failures.push(`${route.method} ${route.url} [${authorization ?? 'no token'}, ${body.name}] → ${res.statusCode} ${res.body.slice(0, 80)}`);
          }
        }
      }
    }
    assert.deepEqual(failures, []);
  });

  it('every signed-in route answers the one 401 detail for its case, whatever the body or params', async () => {
    // No token (or not a bearer one): not signed in. A bearer token the server does not know: the session expired.
    const cases = [
      { authorization: undefined, detail: NOT_SIGNED_IN },
      { authorization: 'Basic abc', detail: NOT_SIGNED_IN },
      { authorization: 'Bearer not-a-real-token', detail: SESSION_EXPIRED },
    ];
    const failures: string[] = [];
    for (const route of t.routes.filter((r) => (r.auth === 'user' || r.auth === 'staff') && r.method !== 'HEAD')) {
      for (const { authorization, detail } of cases) {
        for (const body of route.method === 'GET' ? [BODIES[0]!] : BODIES) {
          const res = await t.app.inject({
            method: route.method as 'GET',
            url: withBadParams(route.url),
            payload: body.payload,
            headers: { ...(authorization ? { authorization } : {}), ...(body.contentType ? { 'content-type': body.contentType } : {}) },
          });
          if (res.statusCode !== 401 || res.json().detail !== detail) failures.push(`${route.method} ${route.url} [${authorization ?? 'no token'}, ${body.name}] → ${res.statusCode} ${res.body.slice(0, 80)}`);
        }
      }
    }
    assert.deepEqual(failures, []);
  });

  it('a route open to guests answers 401 (session expired), not 400, to a stale token with a bad body', async () => {
    // verify_email reads a stale token as signed out (staleSessionOk): the emailed link must work whatever this browser holds.
    const optional = t.routes.filter((r) => r.auth === 'optional' && r.method !== 'HEAD' && r.method !== 'GET' && r.url !== '/api/verify_email');
    assert.ok(optional.length >= 3, 'booking, contact and add_student are open to guests');
    const failures: string[] = [];
    for (const route of optional) {
      for (const body of BODIES) {
        const res = await t.app.inject({
          method: route.method as 'POST',
          url: withBadParams(route.url),
          payload: body.payload,
          headers: { authorization: 'Bearer stale-token', ...(body.contentType ? { 'content-type': body.contentType } : {}) },
        });
        if (res.statusCode !== 401 || res.json().detail !== SESSION_EXPIRED) failures.push(`${route.method} ${route.url} [${body.name}] → ${res.statusCode} ${res.body.slice(0, 80)}`);
      }
    }
    assert.deepEqual(failures, []);
  });

  it('a public route does not read the token at all', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/home', headers: { authorization: 'Bearer stale' } });
    assert.equal(res.statusCode, 200);
  });
});

describe('access control, adding routes', () => {
  let t: TestApi;
  before(async () => {
    t = await startTestApi({}, undefined, { extraRoutes: (api) => api.get('/office/probe', { config: { auth: 'staff' } }, async () => ({ ok: true })) });
  });
  after(() => t.close());

  it('refuses to start with a route that does not declare its auth level', async () => {
    // A domain that forgot to declare who may call its route: the API does not start.
    const other = await startTestApi({}, undefined, { extraRoutes: (api) => api.get('/forgotten', async () => ({ secret: true })) });
    try {
      await assert.rejects(async () => other.app.ready(), /must declare config\.auth.*GET \/api\/forgotten/);
    } finally {
      await other.close().catch(() => {});
    }
  });

  it('refuses to start with a private route that has no access check (made private after the check was placed)', async () => {
    const other = await startTestApi({}, undefined, {
      extraRoutes: (api) => {
        // A plugin whose onRoute hook runs after the access control's and turns a public route private.
        api.addHook('onRoute', (route) => {
          if (route.url.endsWith('/turned-private')) route.config = { ...route.config, auth: 'user' };
        });
        api.get('/turned-private', { config: { auth: 'public' } }, async () => ({ secret: true }));
      },
    });
    try {
      await assert.rejects(async () => other.app.ready(), /access-control hook is missing on: GET \/api\/turned-private/);
    } finally {
      await other.close().catch(() => {});
    }
  });

  it('checks a route made public after the check was placed as public (the docs UI is declared so)', async () => {
    const other = await startTestApi({}, undefined, {
      extraRoutes: (api) => {
        api.addHook('onRoute', (route) => {
          if (route.url.endsWith('/turned-public')) route.config = { ...route.config, auth: 'public' };
        });
        api.get('/turned-public', { config: { auth: 'user' } }, async () => ({ open: true }));
      },
    });
    try {
      const res = await other.app.inject({ method: 'GET', url: '/api/turned-public', headers: { authorization: 'Bearer stale' } });
      assert.equal(res.statusCode, 200);
    } finally {
      await other.close();
    }
  });

  it('checks sign-in before a route\'s own preParsing hooks, whatever their form', async () => {
    const seen: string[] = [];
    const other = await startTestApi({}, undefined, {
      extraRoutes: (api) => {
        api.post('/own-hook', { config: { auth: 'user' }, preParsing: async () => void seen.push('single') }, async () => ({ ok: true }));
        api.post('/own-hooks', { config: { auth: 'user' }, preParsing: [async () => void seen.push('listed')] }, async () => ({ ok: true }));
      },
    });
    try {
      for (const url of ['/api/own-hook', '/api/own-hooks']) {
        assert.equal((await other.app.inject({ method: 'POST', url, payload: {} })).statusCode, 401);
      }
      assert.deepEqual(seen, []);
      const user = await createTestUser(other.db, other.config);
      for (const url of ['/api/own-hook', '/api/own-hooks']) {
        assert.equal((await other.app.inject({ method: 'POST', url, payload: {}, headers: user.headers })).statusCode, 200);
      }
      assert.deepEqual(seen, ['single', 'listed']);
    } finally {
      await other.close();
    }
  });

  it("'staff' answers 401 signed out or with a bad token, 403 to a signed-in client", async () => {
    const client = await createTestUser(t.db, t.config);
    assert.equal((await t.app.inject({ method: 'GET', url: '/api/office/probe' })).statusCode, 401);
    assert.equal((await t.app.inject({ method: 'GET', url: '/api/office/probe', headers: { authorization: 'Bearer nope' } })).statusCode, 401);
    const asClient = await t.app.inject({ method: 'GET', url: '/api/office/probe', headers: client.headers });
    assert.equal(asClient.statusCode, 403);
    assert.match(asClient.json().detail, /staff only/);
  });
});
