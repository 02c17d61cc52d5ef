import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { DashboardAnswer, ProjectId, RequestsAnswer, RowId, Success } from '@agency/contracts';
import type { AppContext } from '../context';
import { dashboard, deleteProject, deleteRequest, listRequests } from './queries';
import { detailAnswers, signedIn } from '../lib/route-schema';

const errors = detailAnswers(400, 401, 404);

/** The portal domain's routes, mounted under /api: the signed-in client's dashboard and requests. */
export async function portalRoutes(api: FastifyInstance, ctx: AppContext): Promise<void> {
  const app = api.withTypeProvider<ZodTypeProvider>();
  const security = signedIn;

  app.get(
    '/dashboard/:id',
    {
      config: { auth: 'user' },
      schema: {
        tags: ['portal'],
        summary: "The client's projects and the selected one (-1: the most recent unfinished, else the first)",
        security,
        params: ProjectId,
        response: { 200: DashboardAnswer, ...errors },
      },
    },
    async (request) => dashboard(ctx.db, request.user!.id, request.params.id),
  );

  app.get(
    '/del_project/:id',
    {
      config: { auth: 'user' },
      schema: {
        tags: ['portal'],
        summary: "Deletes the client's own project, once it is done",
        security,
        params: RowId,
        response: { 200: Success, ...errors },
      },
    },
    async (request) => {
      await deleteProject(ctx.db, request.user!.id, request.params.id);
      return { success: 'success' as const };
    },
  );

  app.get(
    '/requests',
    {
      config: { auth: 'user' },
      schema: {
        tags: ['portal'],
        summary: "The client's requests, newest first",
        security,
        response: { 200: RequestsAnswer, ...detailAnswers(401) },
      },
    },
    async (request) => listRequests(ctx.db, request.user!.id),
  );

  app.delete(
    '/requests/:id',
    {
      config: { auth: 'user' },
      schema: {
        tags: ['portal'],
        summary: "Deletes the client's own request when it is done or not Ongoing",
        security,
        params: RowId,
        response: { 200: Success, ...errors },
      },
    },
    async (request) => {
      await deleteRequest(ctx.db, request.user!.id, request.params.id);
      return { success: 'success' as const };
    },
  );
}
