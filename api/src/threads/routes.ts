import { RowId } from '@agency/contracts';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import { endpointRoute } from '../lib/endpoint-route';
import { accountRateLimit } from '../lib/rate-limit';
import { detailAnswers, signedIn } from '../lib/route-schema';
import { markNoticesRead } from '../notices/queries';
import { offerThreadNotice } from './notices';
import { addMessage, clientRequest, clientUnread, readThread } from './queries';

/** The threads domain's routes, mounted under /api: the signed-in client's threads on their own requests. */
export async function threadsRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const security = signedIn;
  const tags = ['portal'];

  endpointRoute(app, 'GET /api/requests/:id/thread', {
    config: { auth: 'user' },
    schema: { tags, summary: "A request's thread with the agency, oldest message first; marks it read", security, params: RowId, errors: detailAnswers(400, 401, 404) },
    handler: async (request) => {
      const user = request.user!;
      return readThread(ctx.db, ctx.config, await clientRequest(ctx.db, user.id, request.params.id), user.id, 'client');
    },
  });

  endpointRoute(app, 'POST /api/requests/:id/thread', {
    config: { auth: 'user', rateLimit: accountRateLimit(ctx.config, ctx.config.THREAD_RATE_LIMIT_MAX) },
    schema: { tags, summary: 'Writes to the agency in a request’s thread (the agency is emailed)', security, params: RowId, errors: detailAnswers(400, 401, 404) },
    handler: async (request) => {
      const user = request.user!;
      const message = await ctx.db.transaction(async (tx) => addMessage(tx, await clientRequest(tx, user.id, request.params.id), user, false, request.body));
      await offerThreadNotice(ctx.mailQueue.boss, ctx.config, { requestId: request.params.id, to: 'staff', sinceId: message.id }, request.log);
      return message;
    },
  });

  endpointRoute(app, 'GET /api/threads/unread', {
    config: { auth: 'user' },
    schema: { tags, summary: 'The client’s notification centre: threads with agency messages they have not read (newest first) and their notices', security, errors: detailAnswers(401) },
    handler: async (request) => clientUnread(ctx.db, request.user!.id),
  });

  endpointRoute(app, 'POST /api/notices/read', {
    config: { auth: 'user' },
    schema: { tags, summary: 'Marks the client’s notices read: the ids given, or all of them', security, errors: detailAnswers(400, 401) },
    handler: async (request) => {
      await markNoticesRead(ctx.db, request.user!.id, request.body.ids);
      return { success: 'success' as const };
    },
  });
}
