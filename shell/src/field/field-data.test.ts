import { FieldBody } from '@agency/contracts';
import { STORAGE_CONSENT_KEY, writeConsent } from '@agency/shared-auth/consent';
import { remoteFallbackPlugin } from '../mf/fallback-plugin';
import { remoteVersionsPlugin } from '../mf/remote-versions';
import { enableFieldErrors, reportFieldError, resetFieldErrors, takeFieldErrors, type PendingError } from './errors';
import { startFieldDataSampling } from './index';
import { pageOwner, remoteOfStack } from './page-owner';
import { createFieldReporter, MAX_ERRORS, type ReporterOptions } from './reporter';

const ROUTES = [
  { path: '/tutorial-detail/:id', remote: 'academy' },
  { path: '/home', remote: 'marketing' },
  { path: '/office/*', remote: 'office' },
];
const ENTRIES = new Map([
  ['marketing', 'https://cdn.site.ng/marketing/2026-11-26/mf-manifest.json'],
  ['academy', 'https://site.ng/remotes/academy/mf-manifest.json'],
]);

function reporter(over: Partial<ReporterOptions> = {}) {
  const beacons: { url: string; body: string }[] = [];
  const later: (() => void)[] = [];
  const r = createFieldReporter({
    endpoint: '/api/field',
    landing: pageOwner(ROUTES, '/tutorial-detail/7'),
    current: () => pageOwner(ROUTES, '/home'),
    versionOf: (remote) => ({ academy: '1.2.0', marketing: '2.0.1' })[remote] ?? 'unknown',
    remoteOfStack: (stack) => remoteOfStack(ENTRIES, stack),
    send: (url, body) => {
      beacons.push({ url, body });
      return true;
    },
    soon: (send) => later.push(send),
    ...over,
  });
  const items = () => beacons.flatMap((b) => FieldBody.parse(JSON.parse(b.body)).items);
  return { r, beacons, later, items };
}

