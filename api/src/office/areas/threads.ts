import type { FastifyInstance } from 'fastify';
import { office as S } from '@agency/contracts';
import type { AppContext } from '../../context';
import { endpointRoute } from '../../lib/endpoint-route';
import { accountRateLimit } from '../../lib/rate-limit';
import { markNoticesRead } from '../../notices/queries';
import { offerThreadNotice } from '../../threads/notices';
import { addMessage, anyRequest, readThread, staffUnread } from '../../threads/queries';
import { recordAudit } from '../audit';
import type { OfficeKit } from './kit';

/** Any request's thread with its client (issue 26): read (for the staff member reading), write, unread. */
export function officeThreadsRoutes(app: FastifyInstance, ctx: AppContext, kit: OfficeKit): void {
  const { staff, security, errors, tags, actorOf } = kit;

  endpointRoute(app, 'GET /api/office/requests/:id/thread', {
    config: staff,
    schema: { tags, summary: "A request's thread with its client, oldest message first; marks it read for this staff member", security, params: S.RowId, errors },
    handler: async (request) => readThread(ctx.db, ctx.config, await anyRequest(ctx.db, request.params.id), request.user!.id, 'staff'),
  });

  endpointRoute(app, 'POST /api/office/requests/:id/thread', {
    config: { ...staff, rateLimit: accountRateLimit(ctx.config, ctx.config.THREAD_RATE_LIMIT_MAX) },
    schema: { tags, summary: 'Writes to the client in a request’s thread (the client is emailed); audited', security, params: S.RowId, errors },
    handler: async (request) => {
      const { id } = request.params;
      const user = request.user!;
      // The audit entry names the message, not its words: they stay in the thread (and go with it on an erasure).
      const message = await ctx.db.transaction(async (tx) => {
        const written = await addMessage(tx, await anyRequest(tx, id), user, true, request.body);
        await recordAudit(tx, actorOf(request), 'thread.message', `request ${id}`, null, { message_id: written.id });
        return written;
      });
      await offerThreadNotice(ctx.mailQueue.boss, ctx.config, { requestId: id, to: 'client', sinceId: message.id }, request.log);
      return message;
    },
  });

  endpointRoute(app, 'GET /api/office/threads/unread', {
    config: staff,
    schema: { tags, summary: 'This staff member’s notification centre: threads with client messages they have not read (newest first) and their notices', security, errors },
    handler: async (request) => staffUnread(ctx.db, request.user!.id),
  });

  endpointRoute(app, 'POST /api/office/notices/read', {
    config: staff,
    schema: { tags, summary: 'Marks this staff member’s notices read: the ids given, or all of them', security, errors },
    handler: async (request) => {
      await markNoticesRead(ctx.db, request.user!.id, request.body.ids);
      return { success: 'success' as const };
    },
  });
}
