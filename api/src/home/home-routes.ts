import { asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../context';
import type { Db } from '../db/client';
import { feedback } from '../db/schema';

export const FeedbackItem = z.object({ id: z.number().int(), text: z.string(), name: z.string() });
export const HomeResponse = z.object({ messages: z.array(FeedbackItem) });

export async function listFeedback(db: Db) {
  return db
    .select({ id: feedback.id, text: feedback.text, name: feedback.name })
    .from(feedback)
    .where(eq(feedback.published, true))
    .orderBy(asc(feedback.position), asc(feedback.id));
}

export function homeRoutes(app: FastifyInstance, ctx: AppContext) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/home',
    {
      schema: {
        tags: ['marketing'],
        summary: 'Client feedback for the landing page',
        response: { 200: HomeResponse },
      },
    },
    async (_request, reply) => {
      reply.header('Cache-Control', 'public, max-age=60');
      return { messages: await listFeedback(ctx.db) };
    },
  );
}
