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
}

export interface DashboardAnswer {
  project: Project | null;
  projects: Project[];
}

/** GET /api/dashboard/{id} — `-1` asks for the default project (the latest unfinished one, else the first). */
export function getDashboard(id: number = -1) {
  return api.get<DashboardAnswer>(`dashboard/${id}`);
}
