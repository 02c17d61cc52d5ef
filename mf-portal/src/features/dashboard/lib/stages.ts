import type { Project } from '../api/get-dashboard';

export type StageState = 'done' | 'current' | 'upcoming';

export interface Stage {
  name: string;
  state: StageState;
  /** When the stage was reached (ISO 8601), where the agency recorded it. */
  reachedAt?: string;
  /** The stage's deliverables need the client's approval (Project.approval_stages, issue 26). */
  needsApproval: boolean;
}

export interface StageTimeline {
  stages: Stage[];
  current?: Stage;
  /** The stage after the current one: what the client waits for next. None once the project is done or on its last stage. */
  next?: Stage;
}

export const stageNames = (project: Project) =>
  project.list_stages
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);

/**
 * Where a project stands: each stage done, current or upcoming, with its date where known. A finished project
 * has no current stage: its last one is done like the others. A current stage missing from the list (edited
 * since) leaves every stage upcoming rather than guessing. A stage whose deliverables the client approves says so.
 */
export function stageTimeline(project: Project): StageTimeline {
  const names = stageNames(project);
  const dates = project.stage_dates ?? {};
  const approvals = new Set(project.approval_stages ?? []);
  const currentIndex = project.is_done ? names.length : names.indexOf(project.current_stage);
  const stages = names.map<Stage>((name, i) => ({
    name,
    state: project.is_done || (currentIndex >= 0 && i < currentIndex) ? 'done' : i === currentIndex ? 'current' : 'upcoming',
    reachedAt: dates[name] ?? (i === 0 ? project.started_at : undefined),
    needsApproval: approvals.has(name),
  }));
  const current = stages.find((s) => s.state === 'current');
  const next = current ? stages[stages.indexOf(current) + 1] : undefined;
  return { stages, current, next };
}
