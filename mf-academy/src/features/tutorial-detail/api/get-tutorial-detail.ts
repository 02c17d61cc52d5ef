import { api } from '@agency/shared-auth';
import { publicCall } from '../../../lib/public-call';
import type { TutorialDetail } from '../../../types/tutorial';

/** GET /api/tutorial_detail/{id}: the tutorial plus is_student, what_to_learn and is_not_aut. */
export const getTutorialDetail = publicCall((id: string) => api.get<TutorialDetail>(`tutorial_detail/${encodeURIComponent(id)}`));
