import { loadConfig } from '@agency/api/config';
import closeWithGrace from 'close-with-grace';
import { buildSite } from './site-server';

/** Production start: the composed site (shell, every remote, the API) on one port. */
const port = Number(process.env.PORT ?? 3000);
const host = process.env.HOST ?? '0.0.0.0';
const apiConfig = loadConfig({ SEED_DEMO: 'true', ...process.env });
// API_UPSTREAMS (comma-separated, e.g. http://127.0.0.1:4001,http://127.0.0.1:4002): the API runs as separate processes.
const apiUpstreams = process.env.API_UPSTREAMS?.split(',').map((u) => u.trim()).filter(Boolean);
// SITE_TRUST_PROXY: Fastify's trustProxy (e.g. 'loopback' or a subnet) when a load balancer is in front of the site.
const trustProxy = process.env.SITE_TRUST_PROXY || undefined;
const { app, api } = await buildSite({ apiConfig, apiUpstreams, trustProxy, remotesFile: process.env.REMOTES_FILE, logger: process.env.SITE_LOG === '1' });

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
console.log(`API docs: ${url}/api/docs`);
if (apiUpstreams?.length) console.log(`API: ${apiUpstreams.join(', ')}`);
else console.log(`Database: ${apiConfig.DATABASE_URL ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${apiConfig.DATA_DIR}`}`);
console.log('Demo client sign-in: demo@thinkmakesolve.ng / Demo@2026!\n');
