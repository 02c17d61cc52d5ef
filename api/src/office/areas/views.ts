import { office as S } from '@agency/contracts';
import { and, asc, count, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { officeViews, users } from '../../db/schema';
import { conflict, notFound } from '../../lib/errors';
import { endpointRoute } from '../../lib/endpoint-route';
import { hasPgCode, PG } from '../../lib/pg-errors';
import type { OfficeKit } from './kit';

/** How many saved views one staff member may keep. */
export const MAX_VIEWS = 20;
export const DUPLICATE_VIEW = 'You have a view with that name already.';
export const TOO_MANY_VIEWS = `You have ${MAX_VIEWS} saved views already: delete one before saving another.`;
export const VIEW_NOT_FOUND = 'View not found.';

type ViewRow = typeof officeViews.$inferSelect;

/** A stored view as the wire carries it; a stored query the contract no longer reads keeps what it still does. */
function viewWire(row: ViewRow): S.SavedView {
  const parsed = S.RequestsQuery.safeParse(row.query);
  return { id: row.id, name: row.name, query: parsed.success ? parsed.data : {} };
}

/** Each staff member's saved views of the requests list: theirs alone, by name. */
export function officeViewsRoutes(app: FastifyInstance, ctx: AppContext, kit: OfficeKit): void {
  const { staff, security, errors, tags } = kit;
  const { db } = ctx;

  endpointRoute(app, 'GET /api/office/views', {
    config: staff,
    schema: { tags, summary: 'My saved views of the requests list', security, errors },
    handler: async (request) =>
      (await db.select().from(officeViews).where(eq(officeViews.userId, request.user!.id)).orderBy(asc(officeViews.name), asc(officeViews.id))).map(viewWire),
  });

  endpointRoute(app, 'POST /api/office/views', {
    config: staff,
    schema: { tags, summary: `Save a view of the requests list (a name and its filters; at most ${MAX_VIEWS})`, security, errors: { ...errors, 409: S.Detail } },
    handler: async (request) => {
      const userId = request.user!.id;
      const { name, query } = request.body;
      try {
        return await db.transaction(async (tx) => {
          // One save at a time per staff member, so two at once cannot pass the limit together.
          await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
          const [mine] = await tx.select({ n: count() }).from(officeViews).where(eq(officeViews.userId, userId));
          if ((mine?.n ?? 0) >= MAX_VIEWS) throw conflict(TOO_MANY_VIEWS);
          const [taken] = await tx.select({ id: officeViews.id }).from(officeViews).where(and(eq(officeViews.userId, userId), eq(officeViews.name, name))).limit(1);
          if (taken) throw conflict(DUPLICATE_VIEW);
          const [row] = await tx.insert(officeViews).values({ userId, name, query }).returning();
          return viewWire(row!);
        });
      } catch (error) {
        if (hasPgCode(error, PG.uniqueViolation)) throw conflict(DUPLICATE_VIEW);
        throw error;
      }
    },
  });

  endpointRoute(app, 'DELETE /api/office/views/:id', {
    config: staff,
    schema: { tags, summary: 'Delete one of my saved views', security, params: S.RowId, errors },
    handler: async (request) => {
      const gone = await db
        .delete(officeViews)
        .where(and(eq(officeViews.id, request.params.id), eq(officeViews.userId, request.user!.id)))
        .returning({ id: officeViews.id });
      if (gone.length === 0) throw notFound(VIEW_NOT_FOUND);
      return { success: 'success' as const };
    },
  });
}
