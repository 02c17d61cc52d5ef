import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, it } from 'node:test';
import { loadConfig } from '@agency/api/config';
import { docsPageLoads } from '@agency/api/testing/docs-ui';
import { buildSite } from './site-server';
import { migratedTemplate } from '@agency/api/testing/pglite-template';

const root = mkdtempSync(path.join(tmpdir(), 'site-api-docs-'));
const shellDir = path.join(root, 'shell');
mkdirSync(shellDir, { recursive: true });
writeFileSync(path.join(shellDir, 'index.html'), '<!doctype html><div id="root"></div>');
const dataDir = () => ({ DATA_DIR: path.join(root, `data-${Math.random()}`), LOG_LEVEL: 'silent' as const });

describe('the API docs UI through the site', () => {
  it("npm start's configuration (no NODE_ENV): /api/docs leads to a page whose every stylesheet and script loads", async () => {
    // What site/src/serve.ts builds for `npm start`.
    const { app } = await buildSite({ shellDir, remoteDirs: {}, apiConfig: loadConfig({ SEED_DEMO: 'false' }, dataDir()), apiStartDatabaseFrom: await migratedTemplate() });
    try {
      const loaded = await docsPageLoads((url) => app.inject({ url }), '/api/docs');
      assert.equal(loaded.status, 200);
      assert.ok(loaded.assets.length >= 3, `${loaded.assets.length} assets`);
      for (const asset of loaded.assets) assert.equal(asset.status, 200, asset.url);
      assert.equal(loaded.page, '/api/docs/');
    } finally {
      await app.close();
    }
  });

  it('production defaults: no docs UI and no document, with or without the slash (security guide)', async () => {
    const apiConfig = loadConfig({ NODE_ENV: 'production', SITE_URL: 'https://thinkmakesolve.ng', SMTP_URL: 'smtp://mail.example.ng' }, dataDir());
    const { app } = await buildSite({ shellDir, remoteDirs: {}, apiConfig, apiStartDatabaseFrom: await migratedTemplate() });
    try {
      for (const url of ['/api/docs', '/api/docs/', '/api/docs/json', '/api/docs/static/swagger-ui.css']) {
        assert.equal((await app.inject({ url })).statusCode, 404, url);
      }
    } finally {
      await app.close();
    }
  });
});
