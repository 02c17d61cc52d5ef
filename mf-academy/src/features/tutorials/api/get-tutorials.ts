import { useApiQuery } from '@agency/shared-auth';
import { callEndpoint, endpointQuery } from '@agency/shared-auth/endpoints';

/**
 * POST /api/all_tutorial: every tutorial, unfinished before finished, current before upcoming. Parsed against the
 * contract; zod and the schemas load beside the request, only when the browser asks (a server-rendered list does not).
 */
export const getTutorials = (signal?: AbortSignal) => callEndpoint('POST /api/all_tutorial', { signal });

/** The tutorials, cached under their API path. */
export function useTutorials() {
  return useApiQuery(endpointQuery('POST /api/all_tutorial'));
}
