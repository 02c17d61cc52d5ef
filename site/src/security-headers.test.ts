import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import type { AddressInfo } from 'node:net';
import { buildApi } from '@agency/api';
import { loadConfig } from '@agency/api/config';
import type { FastifyInstance } from 'fastify';
import { HSTS_VALUE, PERMISSIONS_POLICY } from './security-headers';
import { buildSite } from './site-server';
import { migratedTemplate } from '@agency/api/testing/pglite-template';

/** The remotes of these fixtures (the site itself takes their names from the manifest). */
const REMOTES = ['marketing', 'booking', 'portal', 'academy', 'office'];

const root = mkdtempSync(path.join(tmpdir(), 'site-headers-'));
function fakeDist(name: string, files: Record<string, string | Buffer>) {
  const dir = path.join(root, name);
  mkdirSync(dir, { recursive: true });
  for (const [file, body] of Object.entries(files)) writeFileSync(path.join(dir, file), body);
  return dir;
}
const JS = 'console.log("shell")';
const shellDir = fakeDist('shell', {
  'index.html': '<!doctype html><div id="root"></div>',
  'main.0123abcd.js': JS,
  'main.0123abcd.js.br': brotliCompressSync(JS),
  'main.0123abcd.js.gz': gzipSync(JS),
  'main.0123abcd.js.map': '{"version":3}',
  'main.0123abcd.css': 'body{}',
});
const remoteDirs = Object.fromEntries(REMOTES.map((r) => [r, fakeDist(r, { 'mf-manifest.json': '{}', 'remoteEntry.js': 'var x=1', 'remoteEntry.js.map': '{}' })]));
const devConfig = () => loadConfig({ NODE_ENV: 'test' }, { DATA_DIR: path.join(root, `data-${Math.random()}`), LOG_LEVEL: 'silent' });
const prodConfig = (env: Record<string, string> = {}) =>
  loadConfig({ NODE_ENV: 'production', SITE_URL: 'https://thinkmakesolve.ng', SMTP_URL: 'smtp://mail.example.ng', ...env }, { DATA_DIR: path.join(root, `data-${Math.random()}`), LOG_LEVEL: 'silent' });

function directives(csp: string | undefined): Record<string, string[]> {
  assert.ok(csp, 'a Content-Security-Policy header');
  return Object.fromEntries(csp.split(';').map((d) => d.trim().split(/\s+/)).map(([name, ...values]) => [name!, values]));
}

