import assert from 'node:assert/strict';
import { IncomingMessage, ServerResponse } from 'node:http';
import { Socket } from 'node:net';
import { after, before, describe, it } from 'node:test';
import helmet from 'helmet';
import { startTestApi, type TestApi } from '../testing/test-api';
import { HSTS_VALUE, helmetHeaders, PERMISSIONS_POLICY } from './security-headers';

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
      assert.equal(res.headers['strict-transport-security'], undefined, 'no HSTS over plain HTTP');
      assert.equal(res.headers['cross-origin-resource-policy'], 'same-site');
      assert.equal(res.headers['cross-origin-opener-policy'], 'same-origin-allow-popups');
      assert.equal(res.headers['permissions-policy'], PERMISSIONS_POLICY);
      assert.equal(res.headers['content-security-policy'], "default-src 'none'; frame-ancestors 'none'");
      assert.equal(res.headers['cache-control'], 'no-store');
      assert.equal(res.headers['x-powered-by'], undefined);
    });
  }

  it('include HSTS when the request came over TLS (X-Forwarded-Proto from a trusted proxy), not when an untrusted peer says so', async () => {
    for (const r of requests) {
      const tls = await t.app.inject({ method: r.method, url: r.url, payload: r.payload, headers: { 'x-forwarded-proto': 'https' } });
      assert.equal(tls.headers['strict-transport-security'], HSTS_VALUE, r.name);
    }
    const spoofed = await t.app.inject({ url: '/api/home', headers: { 'x-forwarded-proto': 'https' }, remoteAddress: '203.0.113.5' });
    assert.equal(spoofed.headers['strict-transport-security'], undefined);
  });

  it("are helmet's own, as its middleware writes them on a real response", () => {
    const options = {
      contentSecurityPolicy: false,
      strictTransportSecurity: false,
      crossOriginResourcePolicy: { policy: 'same-site' },
      crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
    } as const;
    const req = new IncomingMessage(new Socket());
    const res = new ServerResponse(req);
    res.setHeader('X-Powered-By', 'something');
    helmet(options)(req, res, () => {});
    const recorded = helmetHeaders(options);
    assert.deepEqual(Object.fromEntries(recorded.set.map(([name, value]) => [name.toLowerCase(), value])), { ...res.getHeaders() });
    assert.deepEqual(recorded.removed, ['X-Powered-By']);
  });

  it('are on the docs UI too, which is a page of scripts and so gets no deny-all CSP', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/' });
    assert.equal(res.statusCode, 200);
    assert.equal(res.headers['x-content-type-options'], 'nosniff');
    assert.equal(res.headers['x-frame-options'], 'SAMEORIGIN');
    assert.equal(res.headers['content-security-policy'], undefined);
  });

  it('leave a route its own cache policy', async () => {
    // The landing page's feed is kept by caches but asked again each time (it changes on a publish), not the default no-store.
    const res = await t.app.inject({ method: 'GET', url: '/api/home' });
    assert.equal(res.headers['cache-control'], 'no-cache');
    const services = await t.app.inject({ method: 'GET', url: '/api/catalogue/services' });
    assert.equal(services.headers['cache-control'], 'no-cache');
  });
});
