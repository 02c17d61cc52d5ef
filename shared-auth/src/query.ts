import {
  type DefaultError,
  QueryClient,
  type QueryKey,
  type UseMutationOptions,
  type UseMutationResult,
  type UseQueryOptions,
  type UseQueryResult,
  useMutation,
  useQuery,
} from '@tanstack/react-query';
import { api, type ApiError, apiRequest } from './api-client';
import { useAuthStore } from './auth-store';

declare module '@tanstack/react-query' {
  interface Register {
    /** Every failure of the one API client is an ApiError (the server's `detail`, offline, or the generic text). */
    defaultError: ApiError;
  }
}

/**
 * The page's one QueryClient: server state for every remote, shared through this singleton so a mutation in
 * one remote can invalidate another's data. Query keys are API paths split at '/', under 'api'
 * (`apiKey('dashboard/-1')` → ['api', 'dashboard', '-1']), so any remote can invalidate by prefix without
 * importing another's code: `invalidateApi('requests')`.
 *
 * The API client already retries an idempotent GET once on 502/503/504 and signs out on any 401 (once: the
 * store is cleared only while someone is signed in), so the queries do not retry on their own.
 */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { retry: false, staleTime: 30_000, refetchOnWindowFocus: false },
    mutations: { retry: false },
  },
});

// Another user's data must never outlive their session: a sign-out (Logout, a 401 anywhere, another tab)
// or a different sign-in drops every cached answer no screen shows, and asks again, as whoever is signed in now,
// for every answer on screen. A request already in flight is let finish (aborting it would show as a failed
// request, and a first load would otherwise be joined, not asked again), then asked again. An answer on screen
// stays until its new one lands, so a page keeps its content (an open dialog is not torn down) and a page the
// new state no longer allows (the portal after a sign-out) leaves on its own. Changes are left alone: the one
// that signed someone in (login, a guest's enrolment) must still report its success to its screen.
useAuthStore.subscribe((state, previous) => {
  if (state.user?.token === previous.user?.token) return;
  queryClient.removeQueries({ type: 'inactive' });
  const inFlight = queryClient
    .getQueryCache()
    .findAll({ fetchStatus: 'fetching' })
    .map((query) => query.fetch().catch(() => undefined));
  void Promise.all(inFlight).then(() => queryClient.invalidateQueries({ type: 'active' }));
});

/** The query key of an API path ('tutorial_detail/4' → ['api', 'tutorial_detail', '4']). */
export const apiKey = (path: string): QueryKey => ['api', ...path.replace(/^\/+|\/+$/g, '').split('/')];

/** Marks every cached answer under `path` (a prefix: 'dashboard' covers every project) as stale and refetches those in view. */
export const invalidateApi = (path: string) => queryClient.invalidateQueries({ queryKey: apiKey(path) });

/** Server state through the page's one QueryClient (no provider needed: the client is passed explicitly). */
export function useApiQuery<TQueryFnData = unknown, TData = TQueryFnData, TQueryKey extends QueryKey = QueryKey>(
  options: UseQueryOptions<TQueryFnData, DefaultError, TData, TQueryKey>,
): UseQueryResult<TData, DefaultError> {
  return useQuery(options, queryClient);
}

/**
 * GET `path` through the one API client, cached under `apiKey(path)`. `parse` checks or reshapes the answer at
 * the boundary (a contract's `.parse`). `enabled: false` waits (for example until a route parameter is valid).
 */
export function useApiGet<TAnswer, TData = TAnswer>(
  path: string,
  options: { parse?: (answer: unknown) => TAnswer; select?: (answer: TAnswer) => TData; enabled?: boolean; method?: 'GET' | 'POST' } = {},
): UseQueryResult<TData, DefaultError> {
  const { parse, select, enabled, method = 'GET' } = options;
  return useApiQuery<TAnswer, TData>({
    queryKey: apiKey(path),
    queryFn: async ({ signal }) => {
      const answer = method === 'GET' ? await api.get<unknown>(path, { signal }) : await apiRequest<unknown>(method, path, {}, { signal });
      return parse ? parse(answer) : (answer as TAnswer);
    },
    select,
    enabled,
  });
}

/** A change through the page's one QueryClient. */
export function useApiMutation<TData = unknown, TVariables = void, TOnMutateResult = unknown>(
  options: UseMutationOptions<TData, DefaultError, TVariables, TOnMutateResult>,
): UseMutationResult<TData, DefaultError, TVariables, TOnMutateResult> {
  return useMutation(options, queryClient);
}

export type { UseMutationResult, UseQueryResult };