describe('security headers on every kind of response the site sends', () => {
  let app: FastifyInstance;
  before(async () => {
    ({ app } = await buildSite({ shellDir, remoteDirs, apiConfig: devConfig(), apiStartDatabaseFrom: await migratedTemplate() }));
  });
  after(() => app.close());

  const pages = [
    { name: 'a client-side route', url: '/made-requests' },
    { name: 'the home page', url: '/' },
    { name: '/index.html asked for directly', url: '/index.html' },
    { name: 'an unknown page (the shell answers)', url: '/no/such/page', accept: 'text/html' },
    { name: 'a token page', url: '/reset-password/reset/abc' },
  ];
  for (const page of pages) {
    it(`HTML: ${page.name} gets a strict CSP, framing and feature rules, nosniff`, async () => {
      const res = await app.inject({ url: page.url, headers: page.accept ? { accept: page.accept } : {} });
      assert.equal(res.statusCode, 200);
      assert.match(String(res.headers['content-type']), /^text\/html/);
      const csp = directives(res.headers['content-security-policy'] as string);
      assert.deepEqual(csp['default-src'], ["'self'"]);
      assert.deepEqual(csp['object-src'], ["'none'"]);
      assert.deepEqual(csp['frame-ancestors'], ["'none'"]);
      assert.ok(!csp['script-src']!.some((v) => v.includes('unsafe')), 'no inline or eval script');
      assert.ok(csp['script-src']!.includes('https://js.paystack.co'));
      assert.ok(csp['frame-src']!.includes('https://checkout.paystack.com'));
      assert.ok(csp['style-src']!.includes("'unsafe-inline'"), 'styled-components injects <style>');
      assert.equal(res.headers['x-frame-options'], 'DENY');
      assert.equal(res.headers['x-content-type-options'], 'nosniff');
      assert.equal(res.headers['permissions-policy'], PERMISSIONS_POLICY);
      assert.equal(res.headers['strict-transport-security'], undefined, 'no HSTS over plain HTTP');
    });
  }

  const others = [
    { name: 'a shell script', url: '/main.0123abcd.js', encoding: 'identity', type: /javascript/ },
    { name: 'its Brotli copy', url: '/main.0123abcd.js', encoding: 'br', type: /javascript/ },
    { name: 'its gzip copy', url: '/main.0123abcd.js', encoding: 'gzip', type: /javascript/ },
    { name: 'a stylesheet', url: '/main.0123abcd.css', encoding: 'identity', type: /css/ },
    { name: "a remote's entry", url: '/remotes/marketing/remoteEntry.js', encoding: 'identity', type: /javascript/ },
    { name: 'the remotes manifest', url: '/remotes.json', encoding: 'identity', type: /json/ },
    { name: 'an API answer', url: '/api/home', encoding: 'identity', type: /json/ },
    { name: 'a missing file', url: '/missing.js', encoding: 'identity', type: /json/ },
  ];
  for (const r of others) {
    it(`${r.name}: nosniff and Permissions-Policy`, async () => {
      const res = await app.inject({ url: r.url, headers: { 'accept-encoding': r.encoding } });
      assert.match(String(res.headers['content-type']), r.type);
      assert.equal(res.headers['x-content-type-options'], 'nosniff');
      assert.ok(res.headers['permissions-policy']);
    });
  }

  it('sends HSTS when the request came over TLS through a trusted proxy, never on plain HTTP', async () => {
    const tls = await app.inject({ url: '/', headers: { 'x-forwarded-proto': 'https' } });
    assert.match(String(tls.headers['strict-transport-security']), /max-age=31536000/);
    const spoofed = await app.inject({ url: '/', headers: { 'x-forwarded-proto': 'https' }, remoteAddress: '203.0.113.5' });
    assert.equal(spoofed.headers['strict-transport-security'], undefined, 'an untrusted peer cannot claim TLS');
  });
});

describe('the CSP follows the remotes manifest', () => {
  it('allows exactly the origins the manifest names, re-read on every request', async () => {
    const remotesFile = path.join(root, 'remotes.json');
    const write = (remotes: Record<string, string>, apiBase = '/api') => writeFileSync(remotesFile, JSON.stringify({ apiBase, remotes }));
    write({ marketing: 'http://127.0.0.1:5999/mf-manifest.json', portal: '/remotes/portal/mf-manifest.json' }, 'https://api.example.ng/api');
    const { app } = await buildSite({ shellDir, remoteDirs, remotesFile, withApi: false, apiConfig: devConfig() });
    try {
      let csp = directives((await app.inject({ url: '/' })).headers['content-security-policy'] as string);
      for (const d of ['script-src', 'style-src', 'connect-src', 'img-src', 'font-src']) assert.ok(csp[d]!.includes('http://127.0.0.1:5999'), d);
      assert.ok(csp['connect-src']!.includes('https://api.example.ng'));
      assert.ok(!csp['script-src']!.includes('https://api.example.ng'), 'the API base serves no scripts');
      write({ marketing: 'https://cdn.example.ng/marketing/v2/mf-manifest.json' });
      csp = directives((await app.inject({ url: '/home' })).headers['content-security-policy'] as string);
      assert.ok(csp['script-src']!.includes('https://cdn.example.ng'));
      assert.ok(!csp['script-src']!.includes('http://127.0.0.1:5999'), 'a remote moved away is no longer allowed');
    } finally {
      await app.close();
    }
  });
});

