import { asc } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { endpointRoute } from '../lib/endpoint-route';
import type { AppContext } from '../context';
import { tutorials } from '../db/schema';

/**
 * The public pages whose addresses live in the database, for the site's sitemap.xml: each list is named by
 * the route that shows it (its routes.json `meta.sitemapSource`), with each row's params and date. Tutorials
 * have no edit date, so a tutorial's date is when it was created.
 */
export function sitemapRoutes(api: FastifyInstance, ctx: AppContext): void {
  endpointRoute(api, 'GET /api/sitemap_entries', {
    config: { auth: 'public' },
    schema: { tags: ['site'], summary: 'The database-backed public pages (tutorials) for sitemap.xml, each with its date' },
    handler: async () => {
      const rows = await ctx.db.select({ id: tutorials.id, createdAt: tutorials.createdAt }).from(tutorials).orderBy(asc(tutorials.id));
      return { sources: { tutorials: rows.map((row) => ({ params: { id: String(row.id) }, lastmod: row.createdAt.toISOString() })) } };
    },
  });
}
