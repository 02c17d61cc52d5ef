import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  CertificateId,
  TutorialId,
} from '@agency/contracts';
import { contentTagged } from '../catalogue/content-tag';
import { endpointRoute } from '../lib/endpoint-route';
import type { AppContext } from '../context';
import { enrolGuest, enrolSignedIn } from './enrol';
import { certificate, enrolFree, findTutorial, listTutorials, tutorialDetail } from './queries';
import { bearerToken } from '../accounts/auth';
import { ipRateLimit } from '../lib/rate-limit';
import { detailAnswers, signedInOrNot } from '../lib/route-schema';

/** The academy domain's routes, mounted under /api: tutorials, enrolment and certificates. */
export async function academyRoutes(api: FastifyInstance, ctx: AppContext): Promise<void> {
  const app = api.withTypeProvider<ZodTypeProvider>();
  const limit = { auth: 'optional' as const, rateLimit: { max: ctx.config.RATE_LIMIT_MAX, timeWindow: '1 minute' } };

  endpointRoute(app, 'POST /api/all_tutorial', {
    config: { auth: 'optional' },
    schema: {
      tags: ['academy'],
      summary: 'Every tutorial; the class link only for tutorials the caller is enrolled in',
      security: signedInOrNot,
      errors: detailAnswers(401),
    },
    handler: async (request, reply) => {
      // Anonymous, it changes only when staff create, edit or finish a tutorial, which moves the content tag.
      if (!request.user) contentTagged(reply);
      return listTutorials(ctx.db, request.user?.id ?? null);
    },
  });

  endpointRoute(app, 'GET /api/tutorial_detail/:id', {
    // A stale token is not an error here: the page still shows, with is_not_aut telling the client to sign out.
    config: { auth: 'optional', staleSessionOk: true },
    schema: {
      tags: ['academy'],
      summary: 'One tutorial, with is_student, what_to_learn and is_not_aut (no valid sign-in)',
      security: signedInOrNot,
      params: TutorialId,
      errors: detailAnswers(400, 404),
    },
    handler: async (request, reply) => {
      if (!request.user) contentTagged(reply);
      return tutorialDetail(ctx.db, request.params.id, request.user?.id ?? null);
    },
  });

  endpointRoute(app, 'POST /api/add_student', {
    config: limit,
    schema: {
    tags: ['academy'],
    summary: 'Enrols the signed-in user, or creates, signs in and enrols a guest (free tutorials; paid ones need a payment)',
    security: signedInOrNot, errors: {
      ...detailAnswers(400, 401, 404, 409, 429),
    } },
    handler: async (request) => {
      const { id, name, email, password, marketing_consent, notice_version } = request.body;
      if (request.user) return enrolSignedIn(ctx.db, request.user, bearerToken(request)!, id);
      return enrolGuest(ctx.db, ctx.config, { tutorialId: id, name, email, password, marketingConsent: marketing_consent, noticeVersion: notice_version });
    },
  });

  endpointRoute(app, 'POST /api/register_student', {
    // The spec: "bearer if signed in". A guest has no account to enrol (add_student creates one), so the
    // answer only says they are not a student; nothing is written.
    config: { auth: 'optional' },
    schema: {
      tags: ['academy'],
      summary: 'Enrols the signed-in user in a free tutorial (idempotent); a guest is answered is_student false and nothing changes',
      security: signedInOrNot,
      errors: detailAnswers(400, 401, 402, 404),
    },
    handler: async (request) => {
      if (!request.user) {
        await findTutorial(ctx.db, request.body.id);
        return { message: 'success' as const, is_student: false };
      }
      await enrolFree(ctx.db, request.body.id, request.user.id);
      return { message: 'success' as const, is_student: true };
    },
  });

  endpointRoute(app, 'GET /api/view_n_verify_cert/:id', {
    // Limited per address (shared through Redis when REDIS_URL is set), so that addresses cannot be walked.
    config: { auth: 'public', rateLimit: ipRateLimit(ctx.config) },
    schema: {
    tags: ['academy'],
    summary: "Verifies a certificate `{course_id}-{user's public id}`; works without a token; 404 for any id that is not a certificate",
    params: CertificateId, errors: {
      ...detailAnswers(404, 429),
    } },
    handler: async (request) => certificate(ctx.db, request.params.id),
  });
}
