import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { createTutorial, editTutorial, finishTutorial, findTutorial, type TutorialFields } from '../academy/queries';
import type { AppContext } from '../context';
import type { Db } from '../db/client';
import type { tutorials } from '../db/schema';
import { HttpError } from '../lib/errors';
import { oneLine } from '../lib/text-fields';
import { enqueueMail } from '../mail/outbox';
import type { MailMessage } from '../mail/mailer';
import { findPayment, refundDuplicate } from '../payments/service';
import { advanceProject, completeProject, completeRequest, quoteRequest, startProject } from '../portal/queries';
import { type Actor, audited, listAudit, recordAudit } from './audit';
import { quoteEmail, replyEmail } from './emails';
import {
  bookingInvite,
  findBooking,
  findMessage,
  listBookings,
  listMessages,
  listSubscribers,
  markBookingHandled,
  markMessageHandled,
  subscribersCsv,
} from './inbox';
import { office as S } from '@agency/contracts';
import { inviteStaff, listStaff, staffInviteEmail } from './staff';
import { staffOnly } from './staff-auth';
import { declineRequest, listAllProjects, listAllRequests, listAllTutorials, listPayments, listStudents, projectById, projectState, requestById, requestState } from './work';
import { detailAnswers, signedIn } from '../lib/route-schema';


const iso = (d: Date | null) => (d ? d.toISOString() : null);

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

/**
 * The back office's API under /api/office: staff only (see staff-auth.ts), every write recorded in the
 * audit log in the transaction that makes it. The write rules themselves live in the domains
 * (portal/queries, academy/queries, payments/service) and are shared with `pnpm admin`.
 */
