import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { sql } from 'drizzle-orm';
import { startTestApi, type TestApi } from '../testing/test-api';

describe('health and readiness', () => {
  let t: TestApi;
  before(async () => {
    t = await startTestApi();
  });
  after(() => t.close());

  it('GET /api/health answers 200 { status: "ok" } without auth', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    assert.equal(res.statusCode, 200);
    assert.deepEqual(res.json(), { status: 'ok' });
  });

  it('GET /api/ready answers 200 when the database, its migrations and the mail queue are in order', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/ready' });
    assert.equal(res.statusCode, 200);
    assert.deepEqual(res.json(), { status: 'ready', checks: { database: 'ok', migrations: 'ok', mailQueue: 'ok' } });
  });

  it('answers 503 with the reason when a migration is missing', async () => {
    const [row] = await t.db.execute(sql`select max(created_at) as last from drizzle.__drizzle_migrations`).then((r) => (Array.isArray(r) ? r : (r as { rows: { last: string }[] }).rows));
    await t.db.execute(sql`update drizzle.__drizzle_migrations set created_at = created_at - 1 where created_at = ${(row as { last: string }).last}`);
    try {
      const res = await t.app.inject({ method: 'GET', url: '/api/ready' });
      assert.equal(res.statusCode, 503);
      assert.equal(res.json().detail, 'Not ready: database migrations are not all applied.');
      assert.equal(res.json().checks.migrations, 'failed');
    } finally {
      await t.db.execute(sql`update drizzle.__drizzle_migrations set created_at = created_at + 1 where created_at = ${Number((row as { last: string }).last) - 1}`);
    }
  });
});

describe('graceful shutdown', () => {
  it('turns not-ready at once, finishes the request in flight, then stops accepting and stops the mail queue', async () => {
    const t = await startTestApi();
    let entered = () => {};
    const inHandler = new Promise<void>((resolve) => {
      entered = resolve;
    });
    let finish = () => {};
    const gate = new Promise<void>((resolve) => {
      finish = resolve;
    });
    t.app.get('/api/test-slow', { config: { auth: 'public' } }, async () => {
      entered();
      await gate;
      return { done: true };
    });
    const base = await t.app.listen({ host: '127.0.0.1', port: 0 });
    try {
      assert.equal((await fetch(`${base}/api/ready`)).status, 200);
      const slow = fetch(`${base}/api/test-slow`);
      await inHandler;

      let stopped = false;
      const stopping = t.shutdown(300).then(() => {
        stopped = true;
      });
      const ready = await fetch(`${base}/api/ready`);
      assert.equal(ready.status, 503);
      assert.equal(((await ready.json()) as { detail: string }).detail, 'Not ready: shutting down.');

      // After the grace period the server stops listening, but waits for the request in flight.
      while (t.app.server.listening) await new Promise((resolve) => setTimeout(resolve, 20));
      await new Promise((resolve) => setTimeout(resolve, 200));
      assert.equal(stopped, false, 'shutdown waits for the request in flight');
      finish();
      const answer = await slow;
      assert.equal(answer.status, 200, 'the request in flight completed');
      assert.equal(answer.headers.get('connection'), 'close', 'the answer in flight ends its keep-alive connection');
      assert.deepEqual(await answer.json(), { done: true });
      // Nothing else holds the close: before, the client's idle keep-alive connection held it for the server's
      // keep-alive timeout (72 s) after this answer.
      let timer: NodeJS.Timeout | undefined;
      const held = await Promise.race([stopping.then(() => false), new Promise((resolve) => (timer = setTimeout(resolve, 10_000, true)))]);
      clearTimeout(timer);
      assert.equal(held, false, 'the server closed within 10 s of the last answer, not at the keep-alive timeout');
      await stopping;
      assert.equal(t.mailQueue.isRunning(), false);
      await assert.rejects(fetch(`${base}/api/health`), 'no longer accepting connections');
    } finally {
      finish();
      await t.close();
    }
  });
});
