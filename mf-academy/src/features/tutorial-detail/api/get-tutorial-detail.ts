import { TutorialDetail } from '@agency/contracts';
import { api } from '@agency/shared-auth';
import { publicCall } from '../../../lib/public-call';

/** GET /api/tutorial_detail/{id}: the tutorial plus is_student, what_to_learn and is_not_aut. Checked against the API's schema. */
export const getTutorialDetail = publicCall(async (id: string) =>
  TutorialDetail.parse(await api.get<unknown>(`tutorial_detail/${encodeURIComponent(id)}`)),
);
