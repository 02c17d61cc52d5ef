import { rm } from 'node:fs/promises';
import type { EngagementFile, ReviewDecision } from '@agency/contracts/files';
import { and, eq, gt } from 'drizzle-orm';
import type { DbOrTx } from '../accounts/account-tokens';
import type { AppContext } from '../context';
import { fileReviews, requestFiles } from '../db/schema';
import { conflict, notFound } from '../lib/errors';
import { hasPgCode, PG } from '../lib/pg-errors';
import { notify } from '../notices/queries';
import { stageApproved } from '../projects/stages';
import type { ThreadRequest } from '../threads/views';
import { queueDeliverableEmail, queueReviewEmail } from './emails';
import { deliverableTarget, engagementFile, FILE_NOT_FOUND, roundsAllowed } from './queries';
import { type FileStore, newFileKey } from './store';
import { cleanFileName, receiveUpload } from './upload';
import { roundLabel, shorten } from './views';

// The files domain's writes (issue 26): sharing an uploaded file (a deliverable when staff name a stage), and the
// client's review of a deliverable. Each change, its notices and its emails are one transaction.

export const NOT_A_DELIVERABLE = 'This file is not a deliverable waiting for your approval.';
export const ALREADY_ANSWERED = 'You have already answered this deliverable.';
export const SUPERSEDED = 'A newer version of this deliverable has been shared since: review the latest one.';
export const roundsUsed = (rounds: number) =>
  `You have used the ${rounds} round${rounds === 1 ? '' : 's'} of revisions in your package. Write to us below to agree on more.`;

export interface Upload {
  request: ThreadRequest;
  uploader: { id: number; firstName: string };
  fromStaff: boolean;
  /** The name from the query, cleaned here. */
  name: string;
  /** Staff only: the project stage this file is a deliverable of. */
  stage?: string;
  /** The request's body stream and its declared length. */
  body: unknown;
  contentLength: string | undefined;
  /** More to write in the file's transaction (the office's audit entry). */
  alsoInTransaction?: (tx: DbOrTx, fileId: number) => Promise<void>;
}

/**
 * Receives an upload and shares it on the engagement: checked whole (size, kind) before it is stored, stored before
 * its row is written, and removed from the store again if the row cannot be written. The other side is told (a
 * deliverable: the client, by a notice and an email; any other file: a notice).
 */
export async function shareUpload(ctx: AppContext, store: FileStore, upload: Upload): Promise<EngagementFile> {
  const { request, uploader, fromStaff, stage } = upload;
  const name = cleanFileName(upload.name);
  // A deliverable's project and stage are checked before the bytes are read (and again, locked, to write it).
  if (stage) await deliverableTarget(ctx.db, request.id, stage);
  const received = await receiveUpload(upload.body, upload.contentLength, ctx.config);
  const key = newFileKey(request.id);
  try {
    await store.put(key, received.file);
  } finally {
    await rm(received.file, { force: true });
  }
  let fileId: number;
  try {
    fileId = await ctx.db.transaction(async (tx) => {
      const target = stage ? await deliverableTarget(tx, request.id, stage, true) : undefined;
      const [row] = await tx
        .insert(requestFiles)
        .values({
          requestId: request.id,
          uploaderId: uploader.id,
          fromStaff,
          name,
          mediaType: received.type,
          size: received.size,
          sha256: received.sha256,
          storageKey: key,
          deliverableStage: stage ?? null,
          round: target?.round ?? null,
        })
        .returning({ id: requestFiles.id });
      if (stage && target) {
        await notify(tx, request.id, { client: true }, 'deliverable', `${name} is ready for your approval (${roundLabel(stage, target.round, target.roundsAllowed)}).`);
        await queueDeliverableEmail(tx, ctx.config, request.id, { name, stage, round: target.round, roundsAllowed: target.roundsAllowed });
      } else if (fromStaff) {
        await notify(tx, request.id, { client: true }, 'file', `${uploader.firstName || 'The agency'} shared ${name}.`);
      } else {
        await notify(tx, request.id, { staff: true }, 'file', `${request.client || 'The client'} shared ${name}.`);
      }
      await upload.alsoInTransaction?.(tx, row!.id);
      return row!.id;
    });
  } catch (error) {
    await store.remove(key).catch(() => {});
    throw error;
  }
  return engagementFile(ctx.db, request, fileId, fromStaff ? 'staff' : 'client');
}

/**
 * The client's answer to a deliverable of their request: approve it, or ask for changes (within the project's
 * revision allowance). Refused (409) for a file that is not a deliverable, one already answered, or one a later
 * round replaced. An approval tells the projects domain, in the same transaction (`stageApproved`).
 */
export async function reviewDeliverable(
  ctx: AppContext,
  request: ThreadRequest,
  reviewer: { id: number; firstName: string },
  fileId: number,
  review: { decision: ReviewDecision; comment: string },
): Promise<EngagementFile> {
  try {
    await ctx.db.transaction(async (tx) => {
      const [file] = await tx
        .select()
        .from(requestFiles)
        .where(and(eq(requestFiles.id, fileId), eq(requestFiles.requestId, request.id)))
        .limit(1)
        .for('update');
      if (!file) throw notFound(FILE_NOT_FOUND);
      const stage = file.deliverableStage;
      if (!file.fromStaff || !stage || !file.round) throw conflict(NOT_A_DELIVERABLE);
      const [answered] = await tx.select({ id: fileReviews.id }).from(fileReviews).where(eq(fileReviews.fileId, file.id)).limit(1);
      if (answered) throw conflict(ALREADY_ANSWERED);
      const [later] = await tx
        .select({ id: requestFiles.id })
        .from(requestFiles)
        .where(and(eq(requestFiles.requestId, request.id), eq(requestFiles.deliverableStage, stage), gt(requestFiles.round, file.round)))
        .limit(1);
      if (later) throw conflict(SUPERSEDED);
      const allowed = await roundsAllowed(tx, request.id);
      if (review.decision === 'changes' && allowed !== null && file.round >= allowed) throw conflict(roundsUsed(allowed));

      await tx.insert(fileReviews).values({ fileId: file.id, reviewerId: reviewer.id, decision: review.decision, comment: review.comment, round: file.round });
      const who = request.client || reviewer.firstName || 'The client';
      const label = roundLabel(stage, file.round);
      await notify(
        tx,
        request.id,
        { staff: true },
        'review',
        review.decision === 'approved' ? `${who} approved ${file.name} (${label}).` : `${who} asked for changes to ${file.name} (${label}): ${shorten(review.comment)}`,
      );
      await queueReviewEmail(tx, ctx.config, request.id, { client: who, subject: request.subject, name: file.name, stage, round: file.round, ...review });
      if (review.decision === 'approved') await stageApproved(tx, ctx.config, request.id, stage);
    });
  } catch (error) {
    // Two answers at once: the second finds the first's row.
    if (hasPgCode(error, PG.uniqueViolation)) throw conflict(ALREADY_ANSWERED);
    throw error;
  }
  return engagementFile(ctx.db, request, fileId, 'client');
}
