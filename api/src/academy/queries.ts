import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { Tutorial } from '@agency/contracts';
import type { Db } from '../db/client';
import { enrolments, tutorials, users } from '../db/schema';
import { bumpContentTag } from '../catalogue/store';
import { badRequest, conflict, HttpError, notFound } from '../lib/errors';

/** Letters and digits only, so that a certificate id `{course_id}-{user's public id}` splits unambiguously at the last '-'. */
export const COURSE_ID_PATTERN = /^[A-Za-z0-9]{1,40}$/;
export const INVALID_CERTIFICATE = 'Invalid Certificate';

type TutorialRow = typeof tutorials.$inferSelect;

type TutorialView = Tutorial;

/** The wire shape. The class link is for enrolled students only. */
export function tutorialView(row: TutorialRow, isStudent: boolean): TutorialView {
  return {
    id: row.id,
    title: row.title,
    brief_description: row.briefDescription,
    description: row.description,
    amount: row.amount,
    is_current: row.isCurrent,
    start_date: row.startDate,
    end_date: row.endDate,
    link: isStudent ? row.link : '',
    is_done: row.isDone,
    is_cert_awarded: row.isCertAwarded,
    course_id: row.courseId,
    instructor: row.instructor,
  };
}

export async function findTutorial(db: Db, id: number): Promise<TutorialRow> {
  const [row] = await db.select().from(tutorials).where(eq(tutorials.id, id)).limit(1);
  if (!row) throw notFound('Tutorial not found.');
  return row;
}

export async function isEnrolled(db: Db, tutorialId: number, userId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: enrolments.id })
    .from(enrolments)
    .where(and(eq(enrolments.tutorialId, tutorialId), eq(enrolments.userId, userId)))
    .limit(1);
  return Boolean(row);
}

/** Every tutorial: unfinished before finished, current before upcoming, then by start date. */
export async function listTutorials(db: Db, userId: number | null): Promise<TutorialView[]> {
  const rows = await db.select().from(tutorials).orderBy(asc(tutorials.isDone), desc(tutorials.isCurrent), asc(tutorials.startDate), asc(tutorials.id));
  const enrolled = new Set<number>();
  if (userId !== null) {
    const mine = await db.select({ tutorialId: enrolments.tutorialId }).from(enrolments).where(eq(enrolments.userId, userId));
    for (const e of mine) enrolled.add(e.tutorialId);
  }
  return rows.map((row) => tutorialView(row, enrolled.has(row.id)));
}

export async function tutorialDetail(db: Db, id: number, userId: number | null) {
  const row = await findTutorial(db, id);
  const isStudent = userId !== null && (await isEnrolled(db, id, userId));
  return { ...tutorialView(row, isStudent), is_student: isStudent, what_to_learn: row.whatToLearn, is_not_aut: userId === null };
}

/**
 * Enrols a user in a free tutorial (idempotent). A paid tutorial answers 402 until it is paid for:
 * payments enrol through `enrolPaid` instead.
 */
export async function enrolFree(db: Db, tutorialId: number, userId: number): Promise<void> {
  const row = await findTutorial(db, tutorialId);
  if (await isEnrolled(db, tutorialId, userId)) return;
  if (row.isDone) throw badRequest('This tutorial has ended.');
  if (row.amount > 0) throw new HttpError(402, 'This tutorial is paid: complete the payment to enrol.');
  await db.insert(enrolments).values({ tutorialId, userId }).onConflictDoNothing();
}

/** A user's public id as certificate addresses carry it (users.public_id: 32 hex characters). */
const PUBLIC_ID_PATTERN = /^[0-9a-f]{32}$/;
/** A certificate address from before public ids: `{course_id}-{users.id}`. */
const LEGACY_USER_PART = /^[1-9][0-9]{0,9}$/;

/**
 * The certificate behind `{course_id}-{user's public id}`: only an enrolled student of a finished tutorial that
 * awards one holds it. An unknown course, an unknown user, a user who is not a holder and a malformed address
 * all answer the same 404, so that the answer tells nothing about who exists. An address from before public ids,
 * `{course_id}-{users.id}`, is found only for users who existed then (their links may be out there) and answers
 * with `certificate_id`, the address it now lives at: a later user's sequence number leads nowhere. The route
 * limits lookups per address, so neither form can be walked.
 */
