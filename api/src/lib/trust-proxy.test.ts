import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { startTestApi } from '../testing/test-api';

/** Two calls from one peer with different X-Forwarded-For values: does the second share the first's bucket? */
async function secondIsLimited(overrides: Record<string, unknown>): Promise<boolean> {
  const t = await startTestApi({ RATE_LIMIT_MAX: 1, ...overrides });
  try {
    const call = (xff: string) =>
      t.app.inject({ method: 'POST', url: '/api/newsletter', payload: { newsEmail: `${xff}@example.ng` }, remoteAddress: '203.0.113.10', headers: { 'x-forwarded-for': xff } });
    assert.equal((await call('198.51.100.1')).statusCode, 200);
    return (await call('198.51.100.2')).statusCode === 429;
  } finally {
    await t.close();
  }
}

describe('TRUST_PROXY and the per-IP rate limits', () => {
  it('unset: a spoofed X-Forwarded-For from a non-loopback peer does not change the bucket', async () => {
    assert.equal(await secondIsLimited({}), true);
  });

  it("set to the proxy's network: the client address comes from the header", async () => {
    const { loadConfig } = await import('../config');
    assert.equal(await secondIsLimited({ TRUST_PROXY: loadConfig({ TRUST_PROXY: '203.0.113.0/24' }).TRUST_PROXY }), false);
  });

  it('set to a hop count: the nearest hop is trusted', async () => {
    assert.equal(await secondIsLimited({ TRUST_PROXY: 1 }), false);
  });
});
