import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { createHmac } from 'node:crypto';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { loadConfig } from '@agency/api/config';
import type { FastifyInstance } from 'fastify';
import { buildSite } from './site-server';
import { migratedTemplate } from '@agency/api/testing/pglite-template';

/** The remotes of these fixtures (the site itself takes their names from the manifest). */
const REMOTES = ['marketing', 'booking', 'portal', 'academy', 'office'];

const SHELL_JS = 'console.log(1)';
const WEBHOOK_SECRET = 'sk_test_site_mount';
const REMOTE_JS = `var marketing = ${JSON.stringify('x'.repeat(4000))};`;

function fakeDist(root: string, name: string, files: Record<string, string>) {
  const dir = path.join(root, name);
  mkdirSync(dir, { recursive: true });
  for (const [file, body] of Object.entries(files)) writeFileSync(path.join(dir, file), body);
  return dir;
}

describe('the site server', () => {
  let app: FastifyInstance;
  const root = mkdtempSync(path.join(tmpdir(), 'site-test-'));
  const remotesFile = path.join(root, 'remotes.json');

  before(async () => {
    const shellDir = fakeDist(root, 'shell', { 'index.html': '<!doctype html><div id="root"></div>', 'main.0123abcd.js': 'console.log(1)' });
    // What the build writes next to each asset: Brotli and gzip copies.
    writeFileSync(path.join(shellDir, 'main.0123abcd.js.br'), brotliCompressSync(SHELL_JS));
    writeFileSync(path.join(shellDir, 'main.0123abcd.js.gz'), gzipSync(SHELL_JS));
    const remoteDirs = Object.fromEntries(REMOTES.map((r) => [r, fakeDist(root, r, { 'mf-manifest.json': `{"name":"${r}"}`, 'remoteEntry.js': REMOTE_JS })]));
    writeFileSync(path.join(root, 'marketing', 'remoteEntry.js.br'), brotliCompressSync(REMOTE_JS));
    const apiConfig = loadConfig({ NODE_ENV: 'test' }, { DATA_DIR: path.join(root, 'data'), LOG_LEVEL: 'silent', PAYSTACK_SECRET_KEY: WEBHOOK_SECRET });
    ({ app } = await buildSite({ shellDir, remoteDirs, apiConfig, remotesFile: undefined, apiStartDatabaseFrom: await migratedTemplate() }));
  });
  after(() => app.close());

  it('answers every client-side route with the shell, and token pages without a referrer', async () => {
    const page = await app.inject({ method: 'GET', url: '/made-requests' });
    assert.equal(page.statusCode, 200);
    assert.match(page.body, /id="root"/);
    assert.equal(page.headers['referrer-policy'], 'strict-origin-when-cross-origin');
    const reset = await app.inject({ method: 'GET', url: '/reset-password/reset/abc123' });
    assert.equal(reset.headers['referrer-policy'], 'no-referrer');
    const setUp = await app.inject({ method: 'GET', url: '/set-up/abc/a%40b.ng', headers: { accept: 'text/html,application/xhtml+xml' } });
    assert.equal(setUp.statusCode, 200, 'a set-up link ending in an email address is a page, not a file');
    assert.equal(setUp.headers['referrer-policy'], 'no-referrer');
    for (const url of ['/verify-email/abc123', '/confirm-booking/abc123']) {
      const page = await app.inject({ method: 'GET', url, headers: { accept: 'text/html,application/xhtml+xml' } });
      assert.equal(page.statusCode, 200, url);
      assert.match(page.body, /id="root"/, url);
      assert.equal(page.headers['referrer-policy'], 'no-referrer', url);
    }
  });

  it('caches hashed files for a year and revalidates entry files', async () => {
    const hashed = await app.inject({ method: 'GET', url: '/main.0123abcd.js' });
    assert.equal(hashed.headers['cache-control'], 'public, max-age=31536000, immutable');
    const manifest = await app.inject({ method: 'GET', url: '/remotes/booking/mf-manifest.json' });
    assert.equal(manifest.statusCode, 200);
    assert.equal(manifest.headers['cache-control'], 'no-cache');
    assert.equal(manifest.headers['access-control-allow-origin'], '*');
  });

  it('serves the Brotli or gzip copy the build wrote, by what the browser accepts', async () => {
    const br = await app.inject({ url: '/main.0123abcd.js', headers: { 'accept-encoding': 'gzip, deflate, br, zstd' } });
    assert.equal(br.headers['content-encoding'], 'br');
    assert.match(String(br.headers.vary), /accept-encoding/i);
    assert.equal(br.headers['cache-control'], 'public, max-age=31536000, immutable');
    assert.equal(brotliDecompressSync(br.rawPayload).toString(), SHELL_JS);
    const gz = await app.inject({ url: '/main.0123abcd.js', headers: { 'accept-encoding': 'gzip' } });
    assert.equal(gz.headers['content-encoding'], 'gzip');
    assert.equal(gunzipSync(gz.rawPayload).toString(), SHELL_JS);
    const plain = await app.inject({ url: '/main.0123abcd.js', headers: { 'accept-encoding': 'identity' } });
    assert.equal(plain.headers['content-encoding'], undefined);
    assert.equal(plain.body, SHELL_JS);

    const remote = await app.inject({ url: '/remotes/marketing/remoteEntry.js', headers: { 'accept-encoding': 'br' } });
    assert.equal(remote.headers['content-encoding'], 'br');
    assert.equal(remote.headers['access-control-allow-origin'], '*');
    assert.equal(brotliDecompressSync(remote.rawPayload).toString(), REMOTE_JS);
    // No gzip copy on disk: compressed on the fly instead, never sent twice-encoded.
    const onTheFly = await app.inject({ url: '/remotes/marketing/remoteEntry.js', headers: { 'accept-encoding': 'gzip' } });
    assert.equal(onTheFly.headers['content-encoding'], 'gzip');
    assert.equal(gunzipSync(onTheFly.rawPayload).toString(), REMOTE_JS);
  });

  it('serves a default remotes manifest pointing at the remotes it hosts', async () => {
    const res = await app.inject({ method: 'GET', url: '/remotes.json' });
    assert.deepEqual(res.json(), {
      apiBase: '/api',
      // The field-data sample rate pages read (FIELD_DATA_SAMPLE_RATE, default 0.25; docs/field-data.md).
      fieldData: { sampleRate: 0.25 },
      remotes: Object.fromEntries(REMOTES.map((r) => [r, `/remotes/${r}/mf-manifest.json`])),
      // These fixtures' remotes have no routes.json: no page is known (and no address is answered 404).
      routes: [],
    });
  });

  it('hands /api to the API untouched, with its JSON errors', async () => {
    const home = await app.inject({ method: 'GET', url: '/api/home' });
    assert.equal(home.statusCode, 200);
    assert.ok(Array.isArray((home.json() as { messages: unknown[] }).messages));
    const bad = await app.inject({ method: 'POST', url: '/api/login', payload: '{"username":', headers: { 'content-type': 'application/json' } });
    assert.equal(bad.statusCode, 400);
    assert.equal(typeof (bad.json() as { detail: string }).detail, 'string');
    const missingFile = await app.inject({ method: 'GET', url: '/nope.js' });
    assert.equal(missingFile.statusCode, 404);
  });

  it('mounts the API on its own server: the webhook signature holds over the raw bytes, API limits and 404s apply', async () => {
    // Whitespace and key order a re-serialised body would lose: the signature covers these exact bytes.
    const raw = '{ "event":"charge.success",\n  "data": { "reference": "tms-unknown-ref", "status": "success" } }';
    const signature = createHmac('sha512', WEBHOOK_SECRET).update(raw).digest('hex');
    const signed = await app.inject({ method: 'POST', url: '/api/paystack/webhook', payload: raw, headers: { 'content-type': 'application/json', 'x-paystack-signature': signature } });
    assert.equal(signed.statusCode, 200, signed.body);
    const tampered = await app.inject({ method: 'POST', url: '/api/paystack/webhook', payload: raw.replace('  ', ' '), headers: { 'content-type': 'application/json', 'x-paystack-signature': signature } });
    assert.equal(tampered.statusCode, 401);
    // The API's body limit (256 KB) holds on the site's server, whose own default is larger.
    const big = await app.inject({ method: 'POST', url: '/api/contact', payload: JSON.stringify({ message: 'x'.repeat(300 * 1024) }), headers: { 'content-type': 'application/json' } });
    assert.equal(big.statusCode, 413);
    assert.equal(typeof (big.json() as { detail: string }).detail, 'string');
    const unknown = await app.inject({ method: 'GET', url: '/api/no-such-route', headers: { accept: 'text/html' } });
    assert.equal(unknown.statusCode, 404);
    assert.deepEqual(unknown.json(), { detail: 'Not found.' });
    // API answers keep the API's headers; the site's pages keep theirs.
    assert.equal(unknown.headers['cache-control'], 'no-store');
    const page = await app.inject({ method: 'GET', url: '/home', headers: { accept: 'text/html' } });
    assert.match(String(page.headers['content-security-policy']), /script-src/);
  });

  it('re-reads a remotes manifest file on every request (deploying a remote needs no restart)', async () => {
    writeFileSync(remotesFile, JSON.stringify({ remotes: { marketing: 'http://cdn.example/v1/mf-manifest.json' } }));
    const shellDir = path.join(root, 'shell');
    const { app: withFile } = await buildSite({ shellDir, withApi: false, remotesFile, remoteDirs: Object.fromEntries(REMOTES.map((r) => [r, path.join(root, r)])) });
    try {
      assert.match((await withFile.inject({ url: '/remotes.json' })).body, /v1/);
      writeFileSync(remotesFile, JSON.stringify({ remotes: { marketing: 'http://cdn.example/v2/mf-manifest.json' } }));
      assert.match((await withFile.inject({ url: '/remotes.json' })).body, /v2/);
    } finally {
      await withFile.close();
    }
  });
});
