import type { FastifyInstance } from 'fastify';
import { endpointRoute } from '../../lib/endpoint-route';
import type { AppContext } from '../../context';
import { listAudit } from '../audit';
import { office as S } from '@agency/contracts';
import type { OfficeKit } from './kit';

/** The audit log. */
export function officeAuditRoutes(app: FastifyInstance, ctx: AppContext, kit: OfficeKit): void {
  const { staff, security, errors, tags } = kit;

  endpointRoute(app, 'GET /api/office/audit', {
    config: staff,
    schema: { tags, summary: 'The audit log, newest first', security, querystring: S.AuditQuery, errors },
    handler: async (request) =>
      listAudit(ctx.db, { limit: request.query.limit, before: request.query.before }),
  });
}
