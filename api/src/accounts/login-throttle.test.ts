import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { startTestApi, type TestApi } from '../testing/test-api';
import { createLoginThrottle } from './login-throttle';

describe('the per-account login throttle', () => {
  let t: TestApi;
  let clock = Date.UTC(2026, 10, 21, 9, 0);
  const now = () => clock;
  const WINDOW = 15 * 60_000;

  before(async () => {
    t = await startTestApi();
  });
  after(() => t.close());

  it('is shared by every API process: failures counted by one lock the account for all', async () => {
    const first = createLoginThrottle(t.db, 3, WINDOW, now);
    const second = createLoginThrottle(t.db, 3, WINDOW, now);
    await first.recordFailure('Ada@Example.ng');
    await second.recordFailure('ada@example.ng');
    assert.equal(await first.retryAfterMs('ada@example.ng'), 0, 'two failures do not lock yet');
    await Promise.all([first.recordFailure('ADA@example.ng'), second.recordFailure('ada@example.ng')]);
    assert.equal(await second.retryAfterMs('ada@example.ng'), WINDOW);
    assert.equal(await first.retryAfterMs('other@example.ng'), 0, 'other accounts are not affected');
  });

  it('opens again when the window ends, and a success clears the count', async () => {
    const throttle = createLoginThrottle(t.db, 2, WINDOW, now);
    await throttle.recordFailure('bola@example.ng');
    await throttle.recordFailure('bola@example.ng');
    clock += WINDOW - 60_000;
    assert.equal(await throttle.retryAfterMs('bola@example.ng'), 60_000);
    clock += 60_000;
    assert.equal(await throttle.retryAfterMs('bola@example.ng'), 0);
    await throttle.recordFailure('bola@example.ng');
    assert.equal(await throttle.retryAfterMs('bola@example.ng'), 0, 'a failure after the window starts a new count');
    await throttle.recordFailure('bola@example.ng');
    assert.equal(await throttle.retryAfterMs('bola@example.ng'), WINDOW);
    await throttle.recordSuccess('bola@example.ng');
    assert.equal(await throttle.retryAfterMs('bola@example.ng'), 0);
  });
});
