import { and, desc, eq, gt, inArray, isNull, lte, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { enrolments, payments, projects, serviceRequests, tutorials, users } from '../db/schema';
import { serviceLabel } from '@agency/contracts';
import { notFound } from '../lib/errors';
import { stagesWire } from '../portal/views';
import { stageListWire } from '../projects/stage-list';
import { requestById, STATUS } from '../requests/queries';
import { priceWire } from '../requests/views';

export { requestById };

// The back office's views of every client's work: requests, projects, students and payments.

/** A request's fields that the audit log records, in the wire's words (as the back office shows them). */
export const requestState = (r: typeof serviceRequests.$inferSelect) => ({ price: priceWire(r), status: r.status, is_done: r.isDone });
export const projectState = (p: typeof projects.$inferSelect) => ({
  url: p.url,
  stages: stagesWire(p.stages),
  current_stage: p.currentStage,
  progress: p.levels,
  is_done: p.isDone,
  approval_stages: p.approvalStages,
  revision_rounds: p.revisionRounds,
});

export async function projectById(db: Db, id: number) {
  const [row] = await db.select().from(projects).where(eq(projects.id, id)).limit(1);
  if (!row) throw notFound(`Project ${id} not found.`);
  return row;
}

/** Every project (or the one `id`), newest first, with its stages as a list. */
export async function listAllProjects(db: Db, id?: number) {
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
      stageDates: projects.stageDates,
      approvalStages: projects.approvalStages,
      revisionRounds: projects.revisionRounds,
    })
    .from(projects)
    .innerJoin(serviceRequests, eq(serviceRequests.id, projects.requestId))
    .innerJoin(users, eq(users.id, projects.userId))
    .where(id === undefined ? undefined : eq(projects.id, id))
    .orderBy(desc(projects.createdAt), desc(projects.id));
  return rows.map((r) => ({ ...r, stageList: stageListWire(r), stages: stagesWire(r.stages), serviceLabel: serviceLabel(r.service) }));
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
    .select({ id: users.id, publicId: users.publicId, name: users.firstName, email: users.email, enrolledAt: enrolments.createdAt, paid: sql<boolean>`${enrolments.paymentId} is not null` })
    .from(enrolments)
    .innerJoin(users, eq(users.id, enrolments.userId))
    .where(eq(enrolments.tutorialId, tutorialId))
    .orderBy(enrolments.createdAt);
  // Certificate addresses carry the public id, never the sequence.
  return rows.map(({ publicId, ...r }) => ({ ...r, certificateId: `${tutorial.courseId}-${publicId}` }));
}

export type PaymentStatus = (typeof payments.$inferSelect)['status'];
/** The office's word for a payment: the stored status, but a pending intent past its expiry is 'expired'. */
export type PaymentShownStatus = PaymentStatus | 'expired';

export function shownStatus(p: { status: PaymentStatus; expiresAt: Date | null }, now: Date): PaymentShownStatus {
  return p.status === 'pending' && p.expiresAt && p.expiresAt.getTime() <= now.getTime() ? 'expired' : p.status;
}

function statusFilter(status: PaymentShownStatus, now: Date): SQL {
  if (status === 'expired') return and(eq(payments.status, 'pending'), lte(payments.expiresAt, now))!;
  if (status === 'pending') return and(eq(payments.status, 'pending'), or(isNull(payments.expiresAt), gt(payments.expiresAt, now)))!;
  return eq(payments.status, status);
}

/** Payments newest first, optionally of these statuses, each with what it was for in people's words. */
export async function listPayments(db: Db, statuses?: PaymentShownStatus[]) {
  const now = new Date();
  const rows = await db
    .select({
      id: payments.id,
      reference: payments.reference,
      email: users.email,
      kind: payments.kind,
      itemIds: payments.itemIds,
      amountKobo: payments.amountKobo,
      currency: payments.currency,
      status: payments.status,
      voidReason: payments.voidReason,
      provider: payments.provider,
      channel: payments.channel,
      createdAt: payments.createdAt,
      paidAt: payments.paidAt,
      expiresAt: payments.expiresAt,
    })
    .from(payments)
    .innerJoin(users, eq(users.id, payments.userId))
    .where(statuses?.length ? or(...statuses.map((s) => statusFilter(s, now))) : undefined)
    .orderBy(desc(payments.createdAt), desc(payments.id));
  const labels = await itemLabels(db, rows);
  return rows.map((r) => ({
    ...r,
    status: shownStatus(r, now),
    items: r.itemIds.map((id) => ({ id, label: labels.get(`${r.kind}:${id}`) ?? `${r.kind === 'tutorial' ? 'Tutorial' : 'Request'} #${id}` })),
  }));
}

/** "Mobile app development — Shop app" for a request, the title for a tutorial: what staff call them. */
async function itemLabels(db: Db, rows: { kind: string; itemIds: number[] }[]): Promise<Map<string, string>> {
  const ids = (kind: string) => [...new Set(rows.filter((r) => r.kind === kind).flatMap((r) => r.itemIds))];
  const requestIds = ids('requests');
  const tutorialIds = ids('tutorial');
  const labels = new Map<string, string>();
  if (requestIds.length) {
    const found = await db
      .select({ id: serviceRequests.id, service: serviceRequests.service, subject: serviceRequests.subject })
      .from(serviceRequests)
      .where(inArray(serviceRequests.id, requestIds));
    for (const r of found) labels.set(`requests:${r.id}`, r.subject ? `${serviceLabel(r.service)} — ${r.subject}` : serviceLabel(r.service));
  }
  if (tutorialIds.length) {
    const found = await db.select({ id: tutorials.id, title: tutorials.title }).from(tutorials).where(inArray(tutorials.id, tutorialIds));
    for (const t of found) labels.set(`tutorial:${t.id}`, t.title);
  }
  return labels;
}

export { STATUS };
