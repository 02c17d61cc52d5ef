import { apiDocsEnabled, loadConfig } from '@agency/api/config';
import { DEMO_CLIENT } from '@agency/api/seed';
import { buildSite } from './site-server';

/** Production start: the composed site (shell, every remote, the API) on one port. */
const port = Number(process.env.PORT ?? 3000);
const host = process.env.HOST ?? '0.0.0.0';
// `npm start` is the demo: seeded unless SEED_DEMO says otherwise. Production never seeds (loadConfig refuses it).
const demoDefault = process.env.NODE_ENV === 'production' ? {} : { SEED_DEMO: 'true' };
const apiConfig = loadConfig({ ...demoDefault, ...process.env });
const { app } = await buildSite({ apiConfig, remotesFile: process.env.REMOTES_FILE, logger: process.env.SITE_LOG === '1' });

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    app.close().finally(() => process.exit(0));
  });
}

await app.listen({ port, host });
const url = `http://localhost:${port}`;
console.log(`\nThe site is running on ${url}`);
if (apiDocsEnabled(apiConfig)) console.log(`API docs: ${url}/api/docs`);
console.log(`Database: ${apiConfig.DATABASE_URL ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${apiConfig.DATA_DIR}`}`);
if (apiConfig.SEED_DEMO && apiConfig.NODE_ENV !== 'production') console.log(`Demo client sign-in: ${DEMO_CLIENT.email} / ${DEMO_CLIENT.password}`);
console.log('');
