import { asc, eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { endpointRoute } from '../lib/endpoint-route';
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
 * `fresh` answers from memory without a promise (most visits); `load` reads the database, once for all
 * the visits that arrive while it runs.
 */
function cachedFeedback(db: Db, ttlMs: number): { fresh: () => string | null; load: () => Promise<string> } {
  let value: string | null = null;
  let expires = 0;
  let pending: Promise<string> | null = null;
  return {
    fresh: () => (value !== null && Date.now() < expires ? value : null),
    load: () => {
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
    },
  };
}

export function homeRoutes(app: FastifyInstance, ctx: AppContext) {
  const home = cachedFeedback(ctx.db, ctx.config.NODE_ENV === 'test' ? 0 : HOME_CACHE_MS);
  // A string is sent as it is (Fastify serialises objects only); the schema below documents it and was
  // checked when the string was made. The type provider only knows the object form, hence the casts.
  const headers = (reply: FastifyReply) => reply.header('Cache-Control', 'public, max-age=60').type('application/json; charset=utf-8');
  endpointRoute(app, 'GET /api/home', {
    config: { auth: 'public' },
    schema: { tags: ['marketing'], summary: 'Client feedback for the landing page' },
    // Not an async function: a visit served from memory answers at once, with no promise to settle. A visit
    // that reads the database resolves to the answer, which Fastify sends: calling reply.send inside the promise
    // as well would have Fastify send again what the promise resolved to (nothing) when the first send had not
    // finished yet (an empty body on PostgreSQL, whose answers come later).
    handler: (_request, reply) => {
      const json = home.fresh();
      if (json !== null) {
        headers(reply).send(json as unknown as HomeAnswer);
        return;
      }
      return home.load().then((loaded) => {
        headers(reply);
        return loaded as unknown as HomeAnswer;
      });
    },
  });
}
