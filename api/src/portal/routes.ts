import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ProjectId, RowId } from '@agency/contracts';
import { endpointRoute } from '../lib/endpoint-route';
import type { AppContext } from '../context';
import { dashboard, deleteProject } from './queries';
import { detailAnswers, signedIn } from '../lib/route-schema';

const errors = detailAnswers(400, 401, 404);

/** The portal domain's routes, mounted under /api: the signed-in client's dashboard and projects. */
export async function portalRoutes(api: FastifyInstance, ctx: AppContext): Promise<void> {
  const app = api.withTypeProvider<ZodTypeProvider>();
  const security = signedIn;

  endpointRoute(app, 'GET /api/dashboard/:id', {
    config: { auth: 'user' },
    schema: {
      tags: ['portal'],
      summary: "The client's projects and the selected one (-1: the most recent unfinished, else the first)",
      security,
      params: ProjectId,
      errors,
    },
    handler: async (request) => dashboard(ctx.db, request.user!.id, request.params.id),
  });

  endpointRoute(app, 'GET /api/del_project/:id', {
    config: { auth: 'user' },
    schema: {
      tags: ['portal'],
      summary: "Deletes the client's own project, once it is done",
      security,
      params: RowId,
      errors,
    },
    handler: async (request) => {
      await deleteProject(ctx.db, request.user!.id, request.params.id);
      return { success: 'success' as const };
    },
  });
}
