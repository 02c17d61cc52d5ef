import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { DEMO_CLIENT, DEMO_STAFF, seedDemo } from '../db/seed';
import { startTestApi, type TestApi } from '../testing/test-api';

describe('the demo data shows privacy', () => {
  let t: TestApi;
  before(async () => {
    t = await startTestApi();
    await seedDemo(t.db, t.config);
    await seedDemo(t.db, t.config); // idempotent
  });
  after(async () => t.close());

  const signIn = async (username: string, password: string) =>
    ({ authorization: `Bearer ${(await t.app.inject({ method: 'POST', url: '/api/login', payload: { username, password } })).json().token}` });

  it('the demo client reads the newsletter with its consent on record, and one data request waits in the office’s queue', async () => {
    const client = await signIn(DEMO_CLIENT.email, DEMO_CLIENT.password);
    const consents = (await t.app.inject({ method: 'GET', url: '/api/me/consents', headers: client })).json();
    assert.equal(consents.newsletter, 'subscribed');
    assert.equal(consents.history.length, 1);
    const staff = await signIn(DEMO_STAFF.email, DEMO_STAFF.password);
    const queue = (await t.app.inject({ method: 'GET', url: '/api/office/data-requests', headers: staff })).json();
    assert.equal(queue.length, 1);
    assert.equal(queue[0].kind, 'correction');
    assert.equal(queue[0].email, DEMO_CLIENT.email);
    const subscribers = (await t.app.inject({ method: 'GET', url: '/api/office/subscribers', headers: staff })).json();
    assert.deepEqual(subscribers.map((s: { email: string }) => s.email), [DEMO_CLIENT.email]);
  });
});
