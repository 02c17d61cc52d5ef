import type { Tutorial } from '@agency/contracts';

export type TutorialStatus = 'current' | 'upcoming' | 'finished';

/** Today's calendar day where the visitor is, as the API writes dates ('2026-11-23'). */
export function localDay(now = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

const dayOf = (date: string) => (/^\d{4}-\d{2}-\d{2}/.test(date) ? date.slice(0, 10) : null);

/**
 * Where a tutorial stands, from its data rather than from is_current alone: a tutorial the agency marked
 * done, or whose last day is behind us, has finished, even while its is_current flag was never cleared.
 * Otherwise the agency's is_current flag decides between current and upcoming, as the spec has it.
 */
export function tutorialStatus(tutorial: Pick<Tutorial, 'is_done' | 'is_current' | 'start_date' | 'end_date'>, today = localDay()): TutorialStatus {
  const end = dayOf(tutorial.end_date);
  if (tutorial.is_done || (end !== null && end < today)) return 'finished';
  return tutorial.is_current ? 'current' : 'upcoming';
}
