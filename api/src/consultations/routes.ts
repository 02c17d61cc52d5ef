import { consultations as C, RowId } from '@agency/contracts';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../context';
import { endpointRoute } from '../lib/endpoint-route';
import { ipRateLimit } from '../lib/rate-limit';
import { detailAnswers, signedIn } from '../lib/route-schema';
import { availability, readSettings } from './availability';
import { byToken, cancelConsultation, consultationWire, inviteOf, managedWire, myConsultations, ownConsultation, rescheduleConsultation } from './service';

const tags = ['consultations'];
const refused = { ...detailAnswers(400, 404, 429), 409: C.SlotRefused };

export function sendIcs(reply: FastifyReply, ics: string, name: string) {
  return reply.type('text/calendar; charset=utf-8').header('content-disposition', `attachment; filename="${name}"`).header('cache-control', 'no-store').send(ics);
}

/** Availability (public), the manage-by-token page's calls (no sign-in: the token is the key), and the client's own consultations. */
export async function consultationsRoutes(api: FastifyInstance, ctx: AppContext): Promise<void> {
  const app = api.withTypeProvider<ZodTypeProvider>();
  const { db, config } = ctx;
  const deps = () => ({ db, config, now: ctx.now() });
  const limited = { auth: 'public' as const, rateLimit: ipRateLimit(config) };

  endpointRoute(app, 'GET /api/availability', {
    config: { auth: 'public' },
    schema: { tags, summary: 'Free consultation slots per day (WAT), and why a day has none', querystring: C.AvailabilityQuery, errors: detailAnswers(400) },
    handler: async (request) => availability(db, ctx.now(), request.query),
  });

  endpointRoute(app, 'GET /api/consultation_link/:token', {
    config: limited,
    schema: { tags, summary: 'The consultation a reschedule/cancel link manages', params: C.TokenParam, errors: detailAnswers(400, 404, 429) },
    handler: async (request) => {
      const now = ctx.now();
      const row = await byToken(db, request.params.token);
      return managedWire(row, await readSettings(db), now, request.params.token);
    },
  });

  endpointRoute(app, 'POST /api/consultation_link/:token/reschedule', {
    config: limited,
    schema: { tags, summary: 'Move the consultation to another free slot (the link’s token is replaced: use the answer’s)', params: C.TokenParam, errors: refused },
    handler: async (request) => {
      const row = await byToken(db, request.params.token);
      const d = deps();
      const done = await rescheduleConsultation(d, row.c.id, request.body, { kind: 'client' });
      return managedWire(done.row, done.settings, d.now, done.token);
    },
  });

  endpointRoute(app, 'POST /api/consultation_link/:token/cancel', {
    config: limited,
    schema: { tags, summary: 'Cancel the consultation (its link then only shows it)', params: C.TokenParam, errors: refused },
    handler: async (request) => {
      const row = await byToken(db, request.params.token);
      const d = deps();
      const done = await cancelConsultation(d, row.c.id, request.body.reason, { kind: 'client' });
      return managedWire(done.row, done.settings, d.now, request.params.token);
    },
  });

  endpointRoute(app, 'GET /api/consultation_link/:token/ics', {
    config: limited,
    schema: { tags, summary: 'The consultation’s calendar file (.ics)', params: C.TokenParam, produces: ['text/calendar'], errors: detailAnswers(400, 404, 429) },
    handler: async (request, reply) => {
      const row = await byToken(db, request.params.token);
      return sendIcs(reply, inviteOf(row, await readSettings(db), config), 'consultation.ics');
    },
  });

  const security = signedIn;
  endpointRoute(app, 'GET /api/consultations', {
    config: { auth: 'user' },
    schema: { tags, summary: "The client's consultations, upcoming and past", security, errors: detailAnswers(401) },
    handler: async (request) => myConsultations(db, request.user!.id, ctx.now()),
  });

  endpointRoute(app, 'POST /api/consultations/:id/reschedule', {
    config: { auth: 'user' },
    schema: { tags, summary: 'Move one of my consultations to another free slot', security, params: RowId, errors: { ...refused, 401: refused[400] } },
    handler: async (request) => {
      const own = await ownConsultation(db, request.user!.id, request.params.id);
      const d = deps();
      const done = await rescheduleConsultation(d, own.c.id, request.body, { kind: 'client' });
      return consultationWire(done.row, done.settings, d.now);
    },
  });

  endpointRoute(app, 'POST /api/consultations/:id/cancel', {
    config: { auth: 'user' },
    schema: { tags, summary: 'Cancel one of my consultations', security, params: RowId, errors: { ...refused, 401: refused[400] } },
    handler: async (request) => {
      const own = await ownConsultation(db, request.user!.id, request.params.id);
      const d = deps();
      const done = await cancelConsultation(d, own.c.id, request.body.reason, { kind: 'client' });
      return consultationWire(done.row, done.settings, d.now);
    },
  });

  endpointRoute(app, 'GET /api/consultations/:id/ics', {
    config: { auth: 'user' },
    schema: { tags, summary: 'The calendar file of one of my consultations', security, params: RowId, produces: ['text/calendar'], errors: detailAnswers(401, 404) },
    handler: async (request, reply) => {
      const own = await ownConsultation(db, request.user!.id, request.params.id);
      return sendIcs(reply, inviteOf(own, await readSettings(db), config), 'consultation.ics');
    },
  });
}
