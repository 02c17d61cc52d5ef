import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { createTutorial, editTutorial, finishTutorial, findTutorial, type TutorialFields } from '../../academy/queries';
import { endpointRoute } from '../../lib/endpoint-route';
import type { AppContext } from '../../context';
import type { tutorials } from '../../db/schema';
import { HttpError } from '../../lib/errors';
import { audited } from '../audit';
import { office as S } from '@agency/contracts';
import { listAllTutorials, listStudents } from '../work';
import type { OfficeKit } from './kit';

type TutorialRow = typeof tutorials.$inferSelect;
const tutorialWire = (t: TutorialRow & { students: number }) => ({
  id: t.id,
  title: t.title,
  course_id: t.courseId,
  brief_description: t.briefDescription,
  description: t.description,
  amount: t.amount,
  start_date: t.startDate,
  end_date: t.endDate,
  instructor: t.instructor,
  link: t.link,
  what_to_learn: t.whatToLearn,
  is_current: t.isCurrent,
  is_done: t.isDone,
  is_cert_awarded: t.isCertAwarded,
  students: t.students,
});
const tutorialState = (t: TutorialRow) => {
  const { createdAt: _c, ...rest } = t;
  return rest;
};

function tutorialFields(body: Partial<z.infer<typeof S.TutorialChange>>): TutorialFields {
  const f: TutorialFields = {};
  if (body.title !== undefined) f.title = body.title;
  if (body.course_id !== undefined) f.courseId = body.course_id;
  if (body.brief_description !== undefined) f.briefDescription = body.brief_description;
  if (body.description !== undefined) f.description = body.description;
  if (body.amount !== undefined) f.amount = body.amount;
  if (body.start_date !== undefined) f.startDate = body.start_date;
  if (body.end_date !== undefined) f.endDate = body.end_date;
  if (body.instructor !== undefined) f.instructor = body.instructor;
  if (body.link !== undefined) f.link = body.link;
  if (body.what_to_learn !== undefined) f.whatToLearn = body.what_to_learn;
  if (body.is_current !== undefined) f.isCurrent = body.is_current;
  if (body.is_cert_awarded !== undefined) f.isCertAwarded = body.is_cert_awarded;
  return f;
}

/** The academy: tutorials, their students, finishing with certificates. */
export function officeAcademyRoutes(app: FastifyInstance, ctx: AppContext, kit: OfficeKit): void {
  const { staff, security, errors, tags, actorOf } = kit;

  const oneTutorial = async (id: number) => {
    const found = (await listAllTutorials(ctx.db)).find((t) => t.id === id);
    if (!found) throw new HttpError(404, 'Tutorial not found.');
    return tutorialWire(found);
  };

  endpointRoute(app, 'GET /api/office/tutorials', {
    config: staff,
    schema: { tags, summary: 'Every tutorial with its number of students', security, errors },
    handler: async () =>
      (await listAllTutorials(ctx.db)).map(tutorialWire),
  });

  endpointRoute(app, 'POST /api/office/tutorials', {
    config: staff,
    schema: { tags, summary: 'Create a tutorial', security, errors: { ...errors, 409: S.Detail } },
    handler: async (request) => {
      const b = request.body;
      const row = await audited(ctx.db, actorOf(request), 'tutorial.create', `tutorial ${b.course_id}`, async (tx) => {
        const created = await createTutorial(tx, { ...tutorialFields(b), title: b.title, courseId: b.course_id, startDate: b.start_date, endDate: b.end_date });
        return { before: null, after: tutorialState(created), result: created };
      });
      return oneTutorial(row.id);
    },
  });

  endpointRoute(app, 'PATCH /api/office/tutorials/:id', {
    config: staff,
    schema: { tags, summary: 'Edit a tutorial', security, params: S.RowId, errors: { ...errors, 409: S.Detail } },
    handler: async (request) => {
      const { id } = request.params;
      await audited(ctx.db, actorOf(request), 'tutorial.update', `tutorial ${id}`, async (tx) => {
        const before = tutorialState(await findTutorial(tx, id));
        return { before, after: tutorialState(await editTutorial(tx, id, tutorialFields(request.body))), result: null };
      });
      return oneTutorial(id);
    },
  });

  endpointRoute(app, 'GET /api/office/tutorials/:id/students', {
    config: staff,
    schema: { tags, summary: 'A tutorial’s students and their certificate ids', security, params: S.RowId, errors },
    handler: async (request) =>
      (await listStudents(ctx.db, request.params.id)).map((s) => ({
        id: s.id,
        name: s.name,
        email: s.email,
        enrolled_at: s.enrolledAt.toISOString(),
        paid: s.paid,
        certificate_id: s.certificateId,
      })),
  });

  endpointRoute(app, 'POST /api/office/tutorials/:id/finish', {
    config: staff,
    schema: { tags, summary: 'Finish a tutorial: its students’ certificates become valid', security, params: S.RowId, errors },
    handler: async (request) => {
      const { id } = request.params;
      await audited(ctx.db, actorOf(request), 'tutorial.finish', `tutorial ${id}`, async (tx) => {
        const before = tutorialState(await findTutorial(tx, id));
        const { tutorial } = await finishTutorial(tx, id, { awardCertificates: request.body.award_certificates });
        return { before, after: tutorialState(tutorial), result: null };
      });
      return oneTutorial(id);
    },
  });
}
