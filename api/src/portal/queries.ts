import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Project } from '@agency/contracts';
import type { DbOrTx } from '../accounts/account-tokens';
import { renameMilestones, stagesReached } from '../billing/proposals';
import type { Config } from '../config';
import type { Db } from '../db/client';
import { projects, requestFiles, serviceRequests } from '../db/schema';
import { badRequest, notFound } from '../lib/errors';
import { notify } from '../notices/queries';
import { checkApprovals } from '../projects/approvals';
import { progressOf } from '../projects/progress';
import { checkRenamesKept, cleanApprovalStages, cleanRenames, cleanStages, DEFAULT_REVISION_ROUNDS, findStage } from '../projects/stage-list';
import { tellProjectDone, tellStageReached } from '../projects/tell';
import { STATUS } from '../requests/queries';
import { projectWire } from './views';

/** The client's projects, newest first. */
export async function listProjects(db: Db, userId: number): Promise<Project[]> {
  const rows = await db
    .select({
      id: projects.id,
      levels: projects.levels,
      url: projects.url,
      currentStage: projects.currentStage,
      stages: projects.stages,
      isDone: projects.isDone,
      stageDates: projects.stageDates,
      completedAt: projects.completedAt,
      createdAt: projects.createdAt,
      requestId: projects.requestId,
      approvalStages: projects.approvalStages,
      revisionRounds: projects.revisionRounds,
      service: serviceRequests.service,
      subject: serviceRequests.subject,
    })
    .from(projects)
    .innerJoin(serviceRequests, eq(serviceRequests.id, projects.requestId))
    .where(eq(projects.userId, userId))
    .orderBy(desc(projects.createdAt), desc(projects.id));
  return rows.map(projectWire);
}

/**
 * The dashboard: the client's projects and the selected one. -1 selects the default: the most recent
 * unfinished project, else the first. Another client's project id answers 404, as an unknown one does.
 */
export async function dashboard(db: Db, userId: number, projectId: number) {
  const list = await listProjects(db, userId);
  if (projectId === -1) {
    return { project: list.find((p) => !p.is_done) ?? list[0] ?? null, projects: list };
  }
  const project = list.find((p) => p.id === projectId);
  if (!project) throw notFound('Project not found.');
  return { project, projects: list };
}

/** Deletes the client's own project, only once it is done. */
export async function deleteProject(db: Db, userId: number, projectId: number): Promise<void> {
  const [row] = await db
    .select({ isDone: projects.isDone })
    .from(projects)
    .where(and(eq(projects.id, projectId), eq(projects.userId, userId)))
    .limit(1);
  if (!row) throw notFound('Project not found.');
  if (!row.isDone) throw badRequest('Only a completed project can be deleted.');
  await db.delete(projects).where(and(eq(projects.id, projectId), eq(projects.userId, userId), eq(projects.isDone, true)));
}

/** The new fields of a project (the office's ProjectChange, the CLI's advance). */
export interface ProjectFields {
  stages?: string[];
  renames?: Record<string, string>;
  stage?: string;
  approval_stages?: string[];
  revision_rounds?: number | null;
  url?: string;
}

function checkRounds(rounds: number | null | undefined): void {
  if (rounds !== undefined && rounds !== null && (!Number.isInteger(rounds) || rounds < 1 || rounds > 10)) {
    throw badRequest('Revision rounds are a whole number from 1 to 10, or none for unlimited.');
  }
}

async function projectRow(db: DbOrTx, projectId: number) {
  const [row] = await db.select().from(projects).where(eq(projects.id, projectId)).limit(1);
  if (!row) throw notFound(`Project ${projectId} not found.`);
  return row;
}

/**
 * Starts the project that delivers a paid request, on its first stage. Call it in a transaction (the office's and
 * the CLI's are audited): it writes the project and the request's status.
 */
export async function startProject(
  db: DbOrTx,
  requestId: number,
  fields: { stages: string[]; url?: string; approval_stages?: string[]; revision_rounds?: number | null },
) {
  const [row] = await db.select().from(serviceRequests).where(eq(serviceRequests.id, requestId)).limit(1);
  if (!row) throw notFound(`Request ${requestId} not found.`);
  if (!row.paidAt) throw badRequest(`Request ${requestId} is not paid yet.`);
  const stages = cleanStages(fields.stages);
  const approvalStages = cleanApprovalStages(fields.approval_stages ?? [], stages);
  checkRounds(fields.revision_rounds);
  const [existing] = await db.select({ id: projects.id }).from(projects).where(eq(projects.requestId, requestId)).limit(1);
  if (existing) throw badRequest(`Request ${requestId} already has project ${existing.id}.`);
  // One instant: the project starts the day its first stage is reached.
  const now = new Date();
  const [project] = await db
    .insert(projects)
    .values({
      requestId,
      userId: row.userId,
      stages,
      currentStage: stages[0]!,
      createdAt: now,
      stageDates: { [stages[0]!]: now.toISOString() },
      url: fields.url ?? '',
      levels: progressOf({ stages, currentStage: stages[0]!, isDone: false }),
      approvalStages,
      revisionRounds: fields.revision_rounds === undefined ? DEFAULT_REVISION_ROUNDS : fields.revision_rounds,
    })
    .returning();
  await db.update(serviceRequests).set({ status: STATUS.ongoing }).where(eq(serviceRequests.id, requestId));
  await notify(db, requestId, { client: true }, 'project', `Your project has started: its first stage is ${stages[0]!}.`);
  return project!;
}

