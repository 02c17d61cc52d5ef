import { RowId } from '@agency/contracts';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import { endpointRoute } from '../lib/endpoint-route';
import { detailAnswers, signedIn } from '../lib/route-schema';
import { deleteRequest, listRequests } from './queries';

/** The requests domain's routes, mounted under /api: the signed-in client's own requests. */
export async function requestsRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const security = signedIn;
  const errors = detailAnswers(400, 401, 404);

  endpointRoute(app, 'GET /api/requests', {
    config: { auth: 'user' },
    schema: {
      tags: ['portal'],
      summary: "The client's requests, newest first",
      security,
      errors: detailAnswers(401),
    },
    handler: async (request) => listRequests(ctx.db, request.user!.id),
  });

  endpointRoute(app, 'DELETE /api/requests/:id', {
    config: { auth: 'user' },
    schema: {
      tags: ['portal'],
      summary: "Deletes the client's own request when it is done or not Ongoing",
      security,
      params: RowId,
      errors,
    },
    handler: async (request) => {
      await deleteRequest(ctx.db, request.user!.id, request.params.id);
      return { success: 'success' as const };
    },
  });
}
