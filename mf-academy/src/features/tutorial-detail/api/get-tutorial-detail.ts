import type { TutorialDetail } from '@agency/contracts';
import { api } from '@agency/shared-auth';
import { publicCall } from '../../../lib/public-call';

/**
 * GET /api/tutorial_detail/{id}: the tutorial plus is_student, what_to_learn and is_not_aut. Typed from the
 * contract, not parsed at run time: a public page, where zod would add ~25 KB (gzip).
 */
export const getTutorialDetail = publicCall(async (id: string) => api.get<TutorialDetail>(`tutorial_detail/${encodeURIComponent(id)}`));
