import { endpointPath } from '@agency/shared-auth';
import { callEndpoint } from '@agency/shared-auth/endpoints';

/** The API path of a tutorial: its query key too, so an enrolment elsewhere can invalidate it by prefix. */
export const tutorialDetailPath = (id: string | number) => endpointPath('GET /api/tutorial_detail/:id', { id });

/**
 * GET /api/tutorial_detail/{id}: the tutorial plus is_student, what_to_learn and is_not_aut, parsed against the
 * contract (zod and the schemas load beside the request, only when the browser asks).
 */
export const getTutorialDetail = (id: string, signal?: AbortSignal) => callEndpoint('GET /api/tutorial_detail/:id', { params: { id }, signal });
