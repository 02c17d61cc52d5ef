import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { startTestApi, type TestApi } from '../testing/test-api';

describe('errors the framework raises before a route runs', () => {
  let t: TestApi;
  before(async () => {
    t = await startTestApi({ NODE_ENV: 'test' });
  });
  after(() => t.close());

  it('answers a malformed URL with 400 and a detail', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/tutorial_detail/%E0%A4%A' });
    assert.equal(res.statusCode, 400);
    assert.match((res.json() as { detail: string }).detail, /Bad request/);
  });

  it('answers a rate-limited call with 429 and a detail that says when to retry', async () => {
    let last = await t.app.inject({ method: 'POST', url: '/api/add_student', payload: { id: 1 } });
    for (let i = 0; i < 200 && last.statusCode !== 429; i++) {
      last = await t.app.inject({ method: 'POST', url: '/api/add_student', payload: { id: 1 } });
    }
    assert.equal(last.statusCode, 429);
    assert.match((last.json() as { detail: string }).detail, /^Too many requests\. Please try again in \d+ seconds\.$/);
  });
});
