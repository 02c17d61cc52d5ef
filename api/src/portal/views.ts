import type { Project } from '@agency/contracts';
import type { projects, serviceRequests } from '../db/schema';

// The spec's wire format for the portal, made from typed rows: the only place its quirks live.

type RequestRow = typeof serviceRequests.$inferSelect;
type ProjectRow = typeof projects.$inferSelect;

/** The spec's `list_stages`: the stage names joined with commas. */
export function stagesWire(stages: readonly string[]): string {
  return stages.join(',');
}

/** A project as the dashboard reads it. */
export function projectWire(
  row: Pick<ProjectRow, 'id' | 'levels' | 'url' | 'currentStage' | 'stages' | 'isDone' | 'stageDates' | 'completedAt' | 'createdAt'> &
    Partial<Pick<ProjectRow, 'requestId' | 'approvalStages' | 'revisionRounds'>> &
    Pick<RequestRow, 'service' | 'subject'>,
): Project {
  return {
    id: row.id,
    levels: row.levels,
    url: row.url,
    current_stage: row.currentStage,
    list_stages: stagesWire(row.stages),
    is_done: row.isDone,
    request: { service: row.service, subject: row.subject },
    started_at: row.createdAt.toISOString(),
    stage_dates: row.stageDates,
    completed_at: row.completedAt?.toISOString() ?? null,
    // Issue 26: the engagement (its thread, files and activity), the stages that need approval, the revisions allowed.
    ...(row.requestId !== undefined && { request_id: row.requestId }),
    ...(row.approvalStages !== undefined && { approval_stages: row.approvalStages }),
    ...(row.revisionRounds !== undefined && { revision_rounds: row.revisionRounds }),
  };
}
