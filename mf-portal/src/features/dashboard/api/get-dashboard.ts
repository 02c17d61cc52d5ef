import { DashboardAnswer as DashboardSchema, Project as ProjectSchema } from '@agency/contracts';
import { useApiQuery } from '@agency/shared-auth';
import { callEndpointAs, endpointKey } from '@agency/shared-auth/endpoints';

/** An API from before stage dates answers without them; the timeline then shows none. */
const ProjectAnswer = ProjectSchema.partial({ started_at: true, stage_dates: true, completed_at: true });
const Answer = DashboardSchema.extend({ project: ProjectAnswer.nullable(), projects: ProjectAnswer.array() });

export type Project = ReturnType<typeof ProjectAnswer.parse>;
export type DashboardAnswer = ReturnType<typeof Answer.parse>;

/**
 * GET /api/dashboard/{id} — `-1` asks for the default project (the latest unfinished one, else the first).
 * Checked against the API's schema, so a changed answer fails here rather than deep in the page. While another
 * project loads, the last answer stays on screen (so the selector keeps its focus).
 */
export function useDashboard(id: number) {
  return useApiQuery({
    // Every view sits under ['api', 'dashboard'].
    queryKey: endpointKey('GET /api/dashboard/:id', { params: { id } }),
    queryFn: ({ signal }) => callEndpointAs(Answer, 'GET /api/dashboard/:id', { params: { id }, signal }),
    placeholderData: (previous: DashboardAnswer | undefined) => previous,
  });
}
