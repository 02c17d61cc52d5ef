import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, it } from 'node:test';
import { eq } from 'drizzle-orm';
import { buildApi } from './app';
import { loadConfig } from './config';
import { openDatabase } from './db/client';
import { users } from './db/schema';
import { migratedTemplate } from './testing/pglite-template';
import { DEMO_CLIENT } from './db/seed';

const PROD = { NODE_ENV: 'production', SITE_URL: 'https://thinkmakesolve.ng', SMTP_URL: 'smtp://mail.example.ng:587' };

describe('production defaults', () => {
  it('refuses to start without SITE_URL, with a message that says what to set', () => {
    assert.throws(() => loadConfig({ ...PROD, SITE_URL: undefined }), /SITE_URL must be set in production/);
    assert.doesNotThrow(() => loadConfig({ NODE_ENV: 'development' }), 'development keeps its default');
  });

  it('refuses the outbox folder as the mail path unless asked for on purpose', () => {
    assert.throws(() => loadConfig({ ...PROD, SMTP_URL: undefined }), /SMTP_URL must be set in production.*MAIL_OUTBOX_IN_PRODUCTION=true/);
    assert.doesNotThrow(() => loadConfig({ ...PROD, SMTP_URL: undefined, MAIL_OUTBOX_IN_PRODUCTION: 'true' }));
  });

  it('never seeds the demo client', async () => {
    assert.throws(() => loadConfig({ ...PROD, SEED_DEMO: 'true' }), /SEED_DEMO cannot be enabled in production/);
    // Even a config built by hand does not seed in production.
    const config = { ...loadConfig(PROD), SEED_DEMO: true, DATA_DIR: path.join(tmpdir(), `cfg-${randomUUID()}`), LOG_LEVEL: 'silent' as const };
    const database = await openDatabase({ dataDir: 'memory://', startFrom: await migratedTemplate() });
    const api = await buildApi({ config, database, logger: false, mailer: { send: async () => {} } });
    try {
      assert.equal((await database.db.select().from(users).where(eq(users.email, DEMO_CLIENT.email))).length, 0);
    } finally {
      await api.close();
      await database.close();
    }
  });

  it('serves /api/docs outside production, and in production only with API_DOCS=true', async () => {
    for (const [env, expected] of [
      [{ NODE_ENV: 'test' }, 200],
      [PROD, 404],
      [{ ...PROD, API_DOCS: 'true' }, 200],
    ] as const) {
      const database = await openDatabase({ dataDir: 'memory://', startFrom: await migratedTemplate() });
      const api = await buildApi({ config: { ...loadConfig(env), LOG_LEVEL: 'silent' }, database, logger: false, mailer: { send: async () => {} } });
      try {
        for (const url of ['/api/docs', '/api/docs/json']) {
          const res = await api.app.inject({ method: 'GET', url });
          // /api/docs redirects to /api/docs/ (the page's relative links need the slash).
          const final = res.statusCode === 301 ? await api.app.inject({ method: 'GET', url: `${url}/` }) : res;
          assert.equal(final.statusCode, expected, `${url} with ${JSON.stringify(env)}`);
        }
      } finally {
        await api.close();
        await database.close();
      }
    }
  });
});

describe('TRUST_PROXY', () => {
  it("defaults to 'loopback' and accepts hop counts and address lists; anything else is refused", () => {
    assert.deepEqual(loadConfig({}).TRUST_PROXY, ['loopback']);
    assert.equal(loadConfig({ TRUST_PROXY: '2' }).TRUST_PROXY, 2);
    assert.deepEqual(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 192.168.1.7,loopback' }).TRUST_PROXY, ['10.0.0.0/8', '192.168.1.7', 'loopback']);
    assert.equal(loadConfig({ TRUST_PROXY: 'false' }).TRUST_PROXY, false);
    for (const bad of ['true', '0', '99', '10.0.0.0/33', 'example.com', '*']) {
      assert.throws(() => loadConfig({ TRUST_PROXY: bad }), /TRUST_PROXY/, bad);
    }
  });
});
