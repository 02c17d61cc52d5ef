import type { FastifyInstance } from 'fastify';
import type { HomeAnswer } from '@agency/contracts';
import { contentTagged } from '../catalogue/content-tag';
import { catalogueReader } from '../catalogue/views';
import { endpointRoute } from '../lib/endpoint-route';
import type { AppContext } from '../context';

/**
 * The landing page's client feedback: the published catalogue's testimonials (issue 29; staff edit them in the
 * office). The landing page is the busiest call: the answer is serialised once per published version and each visit
 * costs one small read (which version is the newest). It changes on publish, so caches must ask again each time.
 */
export function homeRoutes(app: FastifyInstance, ctx: AppContext) {
  const reader = catalogueReader(ctx.db);
  endpointRoute(app, 'GET /api/home', {
    config: { auth: 'public' },
    schema: { tags: ['marketing'], summary: 'Client feedback for the landing page (the published catalogue’s testimonials)' },
    handler: async (_request, reply) => {
      const { published } = await reader.current();
      contentTagged(reply).header('Cache-Control', 'no-cache');
      if (!published) return { messages: [] } satisfies HomeAnswer;
      // A string is sent as it is (checked against the schema when it was made); the type provider knows the object form only.
      return reply.type('application/json; charset=utf-8').send(reader.answer(published, 'home') as unknown as HomeAnswer);
    },
  });
}
