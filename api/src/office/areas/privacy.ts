import { OfficeDataRequestsQuery, RowId } from '@agency/contracts';
import type { FastifyInstance } from 'fastify';
import { findUserById } from '../../accounts/users';
import type { AppContext } from '../../context';
import { endpointRoute } from '../../lib/endpoint-route';
import { HttpError, notFound } from '../../lib/errors';
import { findDataRequest, listOfficeDataRequests, markDataRequestDone, officeDataRequestView } from '../../privacy/data-requests';
import { eraseSubject, keptSummary, removeErasedFiles } from '../../privacy/erasure';
import { recordAudit } from '../audit';
import type { OfficeKit } from './kit';
import { cancelRunningRetainers } from '../../billing/retainers';

/**
 * The queue of data-subject requests that need a person (privacy/data-requests.ts), soonest due first. Marking an
 * erasure done erases the account then (the person who asked has been dealt with: project finished or refunded).
 */
export function officePrivacyRoutes(app: FastifyInstance, ctx: AppContext, kit: OfficeKit): void {
  const { staff, security, errors, tags, actorOf } = kit;

  endpointRoute(app, 'GET /api/office/data-requests', {
    config: staff,
    schema: { tags, summary: 'Data-subject requests: open (the queue, soonest due first) or all', security, querystring: OfficeDataRequestsQuery, errors },
    handler: async (request) => (await listOfficeDataRequests(ctx.db, request.query.show)).map((r) => officeDataRequestView(r)),
  });

  endpointRoute(app, 'POST /api/office/data-requests/:id/done', {
    config: staff,
    schema: { tags, summary: 'Mark a data request done, saying what was done (an erasure erases the account now)', security, params: RowId, errors: { ...errors, 409: errors[400] } },
    handler: async (request) => {
      const actor = actorOf(request);
      // An erasure stops the person's running retainers at Paystack first (their rows go with the account).
      const asked = await findDataRequest(ctx.db, request.params.id);
      if (asked?.kind === 'erasure' && asked.status === 'open' && asked.userId) await cancelRunningRetainers(ctx.db, ctx.config, request.log, asked.userId);
      let erasedFiles: string[] = [];
      const row = await ctx.db.transaction(async (tx) => {
        const found = await findDataRequest(tx, request.params.id);
        if (!found) throw notFound('No such data request.');
        if (found.status !== 'open') throw new HttpError(409, 'This request is already done.');
        let outcome = request.body.outcome;
        if (found.kind === 'erasure' && found.userId) {
          const user = await findUserById(tx, found.userId);
          if (user && !user.erasedAt) {
            const erased = await eraseSubject(tx, ctx.config, user);
            erasedFiles = erased.files;
            outcome = `${outcome}\n${keptSummary(erased.kept)}`;
          }
        }
        const done = await markDataRequestDone(tx, found.id, outcome, actor.email);
        await recordAudit(tx, actor, 'data_request.done', `data request ${found.id}`, { status: found.status }, { status: 'done', kind: found.kind });
        return done!;
      });
      await removeErasedFiles(ctx.config, erasedFiles, request.log);
      return officeDataRequestView(row);
    },
  });
}
