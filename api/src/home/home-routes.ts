import { asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { HomeAnswer } from '@agency/contracts';
import type { AppContext } from '../context';
import type { Db } from '../db/client';
import { feedback } from '../db/schema';


export async function listFeedback(db: Db) {
  return db
    .select({ id: feedback.id, text: feedback.text, name: feedback.name })
    .from(feedback)
    .where(eq(feedback.published, true))
    .orderBy(asc(feedback.position), asc(feedback.id));
}

/** How long the landing page's feedback list is served from memory before the database is read again. */
export const HOME_CACHE_MS = 5_000;

/**
 * The landing page is the busiest call and its data changes rarely (operator edits), so each API
 * process keeps the list for a few seconds instead of querying on every visit, already checked against
 * the answer's schema and serialised: a visit costs a string copy, not a validation and a stringify.
 */
function cachedFeedback(db: Db, ttlMs: number): () => Promise<string> {
  let value: string | null = null;
  let expires = 0;
  let pending: Promise<string> | null = null;
  return async () => {
    if (value !== null && Date.now() < expires) return value;
    pending ??= listFeedback(db)
      .then((messages) => {
        value = JSON.stringify(HomeAnswer.parse({ messages } satisfies HomeAnswer));
        expires = Date.now() + ttlMs;
        return value;
      })
      .finally(() => {
        pending = null;
      });
    return pending;
  };
}

export function homeRoutes(app: FastifyInstance, ctx: AppContext) {
  const home = cachedFeedback(ctx.db, ctx.config.NODE_ENV === 'test' ? 0 : HOME_CACHE_MS);
  app.withTypeProvider<ZodTypeProvider>().get(
    '/home',
    {
      config: { auth: 'public' },
      schema: {
        tags: ['marketing'],
        summary: 'Client feedback for the landing page',
        response: { 200: HomeAnswer },
      },
    },
    async (_request, reply) => {
      // A string is sent as it is (Fastify serialises objects only); the schema above documents it and was
      // checked when the string was made. The type provider only knows the object form, hence the cast.
      const json = (await home()) as unknown as HomeAnswer;
      return reply.header('Cache-Control', 'public, max-age=60').type('application/json; charset=utf-8').send(json);
    },
  );
}
