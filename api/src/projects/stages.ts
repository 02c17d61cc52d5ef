import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../accounts/account-tokens';
import type { Config } from '../config';
import { projects } from '../db/schema';
import { advanceProject } from '../portal/queries';

/**
 * The client approved the latest deliverable of `stage` on request `requestId` (called by the files domain, in the
 * review's transaction). If that stage is the project's current stage and the project is not done, it completes:
 * the project moves to the next stage (dated, the client told, a milestone that falls due invoiced), as a stage
 * change in the office does. The last stage stays current: staff mark the project done. Anything else changes
 * nothing (an earlier stage approved late, a done project, a request without a project).
 */
export async function stageApproved(tx: DbOrTx, config: Config, requestId: number, stage: string): Promise<void> {
  const [project] = await tx.select().from(projects).where(eq(projects.requestId, requestId)).limit(1);
  if (!project || project.isDone || project.currentStage !== stage) return;
  const next = project.stages[project.stages.indexOf(stage) + 1];
  if (next === undefined) return;
  await advanceProject(tx, config, project.id, { stage: next }, stage);
}