describe('production', () => {
  it('refuses source maps unless SERVE_SOURCE_MAPS=true, and HSTS=on sends HSTS on every response', async () => {
    const { app } = await buildSite({ shellDir, remoteDirs, withApi: false, apiConfig: prodConfig({ HSTS: 'on' }) });
    try {
      for (const url of ['/main.0123abcd.js.map', '/remotes/marketing/remoteEntry.js.map', '/main.0123abcd.js.map?x=1', '/main.0123abcd.js.MAP']) {
        assert.equal((await app.inject({ url })).statusCode, 404, url);
      }
      // Only the path counts: a query that mentions a map is not one.
      assert.equal((await app.inject({ url: '/main.0123abcd.js?from=main.0123abcd.js.map' })).statusCode, 200);
      const js = await app.inject({ url: '/main.0123abcd.js' });
      assert.equal(js.statusCode, 200);
      assert.match(String(js.headers['strict-transport-security']), /max-age=/);
    } finally {
      await app.close();
    }
    const { app: withMaps } = await buildSite({ shellDir, remoteDirs, withApi: false, apiConfig: prodConfig({ SERVE_SOURCE_MAPS: 'true' }) });
    try {
      assert.equal((await withMaps.inject({ url: '/main.0123abcd.js.map' })).statusCode, 200);
    } finally {
      await withMaps.close();
    }
  });

  it('serves source maps in development', async () => {
    const { app } = await buildSite({ shellDir, remoteDirs, withApi: false, apiConfig: devConfig() });
    try {
      assert.equal((await app.inject({ url: '/main.0123abcd.js.map' })).statusCode, 200);
    } finally {
      await app.close();
    }
  });
});

describe('TRUST_PROXY through the site', () => {
  /** Two calls from one peer with different X-Forwarded-For values: does the API count them as one client? */
  async function sameBucket(env: Record<string, string>): Promise<boolean> {
    const apiConfig = loadConfig({ NODE_ENV: 'test', RATE_LIMIT_MAX: '1', ...env }, { DATA_DIR: path.join(root, `data-${Math.random()}`), LOG_LEVEL: 'silent' });
    const { app } = await buildSite({ shellDir, remoteDirs, apiConfig, apiStartDatabaseFrom: await migratedTemplate() });
    try {
      const call = (xff: string) =>
        app.inject({ method: 'POST', url: '/api/newsletter', payload: { newsEmail: `${xff}@example.ng` }, remoteAddress: '203.0.113.5', headers: { 'x-forwarded-for': xff } });
      assert.equal((await call('198.51.100.1')).statusCode, 200);
      return (await call('198.51.100.2')).statusCode === 429;
    } finally {
      await app.close();
    }
  }

  it('unset: a spoofed X-Forwarded-For from a non-loopback peer does not change the bucket', async () => {
    assert.equal(await sameBucket({}), true);
  });

  it('naming the proxy: the client address is taken from the header', async () => {
    assert.equal(await sameBucket({ TRUST_PROXY: '203.0.113.0/24' }), false);
  });
});