/**
 * Changes a project: its stages as a whole list (add, rename, reorder; `renames` maps an old name to its new one, so
 * the stage keeps its date, deliverables, approval and milestone), its current stage (a later stage only once every
 * stage it completes that needs approval has its latest deliverable approved: 409 otherwise; an earlier one always),
 * its approval stages, revision rounds and URL. Progress follows (progressOf); a new current stage tells the client
 * and makes the milestones it reaches fall due. Call it in a transaction. `approved`: a stage the client has just
 * approved (stageApproved), so its gate is open.
 */
export async function advanceProject(db: DbOrTx, config: Config | null, projectId: number, fields: ProjectFields, approved?: string) {
  const row = await projectRow(db, projectId);
  checkRounds(fields.revision_rounds);
  const asked = cleanRenames(fields.renames, row.stages);
  const renamed = (s: string) => asked.get(s) ?? s;
  const stages =
    fields.stages !== undefined ? cleanStages(fields.stages) : asked.size > 0 ? cleanStages(row.stages.map(renamed)) : row.stages;
  const renames = checkRenamesKept(asked, stages);
  const rename = (s: string) => renames.get(s) ?? s;
  // How a stage of the new list is called by the rows stored now (deliverables): its old name, or null for a stage
  // that takes a name another stage is renamed away from (it has nothing yet).
  const storedAs = (s: string) => {
    for (const [old, name] of renames) if (name === s) return old;
    return renames.has(s) ? null : s;
  };

  const set: Partial<typeof projects.$inferInsert> = {};
  const changedList = fields.stages !== undefined || renames.size > 0;
  const dates: Record<string, string> = {};
  for (const [stage, at] of Object.entries(row.stageDates)) {
    const name = rename(stage);
    if (stages.includes(name)) dates[name] = at;
  }
  const before = rename(row.currentStage);
  let current = stages.includes(before) ? before : stages[0]!;
  const approvalStages =
    fields.approval_stages !== undefined ? cleanApprovalStages(fields.approval_stages, stages) : row.approvalStages.map(rename).filter((s) => stages.includes(s));

  if (fields.stage !== undefined) {
    const stage = findStage(stages, fields.stage);
    if (!stage) throw badRequest(`Unknown stage "${fields.stage.trim()}". Stages: ${stages.join(', ')}.`);
    const from = stages.indexOf(current);
    const to = stages.indexOf(stage);
    if (to > from && !row.isDone) {
      const completing = stages.slice(from, to).map((s) => ({ stage: s, storedAs: storedAs(s) }));
      await checkApprovals(db, row.requestId, completing, approvalStages, approved);
    }
    // The day a stage is reached is the one the client sees; re-selecting the current stage keeps it.
    if (stage !== current || !dates[stage]) dates[stage] = new Date().toISOString();
    current = stage;
  }
  if (changedList) set.stages = stages;
  if (changedList || fields.stage !== undefined) {
    set.stageDates = dates;
    set.currentStage = current;
  }
  if (fields.approval_stages !== undefined || changedList) set.approvalStages = approvalStages;
  if (fields.revision_rounds !== undefined) set.revisionRounds = fields.revision_rounds;
  if (fields.url !== undefined) set.url = fields.url;
  if (Object.keys(set).length === 0) throw badRequest('Nothing to change: give the stages, a stage, the approval stages, the revision rounds or a url.');
  set.levels = progressOf({ stages, currentStage: current, isDone: row.isDone });
  const [updated] = await db.update(projects).set(set).where(eq(projects.id, projectId)).returning();
  if (renames.size > 0) await renameStageRows(db, row.requestId, renames);
  // A new current stage (not the same one renamed) is news for the client.
  if (current !== before && !row.isDone) await tellStageReached(db, config, row.requestId, current, updated!.levels);
  // A milestone whose stage is now reached falls due: invoiced and emailed in this transaction.
  await stagesReached(db, config, projectId);
  return updated!;
}

/** The rows that name a stage follow its rename: the deliverables (request_files) and the milestones (instalments). */
async function renameStageRows(db: DbOrTx, requestId: number, renames: Map<string, string>): Promise<void> {
  const olds = [...renames.keys()];
  const cases = sql.join(
    [...renames].map(([old, name]) => sql`when ${old} then ${name}`),
    sql` `,
  );
  await db
    .update(requestFiles)
    .set({ deliverableStage: sql`case ${requestFiles.deliverableStage} ${cases} else ${requestFiles.deliverableStage} end` })
    .where(and(eq(requestFiles.requestId, requestId), inArray(requestFiles.deliverableStage, olds)));
  await renameMilestones(db, requestId, renames);
}

/**
 * Marks a project done (100%, last stage), which completes its request too; refused (409) while a stage it
 * completes needs approval and its latest deliverable is not approved. The client is told. Call it in a transaction.
 */
export async function completeProject(db: DbOrTx, config: Config | null, projectId: number) {
  const row = await projectRow(db, projectId);
  if (row.isDone) return row;
  const stages = row.stages.filter(Boolean);
  const from = Math.max(0, stages.indexOf(row.currentStage));
  await checkApprovals(
    db,
    row.requestId,
    stages.slice(from).map((s) => ({ stage: s, storedAs: s })),
    row.approvalStages,
  );
  const last = stages.at(-1) ?? row.currentStage;
  const now = new Date();
  const [updated] = await db
    .update(projects)
    .set({
      isDone: true,
      levels: progressOf({ stages, currentStage: last, isDone: true }),
      currentStage: last,
      stageDates: { ...row.stageDates, [last]: row.stageDates[last] ?? now.toISOString() },
      completedAt: row.completedAt ?? now,
    })
    .where(eq(projects.id, projectId))
    .returning();
  await db.update(serviceRequests).set({ isDone: true, status: STATUS.completed }).where(eq(serviceRequests.id, row.requestId));
  await tellProjectDone(db, config, row.requestId);
  await stagesReached(db, config, projectId);
  return updated!;
}
