import type { FastifyInstance } from 'fastify';
import { office as S } from '@agency/contracts';
import { activityOf } from '../../activity/queries';
import type { AppContext } from '../../context';
import { endpointRoute } from '../../lib/endpoint-route';
import { anyRequest } from '../../threads/queries';
import type { OfficeKit } from './kit';

/** Any request's activity timeline (issue 26), for staff. */
export function officeActivityRoutes(app: FastifyInstance, ctx: AppContext, kit: OfficeKit): void {
  const { staff, security, errors, tags } = kit;
  endpointRoute(app, 'GET /api/office/requests/:id/activity', {
    config: staff,
    schema: { tags, summary: 'What happened on a request, oldest first (the engagement page’s timeline)', security, params: S.RowId, errors },
    handler: async (request) => activityOf(ctx.db, await anyRequest(ctx.db, request.params.id)),
  });
}
