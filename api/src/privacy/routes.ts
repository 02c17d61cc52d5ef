import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { SESSION_EXPIRED } from '../accounts/access';
import { findUserById } from '../accounts/users';
import type { AppContext } from '../context';
import { endpointRoute } from '../lib/endpoint-route';
import { badRequest, HttpError } from '../lib/errors';
import { verifyPassword } from '../lib/passwords';
import { accountRateLimit, ipRateLimit } from '../lib/rate-limit';
import { detailAnswers, signedIn } from '../lib/route-schema';
import { dataRequestView, listMyDataRequests, logDataRequest } from './data-requests';
import { removeErasedFiles, requestErasure } from './erasure';
import { exportSubject } from './export';
import { confirmSubscription, consentsOf, setNewsletter, unsubscribeByToken, unsubscribeState } from './newsletter';
import { currentNotice } from './notice';
import { TokenParam } from '@agency/contracts';

export const PRIVACY_TEXT = {
  wrongPassword: 'The password is incorrect.',
  typeEmail: 'Type your email address to confirm.',
} as const;

const tags = ['privacy'];

/**
 * Privacy (issue 30, docs/privacy.md), mounted under /api: the notice's version, the newsletter's confirmation
 * link, one-click unsubscribe (RFC 8058), and the signed-in user's rights: export, erasure, consents, requests.
 */
