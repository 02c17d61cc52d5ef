import type { FastifyInstance } from 'fastify';
import { endpointRoute } from '../../lib/endpoint-route';
import type { AppContext } from '../../context';
import { completeRequest, declineRequest, quoteRequest } from '../../requests/queries';
import { audited } from '../audit';
import { queueQuoteEmail } from '../emails';
import { findBooking } from '../inbox';
import { office as S, serviceLabel } from '@agency/contracts';
import { requestCode } from '@agency/contracts/threads';
import { and, desc, eq, ilike, isNotNull, isNull, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../accounts/account-tokens';
import { projects, requestMessages, serviceRequests, threadReads, users } from '../../db/schema';
import { badRequest, notFound } from '../../lib/errors';
import { notify } from '../../notices/queries';
import { priceWire } from '../../requests/views';
import { requestById, requestState } from '../work';
import type { OfficeKit } from './kit';

/** Every client’s requests: searched and filtered, one at a time, assigned; quote, decline, done. */
export function officeRequestsRoutes(app: FastifyInstance, ctx: AppContext, kit: OfficeKit): void {
  const { staff, security, errors, tags, actorOf } = kit;

  endpointRoute(app, 'GET /api/office/requests', {
    config: staff,
    schema: {
      tags,
      summary: 'Every client’s requests: searched (client, email, subject, code) and filtered by status, service, assignee, unread',
      security,
      querystring: S.RequestsQuery,
      errors,
    },
    handler: async (request) => listRequests(ctx.db, request.user!.id, request.query),
  });

  endpointRoute(app, 'GET /api/office/requests/:id', {
    config: staff,
    schema: { tags, summary: 'One request, as the list shows it', security, params: S.RowId, errors },
    handler: async (request) => oneRequest(ctx.db, request.user!.id, request.params.id),
  });

  endpointRoute(app, 'PUT /api/office/requests/:id/assignee', {
    config: staff,
    schema: { tags, summary: 'Assign the engagement to a staff member (who is told), or to nobody', security, params: S.RowId, errors },
    handler: async (request) => {
      const { id } = request.params;
      const actor = actorOf(request);
      const to = request.body.staff_id;
      await audited(ctx.db, actor, 'request.assign', `request ${id}`, async (tx) => {
        const [row] = await tx
          .select({ subject: serviceRequests.subject, assigneeId: serviceRequests.assigneeId })
          .from(serviceRequests)
          .where(eq(serviceRequests.id, id))
          .limit(1);
        if (!row) throw notFound(NOT_FOUND);
        const assignee = to === null ? null : await staffMember(tx, to);
        await tx.update(serviceRequests).set({ assigneeId: to }).where(eq(serviceRequests.id, id));
        if (assignee && assignee.id !== actor.id) {
          const subject = row.subject.replace(/[.!?]+$/, '');
          await notify(tx, id, { userId: assignee.id }, 'assignment', `${request.user!.firstName || actor.email} assigned you ${requestCode(id)}: ${subject}.`);
        }
        return { before: { assignee_id: row.assigneeId }, after: { assignee_id: to }, result: null };
      });
      return oneRequest(ctx.db, actor.id, id);
    },
  });

  endpointRoute(app, 'POST /api/office/requests/:id/quote', {
    config: staff,
    schema: { tags, summary: 'Quote a price: the client sees Quoted, can pay, and is emailed', security, params: S.RowId, errors: { ...errors, 503: S.Detail } },
    handler: async (request) => {
      const { id } = request.params;
      const quoted = await audited(ctx.db, actorOf(request), 'request.quote', `request ${id}`, async (tx) => {
        const before = requestState(await requestById(tx, id));
        const row = await quoteRequest(tx, id, request.body.price);
        return { before, after: requestState(row), result: row };
      });
      const owner = await findBooking(ctx.db, quoted.id);
      await ctx.db.transaction((tx) => queueQuoteEmail(tx, ctx.config, owner, request.body.price));
      return { success: 'success' as const };
    },
  });

  endpointRoute(app, 'POST /api/office/requests/:id/decline', {
    config: staff,
    schema: { tags, summary: 'Decline a request that is not paid', security, params: S.RowId, errors },
    handler: async (request) => {
      const { id } = request.params;
      await audited(ctx.db, actorOf(request), 'request.decline', `request ${id}`, async (tx) => {
        const before = requestState(await requestById(tx, id));
        return { before, after: requestState(await declineRequest(tx, id)), result: null };
      });
      return { success: 'success' as const };
    },
  });

  endpointRoute(app, 'POST /api/office/requests/:id/done', {
    config: staff,
    schema: { tags, summary: 'Mark a request (and its project) done', security, params: S.RowId, errors },
    handler: async (request) => {
      const { id } = request.params;
      await audited(ctx.db, actorOf(request), 'request.done', `request ${id}`, async (tx) => {
        const before = requestState(await requestById(tx, id));
        return { before, after: requestState(await completeRequest(tx, ctx.config, id)), result: null };
      });
      return { success: 'success' as const };
    },
  });
}

export const NOT_FOUND = 'Request not found.';
export const NOT_STAFF = 'That person is not on the staff.';

/** A staff member by id (400 for anyone else: a client, or nobody). */
async function staffMember(db: DbOrTx, id: number) {
  const [row] = await db.select({ id: users.id }).from(users).where(and(eq(users.id, id), eq(users.role, 'staff'))).limit(1);
  if (!row) throw badRequest(NOT_STAFF);
  return row;
}

/** A LIKE pattern that finds `text` anywhere, its wildcards (% _) and the escape character taken literally. */
export const containing = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** "REQ-0042", "req-42", "#42" or "42": the request number the text names, if it names one. */
export function codeNumber(text: string): number | null {
  const match = /^(?:req-?|#)?\s*0*(\d{1,9})$/i.exec(text.trim());
  return match ? Number(match[1]) : null;
}

const assignees = alias(users, 'assignee');
/** The code as staff read it, for a partial search ("REQ-004"): the same words as requestCode. */
const codeText = sql<string>`'REQ-' || lpad(${serviceRequests.id}::text, 4, '0')`;

/** `q` in the client's name or email, the subject, or the code. */
function searchFor(q: string): SQL | undefined {
  const pattern = containing(q);
  const n = codeNumber(q);
  return or(
    ilike(users.firstName, pattern),
    ilike(users.email, pattern),
    ilike(serviceRequests.subject, pattern),
    ilike(codeText, pattern),
    n !== null && n <= 2_147_483_647 ? eq(serviceRequests.id, n) : undefined,
  );
}

/**
 * The office's requests, newest first, as this staff member sees them (their own unread counts), every filter of
 * the query holding; or the one request `id`. One query: the unread counts are one grouped subquery (the rule of
 * threads/queries.ts staffUnread: client messages written after this staff member last read the thread).
 */
async function selectRequests(db: DbOrTx, staffId: number, query: S.RequestsQuery, id?: number) {
  const unread = db
    .select({ requestId: requestMessages.requestId, count: sql<number>`count(*)::int`.as('unread_count') })
    .from(requestMessages)
    .leftJoin(threadReads, and(eq(threadReads.requestId, requestMessages.requestId), eq(threadReads.userId, staffId)))
    .where(and(eq(requestMessages.fromStaff, false), or(isNull(threadReads.readAt), sql`${requestMessages.createdAt} > ${threadReads.readAt}`)))
    .groupBy(requestMessages.requestId)
    .as('unread');
  const { status, q, service, assignee, unread: unreadOnly } = query;
  const rows = await db
    .select({
      id: serviceRequests.id,
      createdAt: serviceRequests.createdAt,
      client: users.firstName,
      email: users.email,
      service: serviceRequests.service,
      subject: serviceRequests.subject,
      message: serviceRequests.message,
      price: serviceRequests.price,
      paidAt: serviceRequests.paidAt,
      status: serviceRequests.status,
      isDone: serviceRequests.isDone,
      projectId: projects.id,
      assigneeId: assignees.id,
      assigneeName: assignees.firstName,
      assigneeEmail: assignees.email,
      unread: unread.count,
    })
    .from(serviceRequests)
    .innerJoin(users, eq(users.id, serviceRequests.userId))
    .leftJoin(projects, eq(projects.requestId, serviceRequests.id))
    .leftJoin(assignees, eq(assignees.id, serviceRequests.assigneeId))
    .leftJoin(unread, eq(unread.requestId, serviceRequests.id))
    .where(
      and(
        id === undefined ? undefined : eq(serviceRequests.id, id),
        status ? eq(serviceRequests.status, status) : undefined,
        service ? eq(serviceRequests.service, service) : undefined,
        assignee === 'me' ? eq(serviceRequests.assigneeId, staffId) : assignee === 'none' ? isNull(serviceRequests.assigneeId) : assignee ? eq(serviceRequests.assigneeId, assignee) : undefined,
        unreadOnly ? isNotNull(unread.requestId) : undefined,
        q ? searchFor(q) : undefined,
      ),
    )
    .orderBy(desc(serviceRequests.createdAt), desc(serviceRequests.id));
  return rows.map((r) => ({
    id: r.id,
    created_at: r.createdAt.toISOString(),
    client: r.client,
    email: r.email,
    service: r.service,
    service_label: serviceLabel(r.service),
    subject: r.subject,
    message: r.message,
    price: priceWire({ price: r.price, paidAt: r.paidAt }),
    status: r.status,
    is_done: r.isDone,
    project_id: r.projectId,
    code: requestCode(r.id),
    assignee: r.assigneeId === null ? null : { id: r.assigneeId, name: r.assigneeName || r.assigneeEmail || '' },
    unread: Number(r.unread ?? 0),
  }));
}

export const listRequests = (db: DbOrTx, staffId: number, query: S.RequestsQuery) => selectRequests(db, staffId, query);

export async function oneRequest(db: DbOrTx, staffId: number, id: number) {
  const [row] = await selectRequests(db, staffId, {}, id);
  if (!row) throw notFound(NOT_FOUND);
  return row;
}
