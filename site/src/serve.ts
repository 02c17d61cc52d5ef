import { apiDocsEnabled, loadConfig } from '@agency/api/config';
import { DEMO_CLIENT, DEMO_STAFF } from '@agency/api/seed';
import closeWithGrace from 'close-with-grace';
import { buildSite, localRemoteDirs } from './site-server';

/** Production start: the composed site (shell, every remote, the API) on one port. */
const port = Number(process.env.PORT ?? 3000);
const host = process.env.HOST ?? '0.0.0.0';
// `npm start` is the demo: seeded unless SEED_DEMO says otherwise. Production never seeds (loadConfig refuses it).
const demoDefault = process.env.NODE_ENV === 'production' ? {} : { SEED_DEMO: 'true' };
const apiConfig = loadConfig({ ...demoDefault, ...process.env });
// API_UPSTREAMS (comma-separated, e.g. http://127.0.0.1:4001,http://127.0.0.1:4002): the API runs as separate processes.
const apiUpstreams = process.env.API_UPSTREAMS?.split(',').map((u) => u.trim()).filter(Boolean);
// SHELL_DIR and REMOTES_ROOT (a folder holding mf-<name>/dist, like this repo) serve other builds than this
// checkout's: scripts/version-skew.sh composes one release's shell with another's remotes this way.
const remotesRoot = process.env.REMOTES_ROOT;
const { app, api } = await buildSite({
  apiConfig,
  apiUpstreams,
  remotesFile: process.env.REMOTES_FILE,
  shellDir: process.env.SHELL_DIR || undefined,
  remoteDirs: remotesRoot ? localRemoteDirs(remotesRoot) : undefined,
  logger: process.env.SITE_LOG === '1',
});

// As the API's own server does: SIGTERM flips /api/ready to 503, waits for the load balancer to notice,
// then stops accepting and drains requests in flight (closing the API: its mail queue, its database).
closeWithGrace({ delay: apiConfig.SHUTDOWN_TIMEOUT_SECONDS * 1000 }, async ({ signal, err }) => {
  if (err) console.error('stopping after an uncaught error', err);
  api?.markDraining();
  if (signal === 'SIGTERM') await new Promise((resolve) => setTimeout(resolve, apiConfig.SHUTDOWN_GRACE_SECONDS * 1000));
  await app.close();
});

await app.listen({ port, host });
const url = `http://localhost:${port}`;
console.log(`\nThe site is running on ${url}`);
if (apiDocsEnabled(apiConfig)) console.log(`API docs: ${url}/api/docs`);
if (apiUpstreams?.length) console.log(`API: ${apiUpstreams.join(', ')}`);
else console.log(`Database: ${apiConfig.DATABASE_URL ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${apiConfig.DATA_DIR}`}`);
if (apiConfig.SEED_DEMO && apiConfig.NODE_ENV !== 'production') {
  console.log(`Demo client sign-in: ${DEMO_CLIENT.email} / ${DEMO_CLIENT.password}`);
  console.log(`Demo staff sign-in (back office): ${DEMO_STAFF.email} / ${DEMO_STAFF.password}`);
}
console.log('');
