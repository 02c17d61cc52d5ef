import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { startTestApi, type TestApi } from '../testing/test-api';
import { createLoginThrottle, DEFAULT_THROTTLE } from './login-throttle';

describe('the login throttle (per account and address, with back-off)', () => {
  let t: TestApi;
  let clock = Date.UTC(2026, 10, 21, 9, 0);
  const now = () => clock;
  const settings = { ...DEFAULT_THROTTLE, freeFailures: 3, accountMaxFailures: 10 };

  before(async () => {
    t = await startTestApi();
  });
  after(() => t.close());

  it('is shared by every API process and doubles the wait with each further failure', async () => {
    const first = createLoginThrottle(t.db, settings, now);
    const second = createLoginThrottle(t.db, settings, now);
    await first.recordFailure('Ada@Example.ng', '10.0.0.1');
    await second.recordFailure('ada@example.ng', '10.0.0.1');
    assert.equal(await first.retryAfterMs('ada@example.ng', '10.0.0.1'), 0, 'two failures do not hold yet');
    await Promise.all([first.recordFailure('ADA@example.ng', '10.0.0.1'), second.recordFailure('ada@example.ng', '10.0.0.1')]);
    assert.equal(await second.retryAfterMs('ada@example.ng', '10.0.0.1'), 2_000, 'the 4th failure waits 2 s');
    await first.recordFailure('ada@example.ng', '10.0.0.1');
    assert.equal(await first.retryAfterMs('ada@example.ng', '10.0.0.1'), 4_000);
    assert.equal(await first.retryAfterMs('ada@example.ng', '10.0.0.2'), 0, 'another address is not held');
    clock += 4_000;
    assert.equal(await first.retryAfterMs('ada@example.ng', '10.0.0.1'), 0, 'the wait ends');
  });

  it('caps the wait, and a success from that address starts afresh', async () => {
    const throttle = createLoginThrottle(t.db, { ...settings, maxDelayMs: 60_000, accountMaxFailures: 1_000 }, now);
    for (let i = 0; i < 30; i++) await throttle.recordFailure('bola@example.ng', '10.0.0.3');
    assert.equal(await throttle.retryAfterMs('bola@example.ng', '10.0.0.3'), 60_000);
    await throttle.recordSuccess('bola@example.ng', '10.0.0.3');
    assert.equal(await throttle.retryAfterMs('bola@example.ng', '10.0.0.3'), 0);
  });

  it('holds every new address once the account-wide ceiling is reached, but never an address that signed in before', async () => {
    const throttle = createLoginThrottle(t.db, settings, now);
    await throttle.recordSuccess('chi@example.ng', '10.9.9.9');
    for (let i = 0; i < 10; i++) await throttle.recordFailure('chi@example.ng', `172.16.0.${i}`);
    assert.ok((await throttle.retryAfterMs('chi@example.ng', '172.16.1.1')) > 0, 'a fresh address waits for the window');
    assert.equal(await throttle.retryAfterMs('chi@example.ng', '10.9.9.9'), 0, "the owner's address is never held by others' failures");
    clock += settings.accountWindowMs;
    assert.equal(await throttle.retryAfterMs('chi@example.ng', '172.16.1.1'), 0, 'the ceiling lifts when its window ends');
  });
});
