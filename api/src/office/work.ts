import { and, desc, eq, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { enrolments, payments, projects, type RequestStatus, serviceRequests, tutorials, users } from '../db/schema';
import { serviceLabel } from '@agency/contracts';
import { badRequest, notFound } from '../lib/errors';
import { STATUS } from '../portal/queries';
import { priceWire, stagesWire } from '../portal/views';

// The back office's views of every client's work: requests, projects, students and payments.

export const DECLINED: RequestStatus = 'Declined';

export async function requestById(db: Db, id: number) {
  const [row] = await db.select().from(serviceRequests).where(eq(serviceRequests.id, id)).limit(1);
  if (!row) throw notFound(`Request ${id} not found.`);
  return row;
}

/** A request's fields that the audit log records, in the wire's words (as the back office shows them). */
export const requestState = (r: typeof serviceRequests.$inferSelect) => ({ price: priceWire(r), status: r.status, is_done: r.isDone });
export const projectState = (p: typeof projects.$inferSelect) => ({ url: p.url, stages: stagesWire(p.stages), current_stage: p.currentStage, progress: p.levels, is_done: p.isDone });

export async function listAllRequests(db: Db, status?: RequestStatus) {
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
    })
    .from(serviceRequests)
    .innerJoin(users, eq(users.id, serviceRequests.userId))
    .leftJoin(projects, eq(projects.requestId, serviceRequests.id))
    .where(status ? eq(serviceRequests.status, status) : undefined)
    .orderBy(desc(serviceRequests.createdAt), desc(serviceRequests.id));
  return rows.map(({ paidAt, ...r }) => ({ ...r, price: priceWire({ price: r.price, paidAt }), serviceLabel: serviceLabel(r.service) }));
}

/** Declines a request that is not paid: status Declined, nothing to pay, done. */
export async function declineRequest(db: Db, id: number) {
  const row = await requestById(db, id);
  if (row.paidAt) throw badRequest(`Request ${id} is paid: refund it before declining.`);
  const [updated] = await db
    .update(serviceRequests)
    .set({ status: DECLINED, price: 0, isDone: true })
    .where(and(eq(serviceRequests.id, id), isNull(serviceRequests.paidAt)))
    .returning();
  if (!updated) throw badRequest(`Request ${id} is paid: refund it before declining.`);
  return updated;
}

export async function projectById(db: Db, id: number) {
  const [row] = await db.select().from(projects).where(eq(projects.id, id)).limit(1);
  if (!row) throw notFound(`Project ${id} not found.`);
  return row;
}

export async function listAllProjects(db: Db) {
  const rows = await db
    .select({
      id: projects.id,
      requestId: projects.requestId,
      client: users.firstName,
      email: users.email,
      service: serviceRequests.service,
      subject: serviceRequests.subject,
      url: projects.url,
      stages: projects.stages,
      currentStage: projects.currentStage,
      progress: projects.levels,
      isDone: projects.isDone,
      createdAt: projects.createdAt,
    })
    .from(projects)
    .innerJoin(serviceRequests, eq(serviceRequests.id, projects.requestId))
    .innerJoin(users, eq(users.id, projects.userId))
    .orderBy(desc(projects.createdAt), desc(projects.id));
  return rows.map((r) => ({ ...r, stages: stagesWire(r.stages), serviceLabel: serviceLabel(r.service) }));
}

export async function listAllTutorials(db: Db) {
  const counts = db
    .select({ tutorialId: enrolments.tutorialId, students: sql<number>`count(*)::int`.as('students') })
    .from(enrolments)
    .groupBy(enrolments.tutorialId)
    .as('counts');
  const rows = await db
    .select({ tutorial: tutorials, students: counts.students })
    .from(tutorials)
    .leftJoin(counts, eq(counts.tutorialId, tutorials.id))
    .orderBy(desc(tutorials.startDate), desc(tutorials.id));
  return rows.map((r) => ({ ...r.tutorial, students: r.students ?? 0 }));
}

export async function listStudents(db: Db, tutorialId: number) {
  const [tutorial] = await db.select({ courseId: tutorials.courseId }).from(tutorials).where(eq(tutorials.id, tutorialId)).limit(1);
  if (!tutorial) throw notFound('Tutorial not found.');
  const rows = await db
    .select({ id: users.id, name: users.firstName, email: users.email, enrolledAt: enrolments.createdAt, paid: sql<boolean>`${enrolments.paymentId} is not null` })
    .from(enrolments)
    .innerJoin(users, eq(users.id, enrolments.userId))
    .where(eq(enrolments.tutorialId, tutorialId))
    .orderBy(enrolments.createdAt);
  return rows.map((r) => ({ ...r, certificateId: `${tutorial.courseId}-${r.id}` }));
}

export async function listPayments(db: Db, statuses?: string[]) {
  const conditions: SQL[] = [];
  if (statuses?.length) conditions.push(inArray(payments.status, statuses as (typeof payments.$inferSelect)['status'][]));
  return db
    .select({
      id: payments.id,
      reference: payments.reference,
      email: users.email,
      kind: payments.kind,
      itemIds: payments.itemIds,
      amountKobo: payments.amountKobo,
      currency: payments.currency,
      status: payments.status,
      provider: payments.provider,
      createdAt: payments.createdAt,
      paidAt: payments.paidAt,
    })
    .from(payments)
    .innerJoin(users, eq(users.id, payments.userId))
    .where(conditions.length ? and(...conditions) : undefined)
    .orderBy(desc(payments.createdAt), desc(payments.id));
}

export { STATUS };
