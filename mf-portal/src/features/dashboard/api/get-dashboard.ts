import { DashboardAnswer as DashboardSchema, Project as ProjectSchema } from '@agency/contracts';
import { api } from '@agency/shared-auth';

/** An API from before stage dates answers without them; the timeline then shows none. */
const ProjectAnswer = ProjectSchema.partial({ started_at: true, stage_dates: true, completed_at: true });
const Answer = DashboardSchema.extend({ project: ProjectAnswer.nullable(), projects: ProjectAnswer.array() });

export type Project = ReturnType<typeof ProjectAnswer.parse>;
export type DashboardAnswer = ReturnType<typeof Answer.parse>;

/**
 * GET /api/dashboard/{id} — `-1` asks for the default project (the latest unfinished one, else the first).
 * Checked against the API's schema, so a changed answer fails here rather than deep in the page.
 */
export async function getDashboard(id: number = -1): Promise<DashboardAnswer> {
  return Answer.parse(await api.get<unknown>(`dashboard/${id}`));
}
