import { loadConfig } from '@agency/api/config';
import { buildSite } from './site-server';

/** Production start: the composed site (shell, every remote, the API) on one port. */
const port = Number(process.env.PORT ?? 3000);
const host = process.env.HOST ?? '0.0.0.0';
const apiConfig = loadConfig({ SEED_DEMO: 'true', ...process.env });
const { app } = await buildSite({ apiConfig, remotesFile: process.env.REMOTES_FILE, logger: process.env.SITE_LOG === '1' });

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    app.close().finally(() => process.exit(0));
  });
}

await app.listen({ port, host });
const url = `http://localhost:${port}`;
console.log(`\nThe site is running on ${url}`);
console.log(`API docs: ${url}/api/docs`);
console.log(`Database: ${apiConfig.DATABASE_URL ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${apiConfig.DATA_DIR}`}`);
console.log('Demo client sign-in: demo@thinkmakesolve.ng / Demo@2026!\n');
