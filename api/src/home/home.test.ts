import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { feedback } from '../db/schema';
import { createTestUser } from '../testing/fixtures';
import { startTestApi, type TestApi } from '../testing/test-api';

describe('GET /api/home', () => {
  let t: TestApi;
  before(async () => {
    t = await startTestApi();
  });
  after(() => t.close());

  it('answers the published catalogue’s testimonials, in order, and no longer reads the old feedback table', async () => {
    await t.db.insert(feedback).values({ name: 'Old row', text: 'Not shown any more', position: 0 });
    const res = await t.app.inject({ method: 'GET', url: '/api/home' });
    assert.equal(res.statusCode, 200);
    assert.equal(res.headers['cache-control'], 'no-cache', 'it changes on publish');
    const body = res.json() as { messages: { id: number; name: string; text: string }[] };
    assert.equal(body.messages.length, 5);
    assert.equal(body.messages[0]!.name, 'Tolu Adebayo, founder of Kora Foods');
    assert.ok(!body.messages.some((m) => m.name === 'Old row'));
  });

  it('shows an edited testimonial on the next visit after a publish, not before', async () => {
    const staff = await createTestUser(t.db, t.config, { role: 'staff' });
    const { draft } = (await t.app.inject({ url: '/api/office/catalogue', headers: staff.headers })).json();
    draft.testimonials = [{ id: 1, name: 'First client', text: 'Shown first' }, { id: 2, name: 'Second client', text: 'Shown second' }];
    assert.equal((await t.app.inject({ method: 'PUT', url: '/api/office/catalogue/draft', headers: staff.headers, payload: draft })).statusCode, 200);
    assert.equal((await t.app.inject({ url: '/api/home' })).json().messages.length, 5);
    assert.equal((await t.app.inject({ method: 'POST', url: '/api/office/catalogue/publish', headers: staff.headers, payload: {} })).statusCode, 200);
    const body = (await t.app.inject({ url: '/api/home' })).json() as { messages: { name: string; text: string }[] };
    assert.deepEqual(body.messages.map((m) => [m.name, m.text]), [
      ['First client', 'Shown first'],
      ['Second client', 'Shown second'],
    ]);
  });

  it('answers unknown paths with a JSON detail and 404', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/no-such-call' });
    assert.equal(res.statusCode, 404);
    assert.deepEqual(res.json(), { detail: 'Not found.' });
  });
});