export async function privacyRoutes(api: FastifyInstance, ctx: AppContext): Promise<void> {
  const app = api.withTypeProvider<ZodTypeProvider>();
  const limited = { auth: 'public' as const, rateLimit: ipRateLimit(ctx.config) };

  // RFC 8058: a mail client unsubscribes with a POST whose body is the form `List-Unsubscribe=One-Click`
  // (urlencoded or multipart); the site's own page posts JSON or nothing. Any of them reads as the same request.
  api.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(String(body))));
  });
  api.addContentTypeParser('multipart/form-data', { parseAs: 'string' }, (_request, body, done) => {
    done(null, /name="List-Unsubscribe"\s*\r?\n\r?\nOne-Click/.test(String(body)) ? { 'List-Unsubscribe': 'One-Click' } : {});
  });
  api.addHook('preValidation', async (request) => {
    if (request.routeOptions.config?.endpoint === 'POST /api/unsubscribe/:token' && (request.body === undefined || request.body === null)) request.body = {};
  });

  endpointRoute(app, 'GET /api/privacy/notice', {
    config: { auth: 'public' },
    schema: { tags, summary: 'The current privacy notice version (every consent records it)' },
    handler: async () => currentNotice(),
  });

  endpointRoute(app, 'POST /api/newsletter/confirm', {
    config: limited,
    schema: { tags, summary: 'Follow the newsletter confirmation link (double opt-in): records the consent', errors: detailAnswers(400) },
    handler: async (request) => {
      await ctx.db.transaction((tx) => confirmSubscription(tx, ctx.config, request.body.token));
      return { success: 'success' as const };
    },
  });

  endpointRoute(app, 'GET /api/unsubscribe/:token', {
    config: limited,
    schema: { tags, summary: 'Whether the address behind an unsubscribe link still gets the newsletter', params: TokenParam, errors: detailAnswers(404) },
    handler: async (request) => unsubscribeState(ctx.db, request.params.token),
  });

  endpointRoute(app, 'POST /api/unsubscribe/:token', {
    config: limited,
    schema: {
      tags,
      summary: 'One-click unsubscribe (RFC 8058): no sign-in, idempotent, records the withdrawal',
      description: 'Accepts `List-Unsubscribe=One-Click` as application/x-www-form-urlencoded or multipart/form-data (mail clients), or JSON `{}` (the site’s page).',
      params: TokenParam,
      errors: detailAnswers(404),
    },
    handler: async (request) => ctx.db.transaction((tx) => unsubscribeByToken(tx, request.params.token)),
  });

  const me = { auth: 'user' as const };
  const errors = detailAnswers(400, 401);
  const userRow = async (id: number) => {
    const row = await findUserById(ctx.db, id);
    if (!row || row.erasedAt) throw new HttpError(401, SESSION_EXPIRED);
    return row;
  };

  endpointRoute(app, 'GET /api/me/data-export', {
    config: { ...me, rateLimit: accountRateLimit(ctx.config, 10) },
    schema: { tags, summary: 'Everything about the signed-in user, as JSON (NDPA access and portability); logged', security: signedIn, errors },
    handler: async (request, reply) => {
      const user = await userRow(request.user!.id);
      await ctx.db.transaction((tx) =>
        logDataRequest(tx, ctx.config, { userId: user.id, email: user.email, name: user.firstName, kind: 'access', status: 'automatic', message: 'Download my data.', outcome: 'Served at once (JSON export).' }),
      );
      const data = await exportSubject(ctx.db, ctx.config, { id: user.id, email: user.email, publicId: user.publicId });
      reply.header('content-disposition', `attachment; filename="my-data-${data.generated_at.slice(0, 10)}.json"`).header('cache-control', 'no-store');
      return data;
    },
  });

  endpointRoute(app, 'POST /api/me/erase', {
    config: { ...me, rateLimit: accountRateLimit(ctx.config, 5) },
    schema: {
      tags,
      summary: 'Delete my account: erased at once (payment records kept for tax, named), or queued for a person',
      description: 'An account with a password re-types it; one without types its email address.',
      security: signedIn,
      errors,
    },
    handler: async (request) => {
      const user = await userRow(request.user!.id);
      if (user.passwordHash) {
        if (!(await verifyPassword(user.passwordHash, request.body.password ?? ''))) throw badRequest(PRIVACY_TEXT.wrongPassword);
      } else if ((request.body.confirm_email ?? '').trim().toLowerCase() !== user.email.toLowerCase()) {
        throw badRequest(PRIVACY_TEXT.typeEmail);
      }
      const result = await ctx.db.transaction((tx) => requestErasure(tx, ctx.config, user));
      await removeErasedFiles(ctx.config, result.files, request.log);
      return { status: result.status, kept: result.kept, reason: result.reason, request: dataRequestView(result.request) };
    },
  });

  endpointRoute(app, 'GET /api/me/consents', {
    config: me,
    schema: { tags, summary: 'My newsletter consent and its history', security: signedIn, errors },
    handler: async (request) => consentsOf(ctx.db, await userRow(request.user!.id)),
  });

  endpointRoute(app, 'PUT /api/me/consents', {
    config: { ...me, rateLimit: accountRateLimit(ctx.config, 20) },
    schema: { tags, summary: 'Turn the newsletter on (a proven address at once, else by confirmation mail) or off', security: signedIn, errors },
    handler: async (request) => {
      const user = await userRow(request.user!.id);
      await ctx.db.transaction((tx) => setNewsletter(tx, ctx.config, user, request.body.newsletter, request.body.notice_version));
      return consentsOf(ctx.db, user);
    },
  });

  endpointRoute(app, 'GET /api/me/data-requests', {
    config: me,
    schema: { tags, summary: 'My data requests (the log), newest first', security: signedIn, errors },
    handler: async (request) => (await listMyDataRequests(ctx.db, request.user!.id)).map(dataRequestView),
  });

  endpointRoute(app, 'POST /api/me/data-requests', {
    config: { ...me, rateLimit: accountRateLimit(ctx.config, 5) },
    schema: { tags, summary: 'Ask for what I cannot do myself (e.g. correct my email): a person answers within 30 days', security: signedIn, errors },
    handler: async (request) => {
      const user = await userRow(request.user!.id);
      const row = await ctx.db.transaction((tx) =>
        logDataRequest(tx, ctx.config, { userId: user.id, email: user.email, name: user.firstName, kind: request.body.kind, status: 'open', message: request.body.message }),
      );
      return dataRequestView(row);
    },
  });
}
