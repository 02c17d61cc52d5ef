import Fastify from 'fastify';
import { registerSecurityHeaders } from './security-headers';
import { registerCompression, registerRemoteStatic } from './static-host';

/**
 * Serves one remote's build output on its own port, the way a CDN or static host serves a deployed remote.
 * REMOTE_DIR: the dist/ folder; PORT: where to listen.
 */
const dir = process.env.REMOTE_DIR;
if (!dir) throw new Error('REMOTE_DIR is required');
const app = Fastify();
await registerCompression(app);
// A remote's host serves scripts, styles and manifests only: the same nosniff, Permissions-Policy and HSTS as the site.
registerSecurityHeaders(app, { hsts: process.env.HSTS === 'on' ? 'on' : process.env.HSTS === 'off' ? 'off' : 'auto', manifest: async () => ({}) });
await registerRemoteStatic(app, dir, '/');
app.get('/healthz', async () => ({ ok: true }));
process.once('SIGTERM', () => app.close().finally(() => process.exit(0)));
await app.listen({ port: Number(process.env.PORT ?? 0), host: process.env.HOST ?? '127.0.0.1' });
console.log(`serving ${dir} on ${app.server.address() && JSON.stringify(app.server.address())}`);
