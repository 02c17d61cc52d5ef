import type { TutorialList } from '@agency/contracts';
import { api } from '@agency/shared-auth';
import { publicCall } from '../../../lib/public-call';

/**
 * POST /api/all_tutorial: every tutorial, unfinished before finished, current before upcoming. Typed from the
 * contract but not parsed at run time: the list is a public page, and zod would add ~25 KB (gzip) to it.
 */
export const getTutorials = publicCall(async () => api.post<TutorialList>('all_tutorial'));
