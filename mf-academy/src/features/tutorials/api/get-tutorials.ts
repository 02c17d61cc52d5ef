import { api } from '@agency/shared-auth';
import type { Tutorial } from '../../../types/tutorial';

/** POST /api/all_tutorial: every tutorial, unfinished before finished, current before upcoming. */
export function getTutorials() {
  return api.post<Tutorial[]>('all_tutorial');
}
