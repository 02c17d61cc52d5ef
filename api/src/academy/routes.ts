import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  AddStudentAnswer,
  AddStudentBody,
  CertificateAnswer,
  CertificateId,
  Detail,
  RegisterStudentAnswer,
  RegisterStudentBody,
  TutorialDetail,
  TutorialId,
  TutorialList,
} from '@agency/contracts';
import type { AppContext } from '../context';
import { enrolGuest, enrolSignedIn } from './enrol';
import { certificate, enrolFree, listTutorials, tutorialDetail } from './queries';

function bearer(request: FastifyRequest): string | null {
  return /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '')?.[1] ?? null;
}

/** The academy domain's routes, mounted under /api: tutorials, enrolment and certificates. */
export async function academyRoutes(api: FastifyInstance, ctx: AppContext): Promise<void> {
  const app = api.withTypeProvider<ZodTypeProvider>();
  const optionalBearer: { [label: string]: string[] }[] = [{ bearer: [] }, {}];
  const limit = { auth: 'optional' as const, rateLimit: { max: ctx.config.RATE_LIMIT_MAX, timeWindow: '1 minute' } };

  app.post(
    '/all_tutorial',
    {
      config: { auth: 'optional' },
      schema: {
        tags: ['academy'],
        summary: 'Every tutorial; the class link only for tutorials the caller is enrolled in',
        security: optionalBearer,
        response: { 200: TutorialList, 401: Detail },
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
        security: optionalBearer,
        params: TutorialId,
        response: { 200: TutorialDetail, 400: Detail, 404: Detail },
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
        security: optionalBearer,
        body: AddStudentBody,
        response: {
          200: AddStudentAnswer,
          400: Detail,
          401: Detail,
          404: Detail,
          409: Detail,
          429: Detail,
        },
      },
    },
    async (request) => {
      const { id, name, email, password } = request.body;
      if (request.user) return enrolSignedIn(ctx.db, request.user, bearer(request)!, id);
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
        security: [{ bearer: [] }],
        body: RegisterStudentBody,
        response: { 200: RegisterStudentAnswer, 400: Detail, 401: Detail, 402: Detail, 404: Detail },
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
          404: Detail,
        },
      },
    },
    async (request) => certificate(ctx.db, request.params.id),
  );
}
