import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { startTestApi, type TestApi } from '../testing/test-api';

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

  it('leave a route its own cache policy', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/home' });
    assert.equal(res.headers['cache-control'], 'public, max-age=60');
  });
});
