import { badRequest } from '../lib/errors';

// A project's stages as a list (issue 26): names checked once here for every write path.

const key = (name: string) => name.trim().toLowerCase();

/** The stage of `stages` called `name`, whatever its case; undefined when there is none. */
export function findStage(stages: readonly string[], name: string): string | undefined {
  return stages.find((s) => key(s) === key(name));
}

/** The list as stored: trimmed, blanks dropped; refuses commas, an empty list and a name given twice (in any case). */
export function cleanStages(names: readonly string[]): string[] {
  const stages = names.map((s) => s.trim()).filter(Boolean);
  if (stages.length === 0) throw badRequest('A project needs at least one stage.');
  if (stages.some((s) => s.includes(','))) throw badRequest('Stage names cannot contain commas.');
  const seen = new Set<string>();
  for (const stage of stages) {
    if (seen.has(key(stage))) throw badRequest(`Each stage needs its own name: "${stage}" is in the list twice.`);
    seen.add(key(stage));
  }
  return stages;
}

/**
 * The stages that need the client's approval, spelt as in `stages`, each once; refuses a name that is not one of them.
 */
export function cleanApprovalStages(names: readonly string[], stages: readonly string[]): string[] {
  const found = new Set<string>();
  for (const name of names) {
    const stage = findStage(stages, name);
    if (!stage) throw badRequest(`"${name.trim()}" is not one of the project's stages, so it cannot need approval. Stages: ${stages.join(', ')}.`);
    found.add(stage);
  }
  return stages.filter((s) => found.has(s));
}

/**
 * The renames asked for, as old stage (spelt as stored) → new name; a name kept as it was is no rename. Refuses an old
 * name that is not a stage of the project.
 */
export function cleanRenames(renames: Record<string, string> | undefined, existing: readonly string[]): Map<string, string> {
  const map = new Map<string, string>();
  for (const [from, to] of Object.entries(renames ?? {})) {
    const old = findStage(existing, from);
    if (!old) throw badRequest(`There is no stage "${from.trim()}" to rename. Stages: ${existing.join(', ')}.`);
    const name = to.trim();
    if (name !== old) map.set(old, name);
  }
  return map;
}

/** Refuses a rename whose new name is not in the new list (it would lose the stage's date, deliverables and milestone). */
export function checkRenamesKept(renames: Map<string, string>, stages: readonly string[]): Map<string, string> {
  const kept = new Map<string, string>();
  for (const [old, name] of renames) {
    const stage = findStage(stages, name);
    if (!stage) throw badRequest(`"${name}", the new name of "${old}", is not in the list of stages: add it to the list.`);
    if (stage !== old) kept.set(old, stage);
  }
  return kept;
}

/** Rounds of revisions per deliverable when none is said: the Basic package's. */
export const DEFAULT_REVISION_ROUNDS = 2;

/** The office's stage_list: each stage with its approval flag, the day it was reached and where the project is. */
export function stageListWire(p: { stages: readonly string[]; currentStage: string; isDone: boolean; stageDates: Record<string, string>; approvalStages: readonly string[] }) {
  const current = p.stages.indexOf(p.currentStage);
  return p.stages.map((name, i) => ({
    name,
    needs_approval: p.approvalStages.includes(name),
    reached_at: p.stageDates[name] ?? null,
    state: p.isDone || i < current ? ('done' as const) : i === current ? ('current' as const) : ('upcoming' as const),
  }));
}
