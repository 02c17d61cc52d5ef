import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../context';
import { ipRateLimit } from '../lib/rate-limit';
import { BookingAnswer, BookingBody, ContactBody, NewsletterBody, Success } from '@agency/contracts';
import { type BookingsDeps, bookConsultation, sendContactMessage, subscribe } from './service';
import { signedInOrNot } from '../lib/route-schema';

/** The bookings domain's routes (booking, contact, newsletter), mounted under /api. */
export async function bookingsRoutes(api: FastifyInstance, ctx: AppContext): Promise<void> {
  const app = api.withTypeProvider<ZodTypeProvider>();
  const deps = (log: BookingsDeps['log']): BookingsDeps => ({ db: ctx.db, config: ctx.config, log });
  const limited = { auth: 'public' as const, rateLimit: ipRateLimit(ctx.config) };

  app.post(
    '/book_consultation',
    {
      config: { ...limited, auth: 'optional' },
      schema: {
        tags: ['bookings'],
        summary: 'Book a consultation or service request (guests get an account and a set-up link)',
        security: signedInOrNot,
        body: BookingBody,
        response: { 200: BookingAnswer },
      },
    },
    async (request) => ({ success: 'success' as const, id: await bookConsultation(deps(request.log), request.user, request.body) }),
  );

  app.post(
    '/contact',
    {
      config: { ...limited, auth: 'optional' },
      schema: {
        tags: ['bookings'],
        summary: 'Send a message to the agency',
        security: signedInOrNot,
        body: ContactBody,
        response: { 200: Success },
      },
    },
    async (request) => {
      await sendContactMessage(deps(request.log), request.user, request.body);
      return { success: 'success' as const };
    },
  );

  app.post(
    '/newsletter',
    {
      config: limited,
      schema: { tags: ['bookings'], summary: 'Subscribe an email to the newsletter', body: NewsletterBody, response: { 200: Success } },
    },
    async (request) => {
      await subscribe(deps(request.log), request.body);
      return { success: 'success' as const };
    },
  );
}
