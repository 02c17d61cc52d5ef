import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  AddStudentAnswer,
  AddStudentBody,
  CertificateAnswer,
  CertificateId,
  RegisterStudentAnswer,
  RegisterStudentBody,
  TutorialDetail,
  TutorialId,
  TutorialList,
} from '@agency/contracts';
import type { AppContext } from '../context';
import { enrolGuest, enrolSignedIn } from './enrol';
import { certificate, enrolFree, listTutorials, tutorialDetail } from './queries';
import { bearerToken } from '../accounts/auth';
import { detailAnswers, signedIn, signedInOrNot } from '../lib/route-schema';

/** The academy domain's routes, mounted under /api: tutorials, enrolment and certificates. */
export async function academyRoutes(api: FastifyInstance, ctx: AppContext): Promise<void> {
  const app = api.withTypeProvider<ZodTypeProvider>();
  const limit = { auth: 'optional' as const, rateLimit: { max: ctx.config.RATE_LIMIT_MAX, timeWindow: '1 minute' } };

  app.post(
    '/all_tutorial',
    {
      config: { auth: 'optional' },
      schema: {
        tags: ['academy'],
        summary: 'Every tutorial; the class link only for tutorials the caller is enrolled in',
        security: signedInOrNot,
        response: { 200: TutorialList, ...detailAnswers(401) },
      },
    },
    async (request) => listTutorials(ctx.db, request.user?.id ?? null),
  );

  app.get(
    '/tutorial_detail/:id',
    {
      // A stale token is not an error here: the page still shows, with is_not_aut telling the client to sign out.
      config: { auth: 'optional', staleSessionOk: true },
      schema: {
        tags: ['academy'],
        summary: 'One tutorial, with is_student, what_to_learn and is_not_aut (no valid sign-in)',
        security: signedInOrNot,
        params: TutorialId,
        response: { 200: TutorialDetail, ...detailAnswers(400, 404) },
      },
    },
    async (request) => tutorialDetail(ctx.db, request.params.id, request.user?.id ?? null),
  );

  app.post(
    '/add_student',
    {
      config: limit,
      schema: {
        tags: ['academy'],
        summary: 'Enrols the signed-in user, or creates, signs in and enrols a guest (free tutorials; paid ones need a payment)',
        security: signedInOrNot,
        body: AddStudentBody,
        response: {
          200: AddStudentAnswer,
          ...detailAnswers(400, 401, 404, 409, 429),
        },
      },
    },
    async (request) => {
      const { id, name, email, password } = request.body;
      if (request.user) return enrolSignedIn(ctx.db, request.user, bearerToken(request)!, id);
      return enrolGuest(ctx.db, ctx.config, { tutorialId: id, name, email, password });
    },
  );

  app.post(
    '/register_student',
    {
      config: { auth: 'user' },
      schema: {
        tags: ['academy'],
        summary: 'Enrols the signed-in user in a free tutorial (idempotent)',
        security: signedIn,
        body: RegisterStudentBody,
        response: { 200: RegisterStudentAnswer, ...detailAnswers(400, 401, 402, 404) },
      },
    },
    async (request) => {
      await enrolFree(ctx.db, request.body.id, request.user!.id);
      return { message: 'success' as const, is_student: true as const };
    },
  );

  app.get(
    '/view_n_verify_cert/:id',
    {
      config: { auth: 'public' },
      schema: {
        tags: ['academy'],
        summary: 'Verifies a certificate `{course_id}-{user id}`; works without a token',
        params: CertificateId,
        response: {
          200: CertificateAnswer,
          ...detailAnswers(404),
        },
      },
    },
    async (request) => certificate(ctx.db, request.params.id),
  );
}
