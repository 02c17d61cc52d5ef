import { api } from '@agency/shared-auth';

export interface Project {
  id: number;
  /** Progress in percent. */
  levels: number;
  url: string;
  current_stage: string;
  /** Comma-separated stage names. */
  list_stages: string;
  is_done: boolean;
  request: { service: string; subject: string };
  /** When work started (ISO 8601). Optional: an older API leaves the dates out and the timeline shows none. */
  started_at?: string;
  /** When each stage was reached, by stage name (ISO 8601). */
  stage_dates?: Record<string, string>;
  /** When the project was marked done (ISO 8601). */
  completed_at?: string | null;
}

export interface DashboardAnswer {
  project: Project | null;
  projects: Project[];
}

/** GET /api/dashboard/{id} — `-1` asks for the default project (the latest unfinished one, else the first). */
export function getDashboard(id: number = -1) {
  return api.get<DashboardAnswer>(`dashboard/${id}`);
}
