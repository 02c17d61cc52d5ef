import { existsSync } from 'node:fs';
import path from 'node:path';
import compress from '@fastify/compress';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

/** Files whose names carry a content hash can be cached for a year; entry files must be revalidated. */
export function cacheControlFor(filePath: string): string {
  const base = path.basename(filePath).replace(/\.(br|gz)$/, ''); // a precompressed copy is cached like its original
  if (/\.[0-9a-f]{8}\.(js|css|svg|png|woff2?)$/.test(base)) return 'public, max-age=31536000, immutable';
  return 'no-cache';
}

/**
 * Responses not already compressed: the API's JSON and small files. Built assets are served from the
 * .br/.gz copies the build writes next to them (`preCompressed`), which are smaller than these.
 */
export async function registerCompression(app: FastifyInstance): Promise<void> {
  await app.register(compress, { global: true, threshold: 1024, encodings: ['br', 'gzip'] });
}

/**
 * Serves one remote's dist/ under `prefix`, readable and embeddable from any origin (the shell may live on another host).
 */
export async function registerRemoteStatic(app: FastifyInstance, dir: string, prefix: string): Promise<void> {
  if (!existsSync(dir)) throw new Error(`The build output ${dir} does not exist. Run the build first.`);
  await app.register(fastifyStatic, {
    root: dir,
    prefix,
    decorateReply: false,
    index: false,
    preCompressed: true,
    setHeaders: (res, filePath) => {
      res.header('Cache-Control', cacheControlFor(filePath));
      res.header('Access-Control-Allow-Origin', '*');
      // A shell on another host loads these scripts (no-cors): the shared policy's same-site would block them.
      res.header('Cross-Origin-Resource-Policy', 'cross-origin');
      res.header('X-Content-Type-Options', 'nosniff');
    },
  });
}
