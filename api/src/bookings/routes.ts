import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { endpointRoute } from '../lib/endpoint-route';
import type { AppContext } from '../context';
import { ipRateLimit } from '../lib/rate-limit';
import { type BookingsDeps, bookConsultation, sendContactMessage, subscribe } from './service';
import { detailAnswers, signedInOrNot } from '../lib/route-schema';
import { consultations } from '@agency/contracts';

/** The bookings domain's routes (booking, contact, newsletter), mounted under /api. */
export async function bookingsRoutes(api: FastifyInstance, ctx: AppContext): Promise<void> {
  const app = api.withTypeProvider<ZodTypeProvider>();
  const deps = (log: BookingsDeps['log']): BookingsDeps => ({ db: ctx.db, config: ctx.config, log, now: ctx.now });
  const limited = { auth: 'public' as const, rateLimit: ipRateLimit(ctx.config) };

  endpointRoute(app, 'POST /api/book_consultation', {
    config: { ...limited, auth: 'optional' },
    schema: {
      tags: ['bookings'],
      summary: 'Book a consultation or service request (guests get an account and a set-up link)',
      description: 'The time must be a free slot of GET /api/availability: a taken, blocked, out-of-hours or too-soon one answers 409 with the nearest free slots.',
      security: signedInOrNot,
      errors: { ...detailAnswers(400, 401, 429), 409: consultations.SlotRefused },
    },
    handler: async (request) => bookConsultation(deps(request.log), request.user, request.body),
  });

  endpointRoute(app, 'POST /api/contact', {
    config: { ...limited, auth: 'optional' },
    schema: {
      tags: ['bookings'],
      summary: 'Send a message to the agency',
      security: signedInOrNot,
    },
    handler: async (request) => {
      await sendContactMessage(deps(request.log), request.user, request.body);
      return { success: 'success' as const };
    },
  });

  endpointRoute(app, 'POST /api/newsletter', {
    config: limited,
    schema: { tags: ['bookings'], summary: 'Subscribe an email to the newsletter' },
    handler: async (request) => {
      await subscribe(deps(request.log), request.body);
      return { success: 'success' as const };
    },
  });
}
