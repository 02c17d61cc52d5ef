import { and, desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../accounts/account-tokens';
import { fileReviews, requestFiles } from '../db/schema';
import { conflict } from '../lib/errors';

// Approval gates (issue 26): a stage that needs the client's approval completes only once the client approved its
// latest deliverable (the highest round of request_files with that deliverable_stage).

/** Whether the latest deliverable of `stage` on the request has an 'approved' review (false without a deliverable). */
export async function latestDeliverableApproved(db: DbOrTx, requestId: number, stage: string): Promise<boolean> {
  const [latest] = await db
    .select({ decision: fileReviews.decision })
    .from(requestFiles)
    .leftJoin(fileReviews, eq(fileReviews.fileId, requestFiles.id))
    .where(and(eq(requestFiles.requestId, requestId), eq(requestFiles.deliverableStage, stage)))
    .orderBy(desc(requestFiles.round), desc(requestFiles.id))
    .limit(1);
  return latest?.decision === 'approved';
}

/**
 * Refuses (409) completing a stage that needs approval while its latest deliverable is not approved. `completing`
 * names each stage as the project will call it and as its deliverables are stored now (null: none yet, for a stage
 * that takes over a renamed stage's name); `approved` is a stage the caller knows was just approved.
 */
export async function checkApprovals(
  db: DbOrTx,
  requestId: number,
  completing: { stage: string; storedAs: string | null }[],
  approvalStages: readonly string[],
  approved?: string,
): Promise<void> {
  for (const { stage, storedAs } of completing) {
    if (!approvalStages.includes(stage) || stage === approved) continue;
    if (storedAs === null || !(await latestDeliverableApproved(db, requestId, storedAs))) {
      throw conflict(`"${stage}" needs the client's approval of its deliverable first.`);
    }
  }
}
