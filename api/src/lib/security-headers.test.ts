import assert from 'node:assert/strict';
import { IncomingMessage, ServerResponse } from 'node:http';
import { Socket } from 'node:net';
import { after, before, describe, it } from 'node:test';
import helmet from 'helmet';
import { startTestApi, type TestApi } from '../testing/test-api';
import { helmetHeaders } from './security-headers';

describe('security headers', () => {
  let t: TestApi;
  before(async () => {
    t = await startTestApi();
  });
  after(() => t.close());

  const requests = [
    { name: 'a JSON answer', method: 'POST' as const, url: '/api/newsletter', payload: { newsEmail: 'headers@example.ng' } },
    { name: 'a validation error', method: 'POST' as const, url: '/api/login', payload: { username: 1 } },
    { name: 'a 401', method: 'POST' as const, url: '/api/logout', payload: {} },
    { name: 'a 404', method: 'GET' as const, url: '/api/nowhere' },
  ];

  for (const r of requests) {
    it(`are on ${r.name}`, async () => {
      const res = await t.app.inject({ method: r.method, url: r.url, payload: r.payload });
      assert.equal(res.headers['x-content-type-options'], 'nosniff');
      assert.equal(res.headers['referrer-policy'], 'no-referrer');
      assert.equal(res.headers['x-frame-options'], 'SAMEORIGIN');
      assert.match(String(res.headers['strict-transport-security']), /max-age=\d+/);
      assert.equal(res.headers['cross-origin-resource-policy'], 'same-site');
      assert.equal(res.headers['content-security-policy'], "default-src 'none'; frame-ancestors 'none'");
      assert.equal(res.headers['cache-control'], 'no-store');
      assert.equal(res.headers['x-powered-by'], undefined);
    });
  }

  it("are helmet's own, as its middleware writes them on a real response", () => {
    const options = { contentSecurityPolicy: false, crossOriginResourcePolicy: { policy: 'same-site' } } as const;
    const req = new IncomingMessage(new Socket());
    const res = new ServerResponse(req);
    res.setHeader('X-Powered-By', 'something');
    helmet(options)(req, res, () => {});
    const recorded = helmetHeaders(options);
    assert.deepEqual(Object.fromEntries(recorded.set.map(([name, value]) => [name.toLowerCase(), value])), { ...res.getHeaders() });
    assert.deepEqual(recorded.removed, ['X-Powered-By']);
  });

  it('are on the docs UI too, which is a page of scripts and so gets no deny-all CSP', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs' });
    assert.equal(res.statusCode, 200);
    assert.equal(res.headers['x-content-type-options'], 'nosniff');
    assert.equal(res.headers['x-frame-options'], 'SAMEORIGIN');
    assert.equal(res.headers['content-security-policy'], undefined);
  });

  it('leave a route its own cache policy', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/home' });
    assert.equal(res.headers['cache-control'], 'public, max-age=60');
  });
});
