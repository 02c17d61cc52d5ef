import type { TutorialList } from '@agency/contracts';
import { api, apiKey, useApiQuery, useAuthStore } from '@agency/shared-auth';

/**
 * POST /api/all_tutorial: every tutorial, unfinished before finished, current before upcoming. Typed from the
 * contract but not parsed at run time: the list is a public page, and zod would add ~25 KB (gzip) to it.
 */
export const getTutorials = (signal?: AbortSignal) => api.post<TutorialList>('all_tutorial', {}, { signal });

/** The tutorials, cached under their API path. */
export function useTutorials() {
  // The data is public. A stored sign-in the server no longer accepts is answered 401, which signs the visitor
  // out and empties the page's cache, dropping this query mid-flight; the re-render this subscription causes
  // asks again, now as a guest, instead of showing the 401's text. A sign-in likewise asks again as the user.
  useAuthStore((s) => s.user?.token);
  return useApiQuery({ queryKey: apiKey('all_tutorial'), queryFn: ({ signal }) => getTutorials(signal) });
}
