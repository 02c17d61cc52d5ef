import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { feedback } from '../db/schema';
import { startTestApi, type TestApi } from '../testing/test-api';

describe('GET /api/home', () => {
  let t: TestApi;
  before(async () => {
    t = await startTestApi();
  });
  after(() => t.close());

  it('answers the published feedback items from the database, in order', async () => {
    await t.db.insert(feedback).values([
      { name: 'Second client', text: 'Shown second', position: 2 },
      { name: 'Hidden client', text: 'Not published', position: 0, published: false },
      { name: 'First client', text: 'Shown first', position: 1 },
    ]);
    const res = await t.app.inject({ method: 'GET', url: '/api/home' });
    assert.equal(res.statusCode, 200);
    const body = res.json() as { messages: { id: number; name: string; text: string }[] };
    assert.deepEqual(
      body.messages.map((m) => [m.name, m.text]),
      [
        ['First client', 'Shown first'],
        ['Second client', 'Shown second'],
      ],
    );
    assert.equal(typeof body.messages[0]!.id, 'number');
  });

  it('answers unknown paths with a JSON detail and 404', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/no-such-call' });
    assert.equal(res.statusCode, 404);
    assert.deepEqual(res.json(), { detail: 'Not found.' });
  });
});

describe('GET /api/home cache', () => {
  it('serves the list from memory for a few seconds outside tests, then reads the database again', async () => {
    const t = await startTestApi({ NODE_ENV: 'development' });
    try {
      await t.db.insert(feedback).values({ name: 'Early client', text: 'First words', position: 0 });
      const first = (await t.app.inject({ method: 'GET', url: '/api/home' })).json() as { messages: unknown[] };
      await t.db.insert(feedback).values({ name: 'Later client', text: 'Added after', position: 1 });
      const cached = (await t.app.inject({ method: 'GET', url: '/api/home' })).json() as { messages: unknown[] };
      assert.equal(first.messages.length, 1);
      assert.equal(cached.messages.length, 1, 'the second visit within the cache window is served from memory');
    } finally {
      await t.close();
    }
  });
});
