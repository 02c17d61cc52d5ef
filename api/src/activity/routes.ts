import { RowId } from '@agency/contracts';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import { endpointRoute } from '../lib/endpoint-route';
import { detailAnswers, signedIn } from '../lib/route-schema';
import { clientRequest } from '../threads/queries';
import { activityOf } from './queries';

/** The activity timeline's client route, mounted under /api: the signed-in client's own requests only (404 else). */
export async function activityRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  endpointRoute(app, 'GET /api/requests/:id/activity', {
    config: { auth: 'user' },
    schema: {
      tags: ['portal'],
      summary: 'What happened on a request, oldest first: the request, proposals, payments, the project and its stages, files, deliverables, reviews, messages',
      security: signedIn,
      params: RowId,
      errors: detailAnswers(400, 401, 404),
    },
    handler: async (request) => activityOf(ctx.db, await clientRequest(ctx.db, request.user!.id, request.params.id)),
  });
}
