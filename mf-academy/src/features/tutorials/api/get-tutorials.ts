import type { TutorialList } from '@agency/contracts';
import { api, apiKey, useApiQuery, useAuthStore } from '@agency/shared-auth';
import { publicCall } from '../../../lib/public-call';

/**
 * POST /api/all_tutorial: every tutorial, unfinished before finished, current before upcoming. Typed from the
 * contract but not parsed at run time: the list is a public page, and zod would add ~25 KB (gzip) to it.
 */
export const getTutorials = publicCall(async (signal?: AbortSignal) => api.post<TutorialList>('all_tutorial', {}, { signal }));

/** The tutorials, cached under their API path. */
export function useTutorials() {
  // A sign-in or sign-out (a 401 included) empties the page's cache, dropping this query mid-flight; the
  // re-render this subscription causes makes the observer ask again, as whoever is signed in now.
  useAuthStore((s) => s.user?.token);
  return useApiQuery({ queryKey: apiKey('all_tutorial'), queryFn: ({ signal }) => getTutorials(signal) });
}
