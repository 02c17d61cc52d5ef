import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { projects, serviceRequests, users } from '../db/schema';
import { DEMO_CLIENT, DEMO_THREAD_SUBJECT } from '../db/seed';
import { progressOf } from './progress';

// Issue 26's demo projects: stages that need the client's approval and the Basic package's two revision rounds.
// The bakery website (the demo thread's request) is on Development, which needs approval: the files seed shares
// that stage's deliverable, awaiting the client's answer. The ordering app's milestone stages (Design, Build) need
// approval, as a proposal's acceptance sets them. Progress is derived (progressOf) for each. Runs on every start:
// approval stages are set only on a running project that has none yet, so the office's own changes stay.

const DEMO_APPROVALS: Record<string, string[]> = {
  [DEMO_THREAD_SUBJECT]: ['Development'],
  'Ordering app for our bakery': ['Design', 'Build'],
};

export async function seedDemoProjects(db: Db): Promise<void> {
  const [demo] = await db.select({ id: users.id }).from(users).where(eq(sql`lower(${users.email})`, DEMO_CLIENT.email)).limit(1);
  if (!demo) return;
  const rows = await db
    .select({ project: projects, subject: serviceRequests.subject })
    .from(projects)
    .innerJoin(serviceRequests, eq(serviceRequests.id, projects.requestId))
    .where(eq(projects.userId, demo.id));
  for (const { project, subject } of rows) {
    const wanted = (DEMO_APPROVALS[subject] ?? []).filter((s) => project.stages.includes(s));
    const approvalStages = !project.isDone && project.approvalStages.length === 0 && wanted.length > 0 ? wanted : project.approvalStages;
    const levels = progressOf(project);
    if (levels === project.levels && approvalStages === project.approvalStages) continue;
    await db
      .update(projects)
      .set({ levels, approvalStages })
      .where(eq(projects.id, project.id));
  }
}