describe('field data in the browser', () => {
  afterEach(() => {
    resetFieldErrors();
    localStorage.removeItem(STORAGE_CONSENT_KEY);
  });

  it('sends vitals labelled by route pattern and remote version, with nothing that identifies the visitor or the address', () => {
    const { r, beacons, items } = reporter();
    r.vital({ name: 'LCP', value: 2345.6, attribution: 'main > h1.hero' });
    r.vital({ name: 'CLS', value: 0.0123456 });
    r.vital({ name: 'CLS', value: 0.05 });
    expect(beacons).toHaveLength(0);
    r.flush();
    expect(beacons).toHaveLength(1);
    expect(beacons[0]!.url).toBe('/api/field');
    // The contract's schema is strict: an extra field (an id, a time stamp, the URL) would not parse.
    expect(items()).toEqual([
      { kind: 'vital', name: 'LCP', value: 2346, page: '/tutorial-detail/:id', remote: 'academy', version: '1.2.0', attribution: 'main > h1.hero' },
      { kind: 'vital', name: 'CLS', value: 0.05, page: '/tutorial-detail/:id', remote: 'academy', version: '1.2.0' },
    ]);
    expect(beacons[0]!.body).not.toMatch(/tutorial-detail\/7|cookie|session|user|token/i);
    r.flush();
    expect(beacons).toHaveLength(1);
  });

  it('tags each error with the remote that raised it and its version; repeats and floods are not resent', () => {
    const { r, later, items } = reporter();
    const thrown = new Error('price is undefined');
    thrown.stack = 'TypeError: price is undefined\n    at Price (https://cdn.site.ng/marketing/2026-11-26/__federation_expose_Home.js:1:99)';
    r.error({ source: 'error', error: thrown });
    r.error({ source: 'error', error: thrown });
    r.error({ source: 'boundary', error: new Error('render failed'), remote: 'academy' });
    r.error({ source: 'rejection', error: 'plain reason' });
    expect(later).toHaveLength(1);
    later[0]!();
    expect(items().map((i) => i.kind === 'error' && [i.source, i.message, i.remote, i.version, i.page])).toEqual([
      ['error', 'price is undefined', 'marketing', '2.0.1', '/home'],
      ['boundary', 'render failed', 'academy', '1.2.0', '/home'],
      // Not from a remote's host: the page's remote.
      ['rejection', 'plain reason', 'marketing', '2.0.1', '/home'],
    ]);
    for (let i = 0; i < MAX_ERRORS + 5; i++) r.error({ source: 'error', error: new Error(`loop ${i}`) });
    r.flush();
    expect(items()).toHaveLength(MAX_ERRORS);
  });

  it('splits a big queue into beacons the API takes (under its 16 KB cap, 20 items each)', () => {
    const { r, beacons } = reporter();
    for (let i = 0; i < 10; i++) {
      const e = new Error(`e${i}`);
      e.stack = `Error\n${'    at f (https://site.ng/x.js:1:1)\n'.repeat(100)}`;
      r.error({ source: 'error', error: e });
    }
    r.flush();
    expect(beacons.length).toBeGreaterThan(1);
    for (const b of beacons) expect(new TextEncoder().encode(b.body).length).toBeLessThan(16 * 1024);
  });

  it('holds errors from the start of a sampled view until the reporter takes them; an unsampled view keeps none', () => {
    reportFieldError('error', new Error('before sampling'));
    const target = new EventTarget();
    enableFieldErrors(target as unknown as Window);
    const early = Object.assign(new Event('error'), { error: new Error('early') });
    target.dispatchEvent(early);
    target.dispatchEvent(Object.assign(new Event('unhandledrejection'), { reason: 'nope' }));
    const taken: PendingError[] = [];
    takeFieldErrors((e) => taken.push(e));
    expect(taken.map((e) => [e.source, e.error instanceof Error ? e.error.message : e.error])).toEqual([
      ['error', 'early'],
      ['rejection', 'nope'],
    ]);
  });

  it('reports a remote that fails to load through the federation runtime’s errorLoadRemote hook (where a refused shared singleton arrives too), per remote', async () => {
    const taken: PendingError[] = [];
    enableFieldErrors(new EventTarget() as unknown as Window);
    takeFieldErrors((e) => taken.push(e));
    jest.spyOn(console, 'error').mockImplementation(() => {});
    const hook = remoteFallbackPlugin(() => null, () => true).errorLoadRemote as (args: unknown) => Promise<unknown>;
    await hook({ id: 'academy/Tutorials', error: new Error('Failed to fetch https://x/mf-manifest.json'), lifecycle: 'onLoad' });
    expect(taken).toEqual([{ source: 'load', error: expect.any(Error), remote: 'academy' }]);
    jest.restoreAllMocks();
  });

  it('reads each remote’s version from its manifest as the runtime loads it', async () => {
    const { remoteVersion } = await import('../mf/remote-versions');
    const hook = remoteVersionsPlugin().loadRemoteSnapshot as (args: unknown) => unknown;
    hook({ moduleInfo: { name: 'portal' }, manifestJson: { metaData: { buildInfo: { buildVersion: '3.1.4' } } } });
    expect(remoteVersion('portal')).toBe('3.1.4');
    expect(remoteVersion('booking')).toBe('unknown');
  });

  it('labels pages by route pattern, static before dynamic; anything else is the shell’s /*', () => {
    expect(pageOwner([{ path: '/work/:slug', remote: 'marketing' }, { path: '/work/lagos', remote: 'academy' }], '/work/lagos')).toEqual({ page: '/work/lagos', remote: 'academy' });
    expect(pageOwner(ROUTES, '/office/payments')).toEqual({ page: '/office/*', remote: 'office' });
    expect(pageOwner(ROUTES, '/nowhere?email=a@b.ng')).toEqual({ page: '/*', remote: 'shell' });
  });

  it('samples page views by the served rate, only once the visitor allowed it in the storage notice, and never under GPC', () => {
    // Not asked yet: nothing is sent, whatever the rate (issue 30: nothing non-essential before consent).
    expect(startFieldDataSampling(1, ROUTES, () => 0)).toBe(false);
    writeConsent({ 'field-data': false });
    expect(startFieldDataSampling(1, ROUTES, () => 0)).toBe(false);
    writeConsent({ 'field-data': true });
    expect(startFieldDataSampling(0, ROUTES, () => 0)).toBe(false);
    expect(startFieldDataSampling(undefined, ROUTES, () => 0)).toBe(false);
    expect(startFieldDataSampling(0.25, ROUTES, () => 0.3)).toBe(false);
    expect(startFieldDataSampling(0.25, ROUTES, () => 0.2)).toBe(true);
    Object.defineProperty(navigator, 'globalPrivacyControl', { value: true, configurable: true });
    expect(startFieldDataSampling(1, ROUTES, () => 0)).toBe(false);
    Object.defineProperty(navigator, 'globalPrivacyControl', { value: undefined, configurable: true });
  });
});
