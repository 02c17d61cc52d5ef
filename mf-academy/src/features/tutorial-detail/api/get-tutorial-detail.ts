import { api } from '@agency/shared-auth';
import type { TutorialDetail } from '../../../types/tutorial';

/** GET /api/tutorial_detail/{id}: the tutorial plus is_student, what_to_learn and is_not_aut. */
export function getTutorialDetail(id: string) {
  return api.get<TutorialDetail>(`tutorial_detail/${encodeURIComponent(id)}`);
}
