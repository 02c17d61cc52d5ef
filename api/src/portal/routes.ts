import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../context';
import { dashboard, deleteProject, deleteRequest, listRequests } from './queries';

const Detail = z.object({ detail: z.string() });
const Success = z.object({ success: z.literal('success') });
const ServiceAndSubject = z.object({ service: z.string(), subject: z.string() });

export const ProjectSchema = z.object({
  id: z.number().int(),
  levels: z.number().int().describe('Progress in percent'),
  url: z.string(),
  current_stage: z.string(),
  list_stages: z.string().describe('Comma-separated stage names'),
  is_done: z.boolean(),
  request: ServiceAndSubject,
  started_at: z.string().describe('When work started (ISO 8601)'),
  stage_dates: z.record(z.string(), z.string()).describe('When each stage was reached, by stage name (ISO 8601); stages not reached, or reached before dates were kept, are absent'),
  completed_at: z.string().nullable().describe('When the project was marked done (ISO 8601), else null'),
});

export const RequestSchema = z.object({
  id: z.number().int(),
  date: z.string().describe('When the request was made (ISO 8601)'),
  price: z.string().describe('Naira; "0" (not quoted yet) or "paid" mean nothing to pay'),
  reference: z.string().describe('Status label: Pending, Quoted, Ongoing, Completed, …'),
  is_done: z.boolean(),
  request: ServiceAndSubject,
});

const ProjectId = z.object({ id: z.coerce.number().int().min(-1).max(2_147_483_647) });
const RowId = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });
const errors = { 400: Detail, 401: Detail, 404: Detail };

/** The portal domain's routes, mounted under /api: the signed-in client's dashboard and requests. */
export async function portalRoutes(api: FastifyInstance, ctx: AppContext): Promise<void> {
  const app = api.withTypeProvider<ZodTypeProvider>();
  const security = [{ bearer: [] }];

  app.get(
    '/dashboard/:id',
    {
      config: { auth: 'user' },
      schema: {
        tags: ['portal'],
        summary: "The client's projects and the selected one (-1: the most recent unfinished, else the first)",
        security,
        params: ProjectId,
        response: { 200: z.object({ project: ProjectSchema.nullable(), projects: z.array(ProjectSchema) }), ...errors },
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
        response: { 200: z.array(RequestSchema), 401: Detail },
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
