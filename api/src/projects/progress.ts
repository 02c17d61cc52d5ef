// A project's progress is DERIVED from its stages, never typed (issue 26): every write path (start, change, a stage
// approved, done, a proposal accepted) stores what this answers, so the client's bar and the office's agree.

export interface ProgressOf {
  stages: readonly string[];
  currentStage: string;
  isDone: boolean;
}

/**
 * The share of stages completed, in percent: 100 once the project is done, else the current stage's index over the
 * number of stages (the stages before it are completed), at least 1. Stage 5 of 5 is 80 %, never more until done.
 */
export function progressOf(project: ProgressOf): number {
  if (project.isDone) return 100;
  if (project.stages.length === 0) return 1;
  const index = Math.max(0, project.stages.indexOf(project.currentStage));
  return Math.max(1, Math.round((100 * index) / project.stages.length));
}
