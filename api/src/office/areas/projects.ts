import type { FastifyInstance } from 'fastify';
import { office as S } from '@agency/contracts';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import { endpointRoute } from '../../lib/endpoint-route';
import { HttpError } from '../../lib/errors';
import { detailAnswers } from '../../lib/route-schema';
import { advanceProject, completeProject, startProject } from '../../portal/queries';
import { audited } from '../audit';
import { listAllProjects, projectById, projectState, requestById, requestState } from '../work';
import type { OfficeKit } from './kit';

/**
 * The projects of paid requests: start, stages as a list (with the ones that need the client's approval), the
 * current stage, revision rounds, done. Progress is derived from the stages; each change tells the client.
 */
export function officeProjectsRoutes(app: FastifyInstance, ctx: AppContext, kit: OfficeKit): void {
  const { staff, security, tags, actorOf } = kit;
  // 409: a stage that needs the client's approval cannot be completed yet.
  const errors = { ...kit.errors, ...detailAnswers(409) };

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
    stage_list: p.stageList,
    revision_rounds: p.revisionRounds,
  });
  const oneProject = async (db: Db, id: number) => {
    const [found] = await listAllProjects(db, id);
    if (!found) throw new HttpError(404, `Project ${id} not found.`);
    return projectWire(found);
  };

  endpointRoute(app, 'GET /api/office/projects', {
    config: staff,
    schema: { tags, summary: 'Every project', security, errors },
    handler: async () => (await listAllProjects(ctx.db)).map(projectWire),
  });

  endpointRoute(app, 'POST /api/office/projects', {
    config: staff,
    schema: { tags, summary: 'Start the project of a paid request', security, errors },
    handler: async (request) => {
      const { request_id: requestId, ...fields } = request.body;
      const project = await audited(ctx.db, actorOf(request), 'project.start', `request ${requestId}`, async (tx) => {
        const before = requestState(await requestById(tx, requestId));
        const row = await startProject(tx, requestId, fields);
        return { before, after: { project: row.id, ...projectState(row) }, result: row };
      });
      return oneProject(ctx.db, project.id);
    },
  });

  endpointRoute(app, 'PATCH /api/office/projects/:id', {
    config: staff,
    schema: {
      tags,
      summary: 'Change a project’s stages (the whole list, with renames), current stage, approval stages, revision rounds or URL; the client is told of a new stage',
      security,
      params: S.RowId,
      errors,
    },
    handler: async (request) => {
      const { id } = request.params;
      await audited(ctx.db, actorOf(request), 'project.update', `project ${id}`, async (tx) => {
        const before = projectState(await projectById(tx, id));
        // A milestone whose stage is now reached falls due in this transaction (advanceProject runs stagesReached).
        const after = projectState(await advanceProject(tx, ctx.config, id, request.body));
        return { before, after, result: null };
      });
      return oneProject(ctx.db, id);
    },
  });

  endpointRoute(app, 'POST /api/office/projects/:id/done', {
    config: staff,
    schema: { tags, summary: 'Mark a project (and its request) done; the client is told', security, params: S.RowId, errors },
    handler: async (request) => {
      const { id } = request.params;
      await audited(ctx.db, actorOf(request), 'project.done', `project ${id}`, async (tx) => {
        const before = projectState(await projectById(tx, id));
        const after = projectState(await completeProject(tx, ctx.config, id));
        return { before, after, result: null };
      });
      return oneProject(ctx.db, id);
    },
  });
}
