import { and, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { EngagementFile } from '@agency/contracts/files';
import type { DbOrTx } from '../accounts/account-tokens';
import { fileReviews, projects, requestFiles, users } from '../db/schema';
import { badRequest, conflict, notFound } from '../lib/errors';
import { type FileRow, fileWire, type Side } from './views';

// The files domain's reads and the rules of its writes (issue 26): the files of an engagement, the deliverables of
// its project's stages, the client's reviews. Who may reach a request is decided before (threads/queries.ts).

export const FILE_NOT_FOUND = 'File not found.';
export const START_PROJECT_FIRST = 'Start the project before sharing deliverables.';
export const NOT_ATTACHABLE = 'Attach only files you uploaded to this request that are not sent with another message yet.';

const reviewer = alias(users, 'reviewer');

/** Every file of a request, newest first, with its uploader's name and its review. */
export async function fileRows(db: DbOrTx, requestId: number): Promise<FileRow[]> {
  const rows = await db
    .select({
      id: requestFiles.id,
      requestId: requestFiles.requestId,
      fromStaff: requestFiles.fromStaff,
      name: requestFiles.name,
      mediaType: requestFiles.mediaType,
      size: requestFiles.size,
      messageId: requestFiles.messageId,
      deliverableStage: requestFiles.deliverableStage,
      round: requestFiles.round,
      createdAt: requestFiles.createdAt,
      uploaderId: requestFiles.uploaderId,
      uploaderName: users.firstName,
      decision: fileReviews.decision,
      comment: fileReviews.comment,
      reviewRound: fileReviews.round,
      reviewedAt: fileReviews.createdAt,
      reviewerName: reviewer.firstName,
    })
    .from(requestFiles)
    .leftJoin(users, eq(users.id, requestFiles.uploaderId))
    .leftJoin(fileReviews, eq(fileReviews.fileId, requestFiles.id))
    .leftJoin(reviewer, eq(reviewer.id, fileReviews.reviewerId))
    .where(eq(requestFiles.requestId, requestId))
    .orderBy(desc(requestFiles.id));
  return rows.map(({ decision, comment, reviewRound, reviewedAt, reviewerName, ...file }) => ({
    ...file,
    review: decision && reviewedAt ? { decision, comment: comment ?? '', round: reviewRound ?? file.round ?? 1, createdAt: reviewedAt, reviewerName } : null,
  }));
}

/** The project's revision allowance (null: unlimited, or no project). */
export async function roundsAllowed(db: DbOrTx, requestId: number): Promise<number | null> {
  const [project] = await db.select({ rounds: projects.revisionRounds }).from(projects).where(eq(projects.requestId, requestId)).limit(1);
  return project?.rounds ?? null;
}

export interface FilesOf {
  rows: FileRow[];
  wire: (row: FileRow) => EngagementFile;
}

/** A request's files and how the reader sees each one. */
export async function filesOf(db: DbOrTx, request: { id: number; client: string }, side: Side): Promise<FilesOf> {
  const rows = await fileRows(db, request.id);
  const allowed = await roundsAllowed(db, request.id);
  return { rows, wire: (row) => fileWire(row, rows, { side, client: request.client, roundsAllowed: allowed }) };
}

/** Every file of the engagement as the reader sees them, newest first. */
export async function engagementFiles(db: DbOrTx, request: { id: number; client: string }, side: Side): Promise<EngagementFile[]> {
  const { rows, wire } = await filesOf(db, request, side);
  return rows.map(wire);
}

/** One file of the request as the reader sees it (404 for a file of another request). */
export async function engagementFile(db: DbOrTx, request: { id: number; client: string }, fileId: number, side: Side): Promise<EngagementFile> {
  const { rows, wire } = await filesOf(db, request, side);
  const row = rows.find((r) => r.id === fileId);
  if (!row) throw notFound(FILE_NOT_FOUND);
  return wire(row);
}

/** The stored object of one file of the request (404 for a file of another request). */
export async function storedFile(db: DbOrTx, requestId: number, fileId: number) {
  const [row] = await db
    .select({ key: requestFiles.storageKey, name: requestFiles.name, type: requestFiles.mediaType, size: requestFiles.size })
    .from(requestFiles)
    .where(and(eq(requestFiles.id, fileId), eq(requestFiles.requestId, requestId)))
    .limit(1);
  if (!row) throw notFound(FILE_NOT_FOUND);
  return row;
}

/**
 * Where a deliverable of `stage` goes: the request's project (409 without one) and the stage's next round (400 for a
 * stage the project does not have). With `lock`, the project row is locked until the transaction ends, so two
 * deliverables of one stage uploaded together get two rounds.
 */
export async function deliverableTarget(tx: DbOrTx, requestId: number, stage: string, lock = false): Promise<{ round: number; roundsAllowed: number | null }> {
  const query = tx.select({ id: projects.id, stages: projects.stages, rounds: projects.revisionRounds }).from(projects).where(eq(projects.requestId, requestId)).limit(1);
  const [project] = lock ? await query.for('update') : await query;
  if (!project) throw conflict(START_PROJECT_FIRST);
  if (!project.stages.includes(stage)) {
    throw badRequest(
      project.stages.length
        ? `"${stage}" is not a stage of this project. Choose one of: ${project.stages.join(', ')}.`
        : 'This project has no stages yet: add its stages before sharing deliverables.',
    );
  }
  const [earlier] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(requestFiles)
    .where(and(eq(requestFiles.requestId, requestId), eq(requestFiles.deliverableStage, stage)));
  return { round: Number(earlier?.n ?? 0) + 1, roundsAllowed: project.rounds ?? null };
}

/**
 * Sends the writer's files with their message (in the message's transaction): each must be of this request,
 * uploaded by the writer and not sent with another message, else the whole message is refused (400).
 */
export async function attachFiles(tx: DbOrTx, requestId: number, writerId: number, messageId: number, fileIds: number[]): Promise<void> {
  const ids = [...new Set(fileIds)];
  if (ids.length === 0) return;
  const attached = await tx
    .update(requestFiles)
    .set({ messageId })
    .where(and(inArray(requestFiles.id, ids), eq(requestFiles.requestId, requestId), eq(requestFiles.uploaderId, writerId), isNull(requestFiles.messageId)))
    .returning({ id: requestFiles.id });
  if (attached.length !== ids.length) throw badRequest(NOT_ATTACHABLE);
}
