import assert from 'node:assert/strict';
import { after, before, beforeEach, describe, it } from 'node:test';
import { FIELD_BODY_LIMIT, SiteHealth } from '@agency/contracts';
import { fieldErrors, fieldVitals } from '../db/schema';
import { createTestUser, type TestUser } from '../testing/fixtures';
import { startTestApi, type TestApi } from '../testing/test-api';
import { runRetention } from '../privacy/retention';
import { fingerprintOf, normaliseMessage, siteHealth, topFrames } from './service';

const TOKEN = 'metrics-token-for-field-tests-0123456789';
const HOUR = 3_600_000;

const vital = (over: Record<string, unknown> = {}) => ({ kind: 'vital', name: 'LCP', value: 1200, page: '/home', remote: 'marketing', version: '1.4.0', ...over });
const error = (over: Record<string, unknown> = {}) => ({
  kind: 'error',
  source: 'error',
  message: 'Cannot read properties of undefined (reading "price")',
  stack: 'TypeError: Cannot read properties of undefined\n    at Price (https://site.ng/remotes/marketing/__federation_expose_Home.3f9a2c1b.js:1:2345)\n    at renderWithHooks (https://site.ng/shell/vendor.js:2:100)',
  page: '/services',
  remote: 'marketing',
  version: '1.4.0',
  ...over,
});