describe('one header policy on every kind of answer, HSTS only over TLS', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'site-policy-'));
  const shell = path.join(dir, 'shell');
  mkdirSync(path.join(shell, 'server'), { recursive: true });
  writeFileSync(path.join(shell, 'index.html'), '<!doctype html><html><head><title>Site</title></head><body><div id="root"></div></body></html>');
  // The shell's server build: renders every page it is asked for.
  writeFileSync(path.join(shell, 'server', 'index.js'), `exports.createRenderer = async () => async (req) => ({ html: '<h1>Rendered ' + req.url + '</h1>', styles: '', state: {} });`);
  const marketing = path.join(dir, 'marketing');
  mkdirSync(marketing, { recursive: true });
  writeFileSync(path.join(marketing, 'mf-manifest.json'), JSON.stringify({ name: 'marketing', metaData: { ssrRemoteEntry: { name: 'remoteEntry.js', path: 'server', type: 'commonjs-module' } } }));
  writeFileSync(path.join(marketing, 'remoteEntry.js'), 'var marketing = 1;');
  writeFileSync(
    path.join(marketing, 'routes.json'),
    JSON.stringify({
      routes: [
        { path: '/home', expose: 'Home', meta: { title: 'Home', description: 'd', public: true } },
        { path: '/made-requests', expose: 'Requests', meta: { title: 'Requests', description: 'd', public: false } },
      ],
    }),
  );
  let app: FastifyInstance;
  before(async () => {
    ({ app } = await buildSite({ shellDir: shell, remoteDirs: { marketing }, apiConfig: devConfig(), apiStartDatabaseFrom: await migratedTemplate() }));
  });
  after(() => app.close());

  const answers = [
    { name: 'a server-rendered page', url: '/home', accept: 'text/html', body: /<h1>Rendered \/home<\/h1>/, corp: 'same-site' },
    { name: 'a page the browser renders', url: '/made-requests', accept: 'text/html', body: /<div id="root"><\/div>/, corp: 'same-site' },
    { name: "a remote's script", url: '/remotes/marketing/remoteEntry.js', body: /var marketing/, corp: 'cross-origin' },
    { name: 'remotes.json', url: '/remotes.json', body: /"remotes"/, corp: 'same-site' },
    { name: 'an API answer', url: '/api/health', body: /"status"|ok/, corp: 'same-site' },
    { name: 'a missing file (404)', url: '/missing.0123abcd.js', status: 404, body: /Not found/, corp: 'same-site' },
    { name: 'an unknown page (404)', url: '/no/such/page', accept: 'text/html', status: 404, body: /<div id="root"[ >]/, corp: 'same-site' },
  ];
  for (const answer of answers) {
    it(`${answer.name}: COOP, CORP, nosniff, Permissions-Policy; HSTS over TLS only`, async () => {
      for (const tls of [true, false]) {
        const headers: Record<string, string> = { ...(answer.accept && { accept: answer.accept }), ...(tls && { 'x-forwarded-proto': 'https' }) };
        const res = await app.inject({ url: answer.url, headers });
        assert.equal(res.statusCode, answer.status ?? 200, `${answer.url}: ${res.body.slice(0, 200)}`);
        assert.match(res.body, answer.body);
        assert.equal(res.headers['cross-origin-opener-policy'], 'same-origin-allow-popups');
        assert.equal(res.headers['cross-origin-resource-policy'], answer.corp);
        assert.equal(res.headers['x-content-type-options'], 'nosniff');
        assert.equal(res.headers['permissions-policy'], PERMISSIONS_POLICY);
        assert.equal(res.headers['strict-transport-security'], tls ? HSTS_VALUE : undefined, tls ? 'over TLS' : 'over plain HTTP');
      }
    });
  }
});

describe('API processes behind the site (API_UPSTREAMS)', () => {
  it('get the protocol the site resolved, so a client cannot claim TLS to them (their HSTS follows it)', async () => {
    const api = await buildApi({ config: devConfig(), logger: false, startDatabaseFrom: await migratedTemplate() });
    await api.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = api.app.server.address() as AddressInfo;
    const { app } = await buildSite({ shellDir, remoteDirs, apiConfig: devConfig(), apiUpstreams: [`http://127.0.0.1:${port}`] });
    try {
      const spoofed = await app.inject({ url: '/api/health', headers: { 'x-forwarded-proto': 'https' }, remoteAddress: '203.0.113.5' });
      assert.equal(spoofed.statusCode, 200);
      assert.equal(spoofed.headers['strict-transport-security'], undefined);
      const tls = await app.inject({ url: '/api/health', headers: { 'x-forwarded-proto': 'https' } });
      assert.equal(tls.headers['strict-transport-security'], HSTS_VALUE);
    } finally {
      await app.close();
      await api.close();
    }
  });
});
