import { and, desc, eq, inArray } from 'drizzle-orm';
import type { Project } from '@agency/contracts';
import type { Db } from '../db/client';
import { projects, serviceRequests } from '../db/schema';
import { badRequest, notFound } from '../lib/errors';
import { requestById, STATUS } from '../requests/queries';
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
      service: serviceRequests.service,
      subject: serviceRequests.subject,
    })
    .from(projects)
    .innerJoin(serviceRequests, eq(serviceRequests.id, projects.requestId))
    .where(eq(projects.userId, userId))
    .orderBy(desc(projects.createdAt), desc(projects.id));
  return rows.map(projectWire);
}

/** The stage dates kept for `stages`: a stage taken out of the list takes its date with it. */
function keptDates(dates: Record<string, string>, stages: string[]): Record<string, string> {
  return Object.fromEntries(Object.entries(dates).filter(([stage]) => stages.includes(stage)));
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

/** Starts the project that delivers a paid request. */
export async function startProject(db: Db, requestId: number, fields: { stages: string[]; url?: string }) {
  const row = await requestById(db, requestId);
  if (!row.paidAt) throw badRequest(`Request ${requestId} is not paid yet.`);
  const stages = fields.stages.map((s) => s.trim()).filter(Boolean);
  if (stages.length === 0) throw badRequest('A project needs at least one stage.');
  if (stages.some((s) => s.includes(','))) throw badRequest('Stage names cannot contain commas.');
  const [existing] = await db.select({ id: projects.id }).from(projects).where(eq(projects.requestId, requestId)).limit(1);
  if (existing) throw badRequest(`Request ${requestId} already has project ${existing.id}.`);
  // One instant: the project starts the day its first stage is reached.
  const now = new Date();
  return db.transaction(async (tx) => {
    const [project] = await tx
      .insert(projects)
      .values({
        requestId,
        userId: row.userId,
        stages,
        currentStage: stages[0]!,
        createdAt: now,
        stageDates: { [stages[0]!]: now.toISOString() },
        url: fields.url ?? '',
        levels: 1,
      })
      .returning();
    await tx.update(serviceRequests).set({ status: STATUS.ongoing }).where(eq(serviceRequests.id, requestId));
    return project!;
  });
}

/** Moves a project on: its stages, its stage (one of its stages), its progress (1–100) and/or its URL. */
export async function advanceProject(db: Db, projectId: number, fields: { stages?: string[]; stage?: string; progress?: number; url?: string }) {
  const [row] = await db.select().from(projects).where(eq(projects.id, projectId)).limit(1);
  if (!row) throw notFound(`Project ${projectId} not found.`);
  const set: Partial<typeof projects.$inferInsert> = {};
  let stages = row.stages;
  if (fields.stages !== undefined) {
    stages = fields.stages.map((s) => s.trim()).filter(Boolean);
    if (stages.length === 0) throw badRequest('A project needs at least one stage.');
    if (stages.some((s) => s.includes(','))) throw badRequest('Stage names cannot contain commas.');
    set.stages = stages;
    set.stageDates = keptDates(row.stageDates, stages);
    // A current stage that is no longer in the list falls back to the first one.
    if (fields.stage === undefined && !stages.includes(row.currentStage)) set.currentStage = stages[0]!;
  }
  if (fields.stage !== undefined) {
    const stage = stages.find((s) => s.toLowerCase() === fields.stage!.trim().toLowerCase());
    if (!stage) throw badRequest(`Unknown stage "${fields.stage}". Stages: ${stages.join(', ')}.`);
    set.currentStage = stage;
    // The day a stage is reached is the one the client sees; re-selecting the current stage keeps it.
    if (stage !== row.currentStage || !row.stageDates[stage]) set.stageDates = { ...keptDates(row.stageDates, stages), [stage]: new Date().toISOString() };
    // Without an explicit progress, the stages before the current one count as done.
    if (fields.progress === undefined) set.levels = Math.max(1, Math.round((stages.indexOf(stage) / stages.length) * 100));
  }
  if (fields.progress !== undefined) {
    if (!Number.isInteger(fields.progress) || fields.progress < 1 || fields.progress > 100) throw badRequest('Progress is a whole number from 1 to 100.');
    set.levels = fields.progress;
  }
  if (fields.url !== undefined) set.url = fields.url;
  if (Object.keys(set).length === 0) throw badRequest('Nothing to change: give a stage, a progress or a url.');
  const [updated] = await db.update(projects).set(set).where(eq(projects.id, projectId)).returning();
  return updated!;
}

/** Marks a project done (100%, last stage), which completes its request too. */
export async function completeProject(db: Db, projectId: number) {
  const [row] = await db.select().from(projects).where(eq(projects.id, projectId)).limit(1);
  if (!row) throw notFound(`Project ${projectId} not found.`);
  return db.transaction(async (tx) => {
    const stages = row.stages.filter(Boolean);
    const last = stages.at(-1) ?? row.currentStage;
    const now = new Date();
    const [updated] = await tx
      .update(projects)
      .set({
        isDone: true,
        levels: 100,
        currentStage: last,
        stageDates: { ...row.stageDates, [last]: row.stageDates[last] ?? now.toISOString() },
        completedAt: row.completedAt ?? now,
      })
      .where(eq(projects.id, projectId))
      .returning();
    await tx
      .update(serviceRequests)
      .set({ isDone: true, status: STATUS.completed })
      .where(inArray(serviceRequests.id, [row.requestId]));
    return updated!;
  });
}
