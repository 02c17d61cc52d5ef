import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { serviceRequests } from '../db/schema';
import { createTestUser, paymentIntentFor } from '../testing/fixtures';
import { startTestApi, type TestApi } from '../testing/test-api';

const TOKEN = 'metrics-token-for-tests-0123456789';

describe('GET /metrics', () => {
  let t: TestApi;
  const scrape = async () => {
    const res = await t.app.inject({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } });
    assert.equal(res.statusCode, 200);
    assert.match(String(res.headers['content-type']), /^text\/plain/);
    return res.body;
  };

  before(async () => {
    t = await startTestApi({ METRICS_TOKEN: TOKEN, RATE_LIMIT_MAX: 1000 });
  });
  after(() => t.close());

  it('refuses an anonymous caller and a wrong token', async () => {
    assert.equal((await t.app.inject({ method: 'GET', url: '/metrics' })).statusCode, 401);
    const wrong = await t.app.inject({ method: 'GET', url: '/metrics', headers: { authorization: 'Bearer metrics-token-for-tests-0123456780' } });
    assert.equal(wrong.statusCode, 401);
    assert.doesNotMatch(wrong.body, /http_requests_total/);
  });

  it('counts requests and their latency by route pattern, not raw URL, and errors by kind', async () => {
    for (const id of [12_345, 67_890]) assert.equal((await t.app.inject({ method: 'GET', url: `/api/tutorial_detail/${id}` })).statusCode, 404);
    await t.app.inject({ method: 'POST', url: '/api/newsletter', payload: { newsEmail: 'metrics@example.ng' } });
    const body = await scrape();
    assert.match(body, /http_requests_total\{method="GET",route="\/api\/tutorial_detail\/:id",status_code="404"\} 2/);
    assert.match(body, /http_request_duration_seconds_bucket\{le="\+Inf",method="POST",route="\/api\/newsletter",status_code="200"\} 1/);
    assert.match(body, /http_request_errors_total\{method="GET",route="\/api\/tutorial_detail\/:id",kind="client"\} 2/);
    assert.doesNotMatch(body, /route="\/api\/tutorial_detail\/\d+"/);
    // The newsletter's mail was sent before its answer (the test harness), so the queue is empty.
    assert.match(body, /mail_sent_total 1/);
    assert.match(body, /mail_queue_depth\{state="queued"\} 0/);
    assert.match(body, /mail_failed 0/);
  });

  it('shows queue depth and payments by outcome', async () => {
    await t.mailQueue.stop();
    try {
      await t.app.inject({ method: 'POST', url: '/api/contact', payload: { name: 'A', email: 'a@example.ng', subject: 'S', message: 'M' } });
      // Written by the request, waiting for a running queue to take it.
      assert.match(await scrape(), /mail_queue_depth\{state="outbox"\} 1/);
    } finally {
      await t.mailQueue.start();
    }
    const user = await createTestUser(t.db, t.config);
    const [item] = await t.db.insert(serviceRequests).values({ userId: user.id, service: 'seo', subject: 'Audit', price: 150000, status: 'Quoted' }).returning();
    const reference = await paymentIntentFor(t.app, user, [item]);
    for (let i = 0; i < 2; i++) {
      const res = await t.app.inject({ method: 'POST', url: '/api/payments/sandbox/complete', headers: user.headers, payload: { reference, datas: [item] } });
      assert.equal(res.statusCode, 200, res.body);
    }
    const body = await scrape();
    assert.match(body, /payments_total\{outcome="delivered"\} 1/);
    assert.doesNotMatch(body, /payments_total\{outcome="refused"\}/);
  });

  it('is off (404) without METRICS_TOKEN', async () => {
    const off = await startTestApi();
    try {
      assert.equal((await off.app.inject({ method: 'GET', url: '/metrics' })).statusCode, 404);
    } finally {
      await off.close();
    }
  });
});
