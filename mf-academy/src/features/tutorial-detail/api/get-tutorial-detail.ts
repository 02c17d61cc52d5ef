import type { TutorialDetail } from '@agency/contracts';
import { api } from '@agency/shared-auth';

/** The API path of a tutorial: its query key too, so an enrolment elsewhere can invalidate it by prefix. */
export const tutorialDetailPath = (id: string | number) => `tutorial_detail/${encodeURIComponent(String(id))}`;

/**
 * GET /api/tutorial_detail/{id}: the tutorial plus is_student, what_to_learn and is_not_aut. Typed from the
 * contract, not parsed at run time: a public page, where zod would add ~25 KB (gzip).
 */
export const getTutorialDetail = (id: string, signal?: AbortSignal) => api.get<TutorialDetail>(tutorialDetailPath(id), { signal });
