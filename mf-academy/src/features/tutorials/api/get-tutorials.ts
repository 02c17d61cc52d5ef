import type { TutorialList } from '@agency/contracts';
import { api, apiKey, useApiQuery } from '@agency/shared-auth';

/**
 * POST /api/all_tutorial: every tutorial, unfinished before finished, current before upcoming. Typed from the
 * contract but not parsed at run time: the list is a public page, and zod would add ~25 KB (gzip) to it.
 */
export const getTutorials = (signal?: AbortSignal) => api.post<TutorialList>('all_tutorial', {}, { signal });

/** The tutorials, cached under their API path. */
export function useTutorials() {
  return useApiQuery({ queryKey: apiKey('all_tutorial'), queryFn: ({ signal }) => getTutorials(signal) });
}
