import { api } from '@agency/shared-auth';
import { publicCall } from '../../../lib/public-call';
import type { Tutorial } from '../../../types/tutorial';

/** POST /api/all_tutorial: every tutorial, unfinished before finished, current before upcoming. */
export const getTutorials = publicCall(() => api.post<Tutorial[]>('all_tutorial'));
