import type { FastifyInstance } from 'fastify';
import { endpointRoute } from '../../lib/endpoint-route';
import type { AppContext } from '../../context';
import { HttpError } from '../../lib/errors';
import { oneLine } from '../../lib/text-fields';
import { audited, recordAudit } from '../audit';
import { replyEmail } from '../emails';
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
} from '../inbox';
import { office as S } from '@agency/contracts';
import type { OfficeKit } from './kit';

/** The inbox: bookings (with their calendar invites), contact messages and newsletter subscribers. */
export function officeInboxRoutes(app: FastifyInstance, ctx: AppContext, kit: OfficeKit): void {
  const { staff, security, errors, tags, actorOf, send, iso } = kit;

  endpointRoute(app, 'GET /api/office/bookings', {
    config: staff,
    schema: { tags, summary: 'Bookings: new (Pending, not handled) or all', security, querystring: S.Show, errors },
    handler: async (request) =>
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
  });

  endpointRoute(app, 'GET /api/office/bookings/:id/ics', {
    config: staff,
    schema: { tags, summary: 'The booking’s calendar invite (.ics)', security, params: S.RowId, produces: ['text/calendar'], errors },
    handler: async (request, reply) => {
      const ics = await bookingInvite(ctx.db, request.params.id, ctx.config);
      if (!ics) throw new HttpError(404, 'This request has no consultation, so it has no calendar invite.');
      // A download of personal data (the client's name and booking): recorded, for a breach's who-saw-what.
      await recordAudit(ctx.db, actorOf(request), 'personal_data.download', `request ${request.params.id}`, null, { file: `booking-${request.params.id}.ics` });
      return reply
        .type('text/calendar; charset=utf-8')
        .header('content-disposition', `attachment; filename="booking-${request.params.id}.ics"`)
        .send(ics);
    },
  });

  endpointRoute(app, 'POST /api/office/bookings/:id/handled', {
    config: staff,
    schema: { tags, summary: 'Mark a booking handled (or not)', security, params: S.RowId, errors },
    handler: async (request) => {
      await audited(ctx.db, actorOf(request), request.body.handled ? 'booking.handled' : 'booking.unhandled', `request ${request.params.id}`, async (tx) => ({
        ...(await markBookingHandled(tx, request.params.id, request.body.handled)),
        result: null,
      }));
      return { success: 'success' as const };
    },
  });

  endpointRoute(app, 'POST /api/office/bookings/:id/reply', {
    config: staff,
    schema: { tags, summary: 'Email the client who booked', security, params: S.RowId, errors: { ...errors, 503: S.Detail } },
    handler: async (request) => {
      const booking = await findBooking(ctx.db, request.params.id);
      await send(replyEmail(ctx.config, booking.email, request.body.subject, request.body.message));
      await recordAudit(ctx.db, actorOf(request), 'booking.reply', `request ${booking.id}`, null, { to: booking.email, subject: oneLine(request.body.subject) });
      return { success: 'success' as const };
    },
  });

  endpointRoute(app, 'GET /api/office/messages', {
    config: staff,
    schema: { tags, summary: 'Contact messages: new (not handled) or all', security, querystring: S.Show, errors },
    handler: async (request) =>
      (await listMessages(ctx.db, { show: request.query.show, limit: 500 })).map((m) => ({
        id: m.id,
        created_at: m.createdAt.toISOString(),
        name: m.name,
        email: m.email,
        subject: m.subject,
        message: m.message,
        handled_at: iso(m.handledAt),
      })),
  });

  endpointRoute(app, 'POST /api/office/messages/:id/handled', {
    config: staff,
    schema: { tags, summary: 'Mark a contact message handled (or not)', security, params: S.RowId, errors },
    handler: async (request) => {
      await audited(ctx.db, actorOf(request), request.body.handled ? 'message.handled' : 'message.unhandled', `message ${request.params.id}`, async (tx) => ({
        ...(await markMessageHandled(tx, request.params.id, request.body.handled)),
        result: null,
      }));
      return { success: 'success' as const };
    },
  });

  endpointRoute(app, 'POST /api/office/messages/:id/reply', {
    config: staff,
    schema: { tags, summary: 'Answer a contact message by email', security, params: S.RowId, errors: { ...errors, 503: S.Detail } },
    handler: async (request) => {
      const message = await findMessage(ctx.db, request.params.id);
      await send(replyEmail(ctx.config, message.email, request.body.subject, request.body.message));
      await audited(ctx.db, actorOf(request), 'message.reply', `message ${message.id}`, async (tx) => ({
        ...(await markMessageHandled(tx, message.id, true)),
        after: { to: message.email, subject: oneLine(request.body.subject), handled: true },
        result: null,
      }));
      return { success: 'success' as const };
    },
  });

  endpointRoute(app, 'GET /api/office/subscribers', {
    config: staff,
    schema: { tags, summary: 'Newsletter subscribers', security, errors },
    handler: async () =>
      (await listSubscribers(ctx.db)).map((s) => ({ id: s.id, email: s.email, created_at: s.createdAt.toISOString() })),
  });

  endpointRoute(app, 'GET /api/office/subscribers.csv', {
    config: staff,
    schema: { tags, summary: 'Newsletter subscribers as CSV', security, produces: ['text/csv'], errors },
    handler: async (request, reply) => {
      const rows = await listSubscribers(ctx.db);
      // An export of personal data: recorded (who, when, how many addresses), for a breach's who-saw-what.
      await recordAudit(ctx.db, actorOf(request), 'personal_data.export', 'newsletter subscribers', null, { file: 'subscribers.csv', rows: rows.length });
      return reply.type('text/csv; charset=utf-8').header('content-disposition', 'attachment; filename="subscribers.csv"').send(subscribersCsv(rows));
    },
  });
}