export async function officeRoutes(api: FastifyInstance, ctx: AppContext): Promise<void> {
  await api.register(
    async (scope) => {
      staffOnly(scope);
      const app = scope.withTypeProvider<ZodTypeProvider>();
      const staff = { auth: 'staff' as const };
      const security = signedIn;
      const errors = detailAnswers(400, 401, 403, 404);
      const tags = ['office'];
      const actorOf = (request: { user: { id: number; email: string } | null }): Actor => ({ id: request.user!.id, email: request.user!.email });

      // Queued like every mail of the API: the mail queue sends it, retrying while the mail server is down.
      async function send(message: MailMessage) {
        await ctx.db.transaction(async (tx) => enqueueMail(tx, [message]));
      }

      app.get('/me', { config: staff, schema: { tags, summary: 'The signed-in staff member', security, response: { 200: S.Me, ...errors } } }, async (request) => ({
        id: request.user!.id,
        email: request.user!.email,
        name: request.user!.firstName,
        role: 'staff' as const,
      }));

      // Inbox

      app.get(
        '/bookings',
        { config: staff, schema: { tags, summary: 'Bookings: new (Pending, not handled) or all', security, querystring: S.Show, response: { 200: z.array(S.Booking), ...errors } } },
        async (request) =>
          (await listBookings(ctx.db, { show: request.query.show, limit: 500 })).map((b) => ({
            id: b.id,
            created_at: b.createdAt.toISOString(),
            name: b.name,
            email: b.email,
            phone: b.phone,
            country: b.country,
            service: b.service,
            service_label: b.serviceLabel,
            subject: b.subject,
            message: b.message,
            date: b.date,
            time: b.time,
            start: b.start,
            price: b.price,
            status: b.status,
            handled_at: iso(b.handledAt),
          })),
      );

      app.get(
        '/bookings/:id/ics',
        { config: staff, schema: { tags, summary: 'The booking’s calendar invite (.ics)', security, params: S.RowId, response: { 200: z.string(), ...errors } } },
        async (request, reply) => {
          const ics = await bookingInvite(ctx.db, request.params.id, ctx.config.AGENCY_INBOX);
          if (!ics) throw new HttpError(404, 'This booking’s date and time could not be read, so it has no calendar invite.');
          return reply
            .type('text/calendar; charset=utf-8')
            .header('content-disposition', `attachment; filename="booking-${request.params.id}.ics"`)
            .send(ics);
        },
      );

      app.post(
        '/bookings/:id/handled',
        { config: staff, schema: { tags, summary: 'Mark a booking handled (or not)', security, params: S.RowId, body: S.Handled, response: { 200: S.Success, ...errors } } },
        async (request) => {
          await audited(ctx.db, actorOf(request), request.body.handled ? 'booking.handled' : 'booking.unhandled', `request ${request.params.id}`, async (tx) => ({
            ...(await markBookingHandled(tx, request.params.id, request.body.handled)),
            result: null,
          }));
          return { success: 'success' as const };
        },
      );

      app.post(
        '/bookings/:id/reply',
        { config: staff, schema: { tags, summary: 'Email the client who booked', security, params: S.RowId, body: S.Reply, response: { 200: S.Success, ...errors, 503: S.Detail } } },
        async (request) => {
          const booking = await findBooking(ctx.db, request.params.id);
          await send(replyEmail(ctx.config, booking.email, request.body.subject, request.body.message));
          await recordAudit(ctx.db, actorOf(request), 'booking.reply', `request ${booking.id}`, null, { to: booking.email, subject: oneLine(request.body.subject) });
          return { success: 'success' as const };
        },
      );

      app.get(
        '/messages',
        { config: staff, schema: { tags, summary: 'Contact messages: new (not handled) or all', security, querystring: S.Show, response: { 200: z.array(S.Message), ...errors } } },
        async (request) =>
          (await listMessages(ctx.db, { show: request.query.show, limit: 500 })).map((m) => ({
            id: m.id,
            created_at: m.createdAt.toISOString(),
            name: m.name,
            email: m.email,
            subject: m.subject,
            message: m.message,
            handled_at: iso(m.handledAt),
          })),
      );

      app.post(
        '/messages/:id/handled',
        { config: staff, schema: { tags, summary: 'Mark a contact message handled (or not)', security, params: S.RowId, body: S.Handled, response: { 200: S.Success, ...errors } } },
        async (request) => {
          await audited(ctx.db, actorOf(request), request.body.handled ? 'message.handled' : 'message.unhandled', `message ${request.params.id}`, async (tx) => ({
            ...(await markMessageHandled(tx, request.params.id, request.body.handled)),
            result: null,
          }));
          return { success: 'success' as const };
        },
      );

      app.post(
        '/messages/:id/reply',
        { config: staff, schema: { tags, summary: 'Answer a contact message by email', security, params: S.RowId, body: S.Reply, response: { 200: S.Success, ...errors, 503: S.Detail } } },
        async (request) => {
          const message = await findMessage(ctx.db, request.params.id);
          await send(replyEmail(ctx.config, message.email, request.body.subject, request.body.message));
          await audited(ctx.db, actorOf(request), 'message.reply', `message ${message.id}`, async (tx) => ({
            ...(await markMessageHandled(tx, message.id, true)),
            after: { to: message.email, subject: oneLine(request.body.subject), handled: true },
            result: null,
          }));
          return { success: 'success' as const };
        },
      );

      app.get('/subscribers', { config: staff, schema: { tags, summary: 'Newsletter subscribers', security, response: { 200: z.array(S.Subscriber), ...errors } } }, async () =>
        (await listSubscribers(ctx.db)).map((s) => ({ id: s.id, email: s.email, created_at: s.createdAt.toISOString() })),
      );

      app.get(
        '/subscribers.csv',
        { config: staff, schema: { tags, summary: 'Newsletter subscribers as CSV', security, response: { 200: z.string(), ...errors } } },
        async (_request, reply) =>
          reply
            .type('text/csv; charset=utf-8')
            .header('content-disposition', 'attachment; filename="subscribers.csv"')
            .send(subscribersCsv(await listSubscribers(ctx.db))),
      );

      // Requests

      app.get(
        '/requests',
        { config: staff, schema: { tags, summary: 'Every client’s requests, optionally by status', security, querystring: S.RequestsQuery, response: { 200: z.array(S.OfficeRequest), ...errors } } },
        async (request) =>
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
      );

      app.post(
        '/requests/:id/quote',
        { config: staff, schema: { tags, summary: 'Quote a price: the client sees Quoted, can pay, and is emailed', security, params: S.RowId, body: S.Quote, response: { 200: S.Success, ...errors, 503: S.Detail } } },
        async (request) => {
          const { id } = request.params;
          const quoted = await audited(ctx.db, actorOf(request), 'request.quote', `request ${id}`, async (tx) => {
            const before = requestState(await requestById(tx, id));
            const row = await quoteRequest(tx, id, request.body.price);
            return { before, after: requestState(row), result: row };
          });
          const owner = await findBooking(ctx.db, quoted.id);
          await send(quoteEmail(ctx.config, owner.email, owner.name, quoted.id, owner.subject, request.body.price));
          return { success: 'success' as const };
        },
      );

      app.post(
        '/requests/:id/decline',
        { config: staff, schema: { tags, summary: 'Decline a request that is not paid', security, params: S.RowId, response: { 200: S.Success, ...errors } } },
        async (request) => {
          const { id } = request.params;
          await audited(ctx.db, actorOf(request), 'request.decline', `request ${id}`, async (tx) => {
            const before = requestState(await requestById(tx, id));
            return { before, after: requestState(await declineRequest(tx, id)), result: null };
          });
          return { success: 'success' as const };
        },
      );

      app.post(
        '/requests/:id/done',
        { config: staff, schema: { tags, summary: 'Mark a request (and its project) done', security, params: S.RowId, response: { 200: S.Success, ...errors } } },
        async (request) => {
          const { id } = request.params;
          await audited(ctx.db, actorOf(request), 'request.done', `request ${id}`, async (tx) => {
            const before = requestState(await requestById(tx, id));
            return { before, after: requestState(await completeRequest(tx, id)), result: null };
          });
          return { success: 'success' as const };
        },
      );

      // Projects

      const projectWire = (p: Awaited<ReturnType<typeof listAllProjects>>[number]) => ({
        id: p.id,
        request_id: p.requestId,
        client: p.client,
        email: p.email,
        service: p.service,
        service_label: p.serviceLabel,
        subject: p.subject,
        url: p.url,
        stages: p.stages,
        current_stage: p.currentStage,
        progress: p.progress,
        is_done: p.isDone,
        created_at: p.createdAt.toISOString(),
      });
      const oneProject = async (db: Db, id: number) => {
        const found = (await listAllProjects(db)).find((p) => p.id === id);
        if (!found) throw new HttpError(404, `Project ${id} not found.`);
        return projectWire(found);
      };

      app.get('/projects', { config: staff, schema: { tags, summary: 'Every project', security, response: { 200: z.array(S.OfficeProject), ...errors } } }, async () =>
        (await listAllProjects(ctx.db)).map(projectWire),
      );

      app.post(
        '/projects',
        { config: staff, schema: { tags, summary: 'Start the project of a paid request', security, body: S.NewProject, response: { 200: S.OfficeProject, ...errors } } },
        async (request) => {
          const { request_id: requestId, stages, url } = request.body;
          const project = await audited(ctx.db, actorOf(request), 'project.start', `request ${requestId}`, async (tx) => {
            const before = requestState(await requestById(tx, requestId));
            const row = await startProject(tx, requestId, { stages, url });
            return { before, after: { project: row.id, ...projectState(row) }, result: row };
          });
          return oneProject(ctx.db, project.id);
        },
      );

      app.patch(
        '/projects/:id',
        {
          config: staff,
          schema: { tags, summary: 'Set a project’s stages, current stage, progress or URL', security, params: S.RowId, body: S.ProjectChange, response: { 200: S.OfficeProject, ...errors } },
        },
        async (request) => {
          const { id } = request.params;
          await audited(ctx.db, actorOf(request), 'project.update', `project ${id}`, async (tx) => {
            const before = projectState(await projectById(tx, id));
            return { before, after: projectState(await advanceProject(tx, id, request.body)), result: null };
          });
          return oneProject(ctx.db, id);
        },
      );

      app.post(
        '/projects/:id/done',
        { config: staff, schema: { tags, summary: 'Mark a project (and its request) done', security, params: S.RowId, response: { 200: S.OfficeProject, ...errors } } },
        async (request) => {
          const { id } = request.params;
          await audited(ctx.db, actorOf(request), 'project.done', `project ${id}`, async (tx) => {
            const before = projectState(await projectById(tx, id));
            return { before, after: projectState(await completeProject(tx, id)), result: null };
          });
          return oneProject(ctx.db, id);
        },
      );

      // Academy

      const oneTutorial = async (id: number) => {
        const found = (await listAllTutorials(ctx.db)).find((t) => t.id === id);
        if (!found) throw new HttpError(404, 'Tutorial not found.');
        return tutorialWire(found);
      };

      app.get('/tutorials', { config: staff, schema: { tags, summary: 'Every tutorial with its number of students', security, response: { 200: z.array(S.OfficeTutorial), ...errors } } }, async () =>
        (await listAllTutorials(ctx.db)).map(tutorialWire),
      );

      app.post(
        '/tutorials',
        { config: staff, schema: { tags, summary: 'Create a tutorial', security, body: S.NewTutorial, response: { 200: S.OfficeTutorial, ...errors, 409: S.Detail } } },
        async (request) => {
          const b = request.body;
          const row = await audited(ctx.db, actorOf(request), 'tutorial.create', `tutorial ${b.course_id}`, async (tx) => {
            const created = await createTutorial(tx, { ...tutorialFields(b), title: b.title, courseId: b.course_id, startDate: b.start_date, endDate: b.end_date });
            return { before: null, after: tutorialState(created), result: created };
          });
          return oneTutorial(row.id);
        },
      );

      app.patch(
        '/tutorials/:id',
        { config: staff, schema: { tags, summary: 'Edit a tutorial', security, params: S.RowId, body: S.TutorialChange, response: { 200: S.OfficeTutorial, ...errors, 409: S.Detail } } },
        async (request) => {
          const { id } = request.params;
          await audited(ctx.db, actorOf(request), 'tutorial.update', `tutorial ${id}`, async (tx) => {
            const before = tutorialState(await findTutorial(tx, id));
            return { before, after: tutorialState(await editTutorial(tx, id, tutorialFields(request.body))), result: null };
          });
          return oneTutorial(id);
        },
      );

      app.get(
        '/tutorials/:id/students',
        { config: staff, schema: { tags, summary: 'A tutorial’s students and their certificate ids', security, params: S.RowId, response: { 200: z.array(S.Student), ...errors } } },
        async (request) =>
          (await listStudents(ctx.db, request.params.id)).map((s) => ({
            id: s.id,
            name: s.name,
            email: s.email,
            enrolled_at: s.enrolledAt.toISOString(),
            paid: s.paid,
            certificate_id: s.certificateId,
          })),
      );

      app.post(
        '/tutorials/:id/finish',
        { config: staff, schema: { tags, summary: 'Finish a tutorial: its students’ certificates become valid', security, params: S.RowId, body: S.Finish, response: { 200: S.OfficeTutorial, ...errors } } },
        async (request) => {
          const { id } = request.params;
          await audited(ctx.db, actorOf(request), 'tutorial.finish', `tutorial ${id}`, async (tx) => {
            const before = tutorialState(await findTutorial(tx, id));
            const { tutorial } = await finishTutorial(tx, id, { awardCertificates: request.body.award_certificates });
            return { before, after: tutorialState(tutorial), result: null };
          });
          return oneTutorial(id);
        },
      );

      // Payments

      app.get(
        '/payments',
        { config: staff, schema: { tags, summary: 'Payments and refunds, optionally by status', security, querystring: S.PaymentsQuery, response: { 200: z.array(S.Payment), ...errors } } },
        async (request) =>
          (await listPayments(ctx.db, request.query.status ? [request.query.status] : undefined)).map((p) => ({
            id: p.id,
            reference: p.reference,
            email: p.email,
            kind: p.kind,
            item_ids: p.itemIds,
            amount_kobo: p.amountKobo,
            currency: p.currency,
            status: p.status,
            provider: p.provider,
            created_at: p.createdAt.toISOString(),
            paid_at: iso(p.paidAt),
          })),
      );

      app.post(
        '/payments/:reference/retry-refund',
        { config: staff, schema: { tags, summary: 'Ask Paystack again to refund a payment that is refund_due', security, params: S.Reference, response: { 200: S.RefundAnswer, ...errors, 409: S.Detail } } },
        async (request) => {
          const { reference } = request.params;
          const before = await findPayment(ctx.db, reference);
          if (!before) throw new HttpError(404, 'Payment not found.');
          if (before.status !== 'refund_due') throw new HttpError(409, `This payment is ${before.status}, not due a refund.`);
          // Paystack is called outside any transaction; the attempt and its outcome are recorded either way.
          const refunded = await refundDuplicate(ctx.db, ctx.config, request.log, reference);
          const after = await findPayment(ctx.db, reference);
          await recordAudit(ctx.db, actorOf(request), 'payment.refund', `payment ${reference}`, { status: before.status, amount_kobo: before.amountKobo }, {
            status: after!.status,
            amount_kobo: after!.amountKobo,
            refunded,
          });
          return { refunded, status: after!.status };
        },
      );

      // Audit log and staff

      app.get('/audit', { config: staff, schema: { tags, summary: 'The audit log, newest first', security, querystring: S.AuditQuery, response: { 200: z.array(S.AuditEntry), ...errors } } }, async (request) =>
        listAudit(ctx.db, { limit: request.query.limit, before: request.query.before }),
      );

      app.get('/staff', { config: staff, schema: { tags, summary: 'Staff accounts', security, response: { 200: z.array(S.StaffMember), ...errors } } }, async () =>
        (await listStaff(ctx.db)).map((s) => ({ id: s.id, email: s.email, name: s.name, created_at: s.createdAt.toISOString(), set_up: s.setUp })),
      );

      app.post(
        '/staff/invite',
        { config: staff, schema: { tags, summary: 'Invite a staff member: a new account and an emailed set-up link', security, body: S.Invite, response: { 200: S.InviteAnswer, ...errors, 409: S.Detail, 503: S.Detail } } },
        async (request) => {
          const actor = actorOf(request);
          const { user, link } = await inviteStaff(ctx.db, ctx.config, request.body);
          await recordAudit(ctx.db, actor, 'staff.invite', `user ${user.id}`, null, { email: user.email, role: user.role });
          await send(staffInviteEmail(user.email, request.body.name, link, actor.email));
          return { id: user.id, email: user.email };
        },
      );
    },
    { prefix: '/office' },
  );
}
