import type { Project, ServiceRequest } from '@agency/contracts';
import type { projects, serviceRequests } from '../db/schema';

// The spec's wire format for the portal, made from typed rows: the only place its quirks live.

type RequestRow = typeof serviceRequests.$inferSelect;
type ProjectRow = typeof projects.$inferSelect;

/** The spec's price string: "paid" once paid, else the whole naira ("0": not quoted, nothing to pay). */
export function priceWire(row: Pick<RequestRow, 'price' | 'paidAt'>): string {
  return row.paidAt ? 'paid' : String(row.price);
}

/** The spec's `list_stages`: the stage names joined with commas. */
export function stagesWire(stages: readonly string[]): string {
  return stages.join(',');
}

/** A request as the client's list and cart read it (the status goes out as `reference`). */
export function requestWire(row: Pick<RequestRow, 'id' | 'createdAt' | 'price' | 'paidAt' | 'status' | 'isDone' | 'service' | 'subject'>): ServiceRequest {
  return {
    id: row.id,
    date: row.createdAt.toISOString(),
    price: priceWire(row),
    reference: row.status,
    is_done: row.isDone,
    request: { service: row.service, subject: row.subject },
  };
}

/** A project as the dashboard reads it. */
export function projectWire(
  row: Pick<ProjectRow, 'id' | 'levels' | 'url' | 'currentStage' | 'stages' | 'isDone' | 'stageDates' | 'completedAt' | 'createdAt'> & Pick<RequestRow, 'service' | 'subject'>,
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
  };
}
