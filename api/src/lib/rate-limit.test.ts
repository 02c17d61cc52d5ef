import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { startTestApi, type TestApi } from '../testing/test-api';

describe('per-IP rate limits', () => {
  let t: TestApi;
  before(async () => {
    t = await startTestApi({ RATE_LIMIT_MAX: 1 });
  });
  after(() => t.close());

  for (const url of ['/api/login', '/api/reset_request', '/api/reset_token', '/api/set_password', '/api/account_token', '/api/contact', '/api/book_consultation', '/api/newsletter', '/api/settings']) {
    it(`limit ${url}`, async () => {
      const first = await t.app.inject({ method: 'POST', url, payload: {}, remoteAddress: '10.1.1.1' });
      assert.notEqual(first.statusCode, 429);
      const second = await t.app.inject({ method: 'POST', url, payload: {}, remoteAddress: '10.1.1.1' });
      assert.equal(second.statusCode, 429);
      assert.match(second.json().detail, /^Too many requests\. Please try again in \d+ seconds\.$/);
      assert.ok(Number(second.headers['retry-after']) > 0);
    });
  }
});