export async function certificate(db: Db, certificateId: string) {
  const cut = certificateId.lastIndexOf('-');
  const courseId = certificateId.slice(0, cut);
  const userPart = certificateId.slice(cut + 1);
  const legacy = LEGACY_USER_PART.test(userPart) && Number(userPart) <= 2_147_483_647;
  if (cut < 1 || !COURSE_ID_PATTERN.test(courseId) || !(legacy || PUBLIC_ID_PATTERN.test(userPart))) throw notFound(INVALID_CERTIFICATE);
  const holderIs = legacy ? and(eq(users.id, Number(userPart)), eq(users.legacyCertificateLinks, true)) : eq(users.publicId, userPart);
  const [found] = await db
    .select({ tutorial: tutorials, namer: users.firstName, publicId: users.publicId, code: enrolments.certificateCode })
    .from(enrolments)
    .innerJoin(tutorials, eq(tutorials.id, enrolments.tutorialId))
    .innerJoin(users, eq(users.id, enrolments.userId))
    .where(and(eq(tutorials.courseId, courseId), eq(tutorials.isDone, true), eq(tutorials.isCertAwarded, true), holderIs))
    .limit(1);
  if (!found) throw notFound(INVALID_CERTIFICATE);
  const { link: _link, ...tutorial } = tutorialView(found.tutorial, false);
  return {
    tutorial,
    course_id: found.tutorial.courseId,
    is_student: true,
    namer: found.namer,
    certificate_number: certificateNumber(found.tutorial.courseId, found.code),
    certificate_id: `${found.tutorial.courseId}-${found.publicId}`,
  };
}

/**
 * The holder's certificate number, unique to one student of one tutorial and the same every time it is
 * asked for: the agency's prefix, the course id (frozen once the tutorial has finished) and the enrolment's
 * code (computed by the database from the enrolment id, see migration 0007).
 */
export function certificateNumber(courseId: string, code: string): string {
  return `TMS-${courseId}-${code}`;
}

// The operator's writes (the admin command calls these).

/**
 * The columns the operator writes (the office's TutorialChange and the admin command map onto these): the
 * tutorials table's own types, not a copy of them; the id, the finished flag (finishTutorial) and the creation
 * time are not written here.
 */
export type TutorialFields = Partial<Omit<typeof tutorials.$inferInsert, 'id' | 'isDone' | 'createdAt'>>;

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

function checkFields(fields: TutorialFields): void {
  if (fields.courseId !== undefined && !COURSE_ID_PATTERN.test(fields.courseId)) {
    throw badRequest('The course id is letters and digits only (e.g. FWD2026).');
  }
  if (fields.amount !== undefined && (!Number.isInteger(fields.amount) || fields.amount < 0)) {
    throw badRequest('The amount is a whole number of naira, 0 for free.');
  }
  for (const [name, value] of [
    ['start date', fields.startDate],
    ['end date', fields.endDate],
  ] as const) {
    if (value !== undefined && (!ISO_DAY.test(value) || Number.isNaN(Date.parse(value)))) throw badRequest(`The ${name} must look like 2026-09-30.`);
  }
  if (fields.title !== undefined && fields.title.trim() === '') throw badRequest('The title cannot be empty.');
}

async function courseIdTaken(db: Db, courseId: string, exceptId?: number): Promise<boolean> {
  const [row] = await db.select({ id: tutorials.id }).from(tutorials).where(eq(tutorials.courseId, courseId)).limit(1);
  return Boolean(row && row.id !== exceptId);
}

export async function createTutorial(db: Db, fields: TutorialFields & { title: string; courseId: string; startDate: string; endDate: string }) {
  checkFields(fields);
  if (fields.endDate < fields.startDate) throw badRequest('The end date is before the start date.');
  if (await courseIdTaken(db, fields.courseId)) throw conflict(`Course id ${fields.courseId} is already used.`);
  const [row] = await db.insert(tutorials).values(fields).returning();
  // Tutorial pages are public and cached by the site: their content tag moves with them.
  await bumpContentTag(db);
  return row!;
}

export async function editTutorial(db: Db, id: number, fields: TutorialFields) {
  checkFields(fields);
  const current = await findTutorial(db, id);
  if ((fields.endDate ?? current.endDate) < (fields.startDate ?? current.startDate)) throw badRequest('The end date is before the start date.');
  if (fields.courseId !== undefined && fields.courseId !== current.courseId) {
    // Certificates already handed out carry the course id.
    if (current.isDone) throw badRequest('A finished tutorial keeps its course id: its certificates carry it.');
    if (await courseIdTaken(db, fields.courseId, id)) throw conflict(`Course id ${fields.courseId} is already used.`);
  }
  if (Object.keys(fields).length === 0) throw badRequest('Nothing to change.');
  const [row] = await db.update(tutorials).set(fields).where(eq(tutorials.id, id)).returning();
  await bumpContentTag(db);
  return row!;
}

/** Ends a tutorial: certificates become available to its students (when it awards them, or `awardCertificates` says so). */
export async function finishTutorial(db: Db, id: number, options: { awardCertificates?: boolean } = {}) {
  await findTutorial(db, id);
  const set: Partial<TutorialRow> = { isDone: true, isCurrent: false };
  if (options.awardCertificates !== undefined) set.isCertAwarded = options.awardCertificates;
  const [row] = await db.update(tutorials).set(set).where(eq(tutorials.id, id)).returning();
  await bumpContentTag(db);
  const [{ count }] = (await db
    .select({ count: sql<number>`count(*)::int` })
    .from(enrolments)
    .where(eq(enrolments.tutorialId, id))) as [{ count: number }];
  return { tutorial: row!, students: count };
}
