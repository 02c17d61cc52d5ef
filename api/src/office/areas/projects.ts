import type { FastifyInstance } from 'fastify';
import { endpointRoute } from '../../lib/endpoint-route';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import { HttpError } from '../../lib/errors';
import { advanceProject, completeProject, startProject } from '../../portal/queries';
import { stagesReached } from '../../billing/proposals';
import { audited } from '../audit';
import { office as S } from '@agency/contracts';
import { listAllProjects, projectById, projectState, requestById, requestState } from '../work';
import type { OfficeKit } from './kit';

/** The projects of paid requests: start, stages and progress, done. */
export function officeProjectsRoutes(app: FastifyInstance, ctx: AppContext, kit: OfficeKit): void {
  const { staff, security, errors, tags, actorOf } = kit;

  const projectWire = (p: Awaited<ReturnType<typeof listAllProjects>>[number]) => ({
    id: p.id,
    request_id: p.requestId,
    client: p.client,
    email: p.email,
    service: p.service,
    service_label: p.serviceLabel,
    subject: p.subject,
    url: p.url,
    stages: p.stages,
    current_stage: p.currentStage,
    progress: p.progress,
    is_done: p.isDone,
    created_at: p.createdAt.toISOString(),
  });
  const oneProject = async (db: Db, id: number) => {
    const found = (await listAllProjects(db)).find((p) => p.id === id);
    if (!found) throw new HttpError(404, `Project ${id} not found.`);
    return projectWire(found);
  };

  endpointRoute(app, 'GET /api/office/projects', {
    config: staff,
    schema: { tags, summary: 'Every project', security, errors },
    handler: async () =>
      (await listAllProjects(ctx.db)).map(projectWire),
  });

  endpointRoute(app, 'POST /api/office/projects', {
    config: staff,
    schema: { tags, summary: 'Start the project of a paid request', security, errors },
    handler: async (request) => {
      const { request_id: requestId, stages, url } = request.body;
      const project = await audited(ctx.db, actorOf(request), 'project.start', `request ${requestId}`, async (tx) => {
        const before = requestState(await requestById(tx, requestId));
        const row = await startProject(tx, requestId, { stages, url });
        return { before, after: { project: row.id, ...projectState(row) }, result: row };
      });
      return oneProject(ctx.db, project.id);
    },
  });

  endpointRoute(app, 'PATCH /api/office/projects/:id', {
    config: staff,
    schema: { tags, summary: 'Set a project’s stages, current stage, progress or URL', security, params: S.RowId, errors },
    handler: async (request) => {
      const { id } = request.params;
      await audited(ctx.db, actorOf(request), 'project.update', `project ${id}`, async (tx) => {
        const before = projectState(await projectById(tx, id));
        const after = projectState(await advanceProject(tx, id, request.body));
        // A milestone whose stage is now reached falls due: invoiced and emailed in this transaction.
        await stagesReached(tx, ctx.config, id);
        return { before, after, result: null };
      });
      return oneProject(ctx.db, id);
    },
  });

  endpointRoute(app, 'POST /api/office/projects/:id/done', {
    config: staff,
    schema: { tags, summary: 'Mark a project (and its request) done', security, params: S.RowId, errors },
    handler: async (request) => {
      const { id } = request.params;
      await audited(ctx.db, actorOf(request), 'project.done', `project ${id}`, async (tx) => {
        const before = projectState(await projectById(tx, id));
        const after = projectState(await completeProject(tx, id));
        await stagesReached(tx, ctx.config, id);
        return { before, after, result: null };
      });
      return oneProject(ctx.db, id);
    },
  });
}
