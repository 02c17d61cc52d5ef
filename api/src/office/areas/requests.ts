import type { FastifyInstance } from 'fastify';
import { endpointRoute } from '../../lib/endpoint-route';
import type { AppContext } from '../../context';
import { completeRequest, declineRequest, quoteRequest } from '../../requests/queries';
import { audited } from '../audit';
import { queueQuoteEmail } from '../emails';
import {
  findBooking,
} from '../inbox';
import { office as S } from '@agency/contracts';
import { listAllRequests, requestById, requestState } from '../work';
import type { OfficeKit } from './kit';

/** Every client’s requests: quote, decline, done. */
export function officeRequestsRoutes(app: FastifyInstance, ctx: AppContext, kit: OfficeKit): void {
  const { staff, security, errors, tags, actorOf } = kit;

  endpointRoute(app, 'GET /api/office/requests', {
    config: staff,
    schema: { tags, summary: 'Every client’s requests, optionally by status', security, querystring: S.RequestsQuery, errors },
    handler: async (request) =>
      (await listAllRequests(ctx.db, request.query.status)).map((r) => ({
        id: r.id,
        created_at: r.createdAt.toISOString(),
        client: r.client,
        email: r.email,
        service: r.service,
        service_label: r.serviceLabel,
        subject: r.subject,
        message: r.message,
        price: r.price,
        status: r.status,
        is_done: r.isDone,
        project_id: r.projectId,
      })),
  });

  endpointRoute(app, 'POST /api/office/requests/:id/quote', {
    config: staff,
    schema: { tags, summary: 'Quote a price: the client sees Quoted, can pay, and is emailed', security, params: S.RowId, errors: { ...errors, 503: S.Detail } },
    handler: async (request) => {
      const { id } = request.params;
      const quoted = await audited(ctx.db, actorOf(request), 'request.quote', `request ${id}`, async (tx) => {
        const before = requestState(await requestById(tx, id));
        const row = await quoteRequest(tx, id, request.body.price);
        return { before, after: requestState(row), result: row };
      });
      const owner = await findBooking(ctx.db, quoted.id);
      await ctx.db.transaction((tx) => queueQuoteEmail(tx, ctx.config, owner, request.body.price));
      return { success: 'success' as const };
    },
  });

  endpointRoute(app, 'POST /api/office/requests/:id/decline', {
    config: staff,
    schema: { tags, summary: 'Decline a request that is not paid', security, params: S.RowId, errors },
    handler: async (request) => {
      const { id } = request.params;
      await audited(ctx.db, actorOf(request), 'request.decline', `request ${id}`, async (tx) => {
        const before = requestState(await requestById(tx, id));
        return { before, after: requestState(await declineRequest(tx, id)), result: null };
      });
      return { success: 'success' as const };
    },
  });

  endpointRoute(app, 'POST /api/office/requests/:id/done', {
    config: staff,
    schema: { tags, summary: 'Mark a request (and its project) done', security, params: S.RowId, errors },
    handler: async (request) => {
      const { id } = request.params;
      await audited(ctx.db, actorOf(request), 'request.done', `request ${id}`, async (tx) => {
        const before = requestState(await requestById(tx, id));
        return { before, after: requestState(await completeRequest(tx, id)), result: null };
      });
      return { success: 'success' as const };
    },
  });
}
