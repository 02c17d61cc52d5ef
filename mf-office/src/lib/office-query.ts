import { invalidateApi, useApiQuery } from '@agency/shared-auth';

/**
 * An office list (`endpointQuery('GET /api/office/…', { search })`: its answer parsed against the contract) through the
 * page's one QueryClient. Its key is the API path, then its filter as one last part, so invalidating the path
 * ('office/requests') refreshes the list under every filter.
 */
export function useOfficeList<T>(query: { queryKey: readonly unknown[]; queryFn: (context: { signal: AbortSignal }) => Promise<T> }) {
  return useApiQuery({
    ...query,
    // A new filter keeps the list on screen until its own answer lands, as the office always did.
    placeholderData: (previous) => previous,
    // Clients pay and other staff change things meanwhile: each visit asks again (showing the last answer until then).
    staleTime: 0,
  });
}

/**
 * After a staff change: refreshes every cached answer under these API prefixes (the office's and, after a change
 * clients see, the portal's), and the audit log, which records every staff write.
 */
export const refresh = (prefixes: readonly string[]) => Promise.all([...prefixes, 'office/audit'].map((prefix) => invalidateApi(prefix)));

/** What a change to a request or project makes stale: the office's lists and what its client sees in the portal. */
export const CLIENT_FACING = ['requests', 'dashboard'] as const;
/** What a change to a tutorial makes stale in the academy's public pages. */
export const ACADEMY_FACING = ['all_tutorial', 'tutorial_detail', 'view_n_verify_cert'] as const;
