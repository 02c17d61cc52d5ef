/**
 * The site without the page cache (PAGE_CACHE=off), for `pnpm bench:site`, in a process of its own: the shell's
 * server build is one module per process, whose API client is the last site's that loaded it, so two sites in one
 * process would render from one API. Production configuration, the demo content seeded; prints its URL on stdout.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { loadConfig } from '@agency/api/config';
import { seedDemo } from '@agency/api/seed';
import { buildSite } from '../src/site-server';

const config = loadConfig(
  { NODE_ENV: 'production' },
  { DATA_DIR: mkdtempSync(path.join(tmpdir(), 'agency-site-bench-uncached-')), SITE_URL: 'http://localhost:3000', SMTP_URL: 'smtp://mail.bench.invalid', SEED_DEMO: false, RATE_LIMIT_MAX: 10_000_000, LOG_LEVEL: 'silent', PAYMENTS_SANDBOX: false },
);
const site = await buildSite({ apiConfig: config, logger: false, pageCache: false });
await seedDemo(site.api!.ctx.db);
const url = await site.app.listen({ host: '127.0.0.1', port: 0 });
process.stdout.write(`${JSON.stringify({ url })}\n`);
process.on('SIGTERM', () => {
  void site.app.close().then(() => process.exit(0));
});
