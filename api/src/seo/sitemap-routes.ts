import { asc } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { catalogueReader } from '../catalogue/views';
import { endpointRoute } from '../lib/endpoint-route';
import type { AppContext } from '../context';
import { tutorials } from '../db/schema';

/**
 * The public pages whose addresses live in the database, for the site's sitemap.xml: each list is named by
 * the route that shows it (its routes.json `meta.sitemapSource`), with each row's params and date. Tutorials
 * have no edit date, so a tutorial's date is when it was created. A case study's date is when its page last changed:
 * the first published version in which it has its current content (catalogue_versions.case_study_dates).
 */
export function sitemapRoutes(api: FastifyInstance, ctx: AppContext): void {
  const reader = catalogueReader(ctx.db);
  endpointRoute(api, 'GET /api/sitemap_entries', {
    config: { auth: 'public' },
    schema: { tags: ['site'], summary: 'The database-backed public pages (tutorials, case studies) for sitemap.xml, each with its date' },
    handler: async () => {
      const rows = await ctx.db.select({ id: tutorials.id, createdAt: tutorials.createdAt }).from(tutorials).orderBy(asc(tutorials.id));
      const { published } = await reader.current();
      const caseStudies = (published?.content.caseStudies ?? []).map((s) => ({
        params: { slug: s.slug },
        lastmod: published!.caseStudyDates[s.slug] ?? published!.publishedAt.toISOString(),
      }));
      return {
        sources: {
          tutorials: rows.map((row) => ({ params: { id: String(row.id) }, lastmod: row.createdAt.toISOString() })),
          case_studies: caseStudies,
        },
      };
    },
  });
}