describe('POST /api/field (field-data beacons)', () => {
  let t: TestApi;
  let staff: TestUser;
  const beacon = (payload: unknown, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url: '/api/field', headers: { 'content-type': 'text/plain;charset=UTF-8', ...headers }, payload: typeof payload === 'string' ? payload : JSON.stringify(payload) });

  before(async () => {
    t = await startTestApi({ METRICS_TOKEN: TOKEN, FIELD_DATA_RATE_LIMIT_MAX: 1000 });
    staff = await createTestUser(t.db, t.config, { role: 'staff' });
  });
  after(() => t.close());
  beforeEach(async () => {
    await t.db.delete(fieldVitals);
    await t.db.delete(fieldErrors);
  });

  it('stores vitals and errors sent as sendBeacon sends them (text/plain JSON), with no address, cookie or user', async () => {
    const res = await beacon({ items: [vital(), vital({ name: 'CLS', value: 0.02, attribution: 'main > h1' }), error({ message: 'Stored, not counted later' })] }, { cookie: 'sid=abc', authorization: `Bearer ${staff.token}` });
    assert.equal(res.statusCode, 200);
    const rows = await t.db.select().from(fieldVitals);
    assert.deepEqual(rows.map((r) => [r.name, r.value, r.page, r.remote, r.remoteVersion]).sort(), [['CLS', 0.02, '/home', 'marketing', '1.4.0'], ['LCP', 1200, '/home', 'marketing', '1.4.0']]);
    // Nothing that could identify a visitor has a column to go in.
    const [stored] = await t.db.select().from(fieldErrors);
    assert.deepEqual(Object.keys(stored!).sort(), ['createdAt', 'fingerprint', 'frames', 'id', 'message', 'page', 'remote', 'remoteVersion', 'source']);
    assert.equal(stored!.frames, 'Price (/remotes/marketing/__federation_expose_Home.js:1:2345)\nrenderWithHooks (/shell/vendor.js:2:100)');
    // Also as JSON (a fetch with keepalive, a test).
    assert.equal((await t.app.inject({ method: 'POST', url: '/api/field', payload: { items: [vital()] } })).statusCode, 200);
  });

  it('refuses an oversize beacon with 413 and { detail }, before reading it', async () => {
    const items = Array.from({ length: 20 }, () => error({ stack: 'x'.repeat(3900) }));
    const res = await beacon({ items });
    assert.equal(res.statusCode, 413);
    assert.equal(typeof res.json().detail, 'string');
    assert.ok(JSON.stringify({ items }).length > FIELD_BODY_LIMIT);
    assert.equal((await t.db.select().from(fieldErrors)).length, 0);
  });

  it('refuses malformed beacons with 400 and { detail }: not JSON, unknown vital, a full URL as page, an extra field (an identifier), no items', async () => {
    for (const payload of [
      '{"items": [',
      { items: [vital({ name: 'FID' })] },
      { items: [vital({ page: '/tutorial-detail/7?ref=mail&email=a@b.ng' })] },
      { items: [vital({ page: 'https://site.ng/home' })] },
      { items: [vital({ userId: 42 })] },
      { items: [vital()], sessionId: 'abc' },
      { items: [vital({ value: -1 })] },
      { items: [] },
      { items: [error({ message: '' })] },
      { items: Array.from({ length: 21 }, () => vital()) },
    ]) {
      const res = await beacon(payload);
      assert.equal(res.statusCode, 400, JSON.stringify(payload).slice(0, 80));
      assert.equal(typeof res.json().detail, 'string');
    }
    assert.equal((await t.db.select().from(fieldVitals)).length, 0);
  });

  it('computes the error fingerprint itself: one group across hosts, hashes, numbers and releases; another message or frame is another group', () => {
    const frames = topFrames(error().stack);
    const again = topFrames('Error\n    at Price (http://localhost:5870/remotes/marketing/__federation_expose_Home.99aa88bb.js?v=3:1:2345)\n    at renderWithHooks (http://localhost:5870/shell/vendor.js:2:100)');
    assert.deepEqual(again, frames);
    assert.equal(fingerprintOf('marketing', 'Loading chunk 412 failed', frames), fingerprintOf('marketing', 'Loading chunk 97 failed', again));
    assert.notEqual(fingerprintOf('marketing', 'Loading chunk 412 failed', frames), fingerprintOf('academy', 'Loading chunk 412 failed', frames));
    assert.notEqual(fingerprintOf('marketing', 'a failed', frames), fingerprintOf('marketing', 'b failed', frames));
    assert.notEqual(fingerprintOf('marketing', 'a failed', frames), fingerprintOf('marketing', 'a failed', frames.slice(1)));
    assert.deepEqual(topFrames('boom@https://site.ng/remotes/academy/main.0123abcd.js:4:5\n@https://site.ng/x.js:1:1'), ['boom (/remotes/academy/main.js:4:5)', '<anonymous> (/x.js:1:1)']);
    assert.equal(normaliseMessage('Failed to fetch https://site.ng/remotes/x/mf-manifest.json?t=123'), 'Failed to fetch https://site.ng/remotes/x/mf-manifest.json');
  });

  it('answers p75 per page and per remote version over 24 h and 7 days (known samples, known p75) and groups errors per version', async () => {
    const now = new Date();
    const at = (hoursAgo: number) => new Date(now.getTime() - hoursAgo * HOUR);
    const sample = (value: number, hoursAgo: number, over: Partial<typeof fieldVitals.$inferInsert> = {}) => ({
      name: 'LCP' as const, value, page: '/home', remote: 'marketing', remoteVersion: '1.4.0', createdAt: at(hoursAgo), ...over,
    });
    await t.db.insert(fieldVitals).values([
      // Last 24 h on /home: 1000, 2000, 3000, 4000 → p75 = 3000 + 0.25·(4000 − 3000) = 3250 (linear, as percentile_cont).
      ...[1000, 2000, 3000, 4000].map((v) => sample(v, 1)),
      // Three more days back: 7 d is then 1000…4000 and 5000, 6000 → p75 of six = 4000 + 0.75·1000 = 4750.
      sample(5000, 50), sample(6000, 72),
      // Older than 7 days: in no window.
      sample(90_000, 8 * 24 - 1),
      // Another page, another version of the remote.
      sample(100, 2, { page: '/services', remoteVersion: '1.5.0' }),
      sample(300, 2, { page: '/services', remoteVersion: '1.5.0' }),
      sample(0.3, 2, { name: 'CLS', page: '/services', remoteVersion: '1.5.0' }),
    ]);
    // The same fault from two releases and two pages, and another one.
    for (const over of [{}, {}, { page: '/home' }, { version: '1.5.0' }, { message: 'Remote academy could not be loaded', source: 'load', remote: 'academy', version: '2.0.0', stack: undefined }]) {
      assert.equal((await beacon({ items: [error(over)] })).statusCode, 200);
    }

    const res = await t.app.inject({ method: 'GET', url: '/api/office/site_health', headers: staff.headers });
    assert.equal(res.statusCode, 200);
    const health = SiteHealth.parse(res.json());
    const page = (p: string, w: string) => health.pages.find((r) => r.page === p && r.window === w)?.vitals;
    assert.deepEqual(page('/home', '24h')?.LCP, { p75: 3250, samples: 4 });
    assert.deepEqual(page('/home', '7d')?.LCP, { p75: 4750, samples: 6 });
    assert.deepEqual(page('/services', '24h'), { LCP: { p75: 250, samples: 2 }, CLS: { p75: 0.3, samples: 1 } });
    const remote = (v: string, w: string) => health.remotes.find((r) => r.remote === 'marketing' && r.version === v && r.window === w)?.vitals;
    assert.deepEqual(remote('1.4.0', '24h')?.LCP, { p75: 3250, samples: 4 });
    assert.deepEqual(remote('1.5.0', '7d')?.LCP, { p75: 250, samples: 2 });

    const fault = health.errors.filter((g) => g.remote === 'marketing');
    assert.equal(new Set(fault.map((g) => g.fingerprint)).size, 1);
    const v14 = fault.find((g) => g.version === '1.4.0')!;
    assert.equal(v14.count, 3);
    assert.equal(v14.count24h, 3);
    assert.deepEqual([...v14.pages].sort(), ['/home', '/services']);
    assert.ok(v14.first_seen <= v14.last_seen);
    assert.equal(fault.find((g) => g.version === '1.5.0')?.count, 1);
    const load = health.errors.find((g) => g.remote === 'academy')!;
    assert.deepEqual([load.source, load.version, load.count, load.frames], ['load', '2.0.0', 1, '']);

    // The same figures on /metrics, labelled by route pattern, remote and version.
    const metrics = (await t.app.inject({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } })).body;
    assert.match(metrics, /field_vital_p75\{vital="LCP",page="\/home",window="24h"\} 3\.25/);
    assert.match(metrics, /field_vital_p75_by_remote\{vital="LCP",remote="marketing",version="1\.5\.0",window="7d"\} 0\.25/);
    assert.match(metrics, new RegExp(`field_errors_total\\{fingerprint="${v14.fingerprint}",source="error",remote="marketing",version="1\\.4\\.0"\\} 3`));
    assert.match(metrics, new RegExp(`field_error_group_events\\{fingerprint="${v14.fingerprint}",remote="marketing",version="1\\.4\\.0"\\} 3`));

    // Staff only.
    assert.equal((await t.app.inject({ method: 'GET', url: '/api/office/site_health' })).statusCode, 401);
  });

  it('deletes samples older than 8 days (the one retention job) and keeps the rest', async () => {
    const now = new Date();
    const old = new Date(now.getTime() - (8 * 24 + 1) * HOUR);
    const recent = new Date(now.getTime() - 7 * 24 * HOUR);
    await t.db.insert(fieldVitals).values([{ name: 'TTFB', value: 1, page: '/home', remote: 'marketing', remoteVersion: '1', createdAt: old }, { name: 'TTFB', value: 2, page: '/home', remote: 'marketing', remoteVersion: '1', createdAt: recent }]);
    await t.db.insert(fieldErrors).values([{ fingerprint: 'f', source: 'error', message: 'm', frames: '', page: '/home', remote: 'marketing', remoteVersion: '1', createdAt: old }]);
    // Run as the API runs it: by the one retention job, beside the other purges.
    assert.equal((await runRetention(t.db, t.config, now)).fieldData, 2);
    assert.deepEqual((await t.db.select().from(fieldVitals)).map((r) => r.value), [2]);
    assert.equal((await siteHealth(t.db, now)).errors.length, 0);
  });
});

describe('POST /api/field flooding', () => {
  let t: TestApi;
  before(async () => {
    t = await startTestApi({ FIELD_DATA_RATE_LIMIT_MAX: 3 });
  });
  after(() => t.close());

  it('answers 429 with { detail } past the per-address limit, and stores nothing more', async () => {
    const send = () => t.app.inject({ method: 'POST', url: '/api/field', payload: { items: [vital()] } });
    for (let i = 0; i < 3; i++) assert.equal((await send()).statusCode, 200);
    const refused = await send();
    assert.equal(refused.statusCode, 429);
    assert.match(refused.json().detail, /Too many requests/);
    assert.equal((await t.db.select().from(fieldVitals)).length, 3);
  });
});
