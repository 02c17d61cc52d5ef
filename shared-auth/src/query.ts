import {
  type DefaultError,
  type DehydratedState,
  dehydrate,
  hydrate,
  QueryClient,
  type QueryKey,
  type UseMutationOptions,
  type UseMutationResult,
  type UseQueryOptions,
  type UseQueryResult,
  useMutation,
  useQuery,
} from '@tanstack/react-query';
import { createContext, createElement, type ReactNode, useContext } from 'react';
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
const defaultOptions = {
  queries: { retry: false, staleTime: 30_000, refetchOnWindowFocus: false },
  mutations: { retry: false },
} as const;

export const queryClient = new QueryClient({ defaultOptions });

/**
 * The client the hooks use: the page's one QueryClient in the browser; on the server, the one of the request
 * being rendered (createRenderQueryClient), so no answer is shared between two visitors' pages.
 */
const QueryClientContext = createContext<QueryClient>(queryClient);

/** Server rendering: every API hook below it reads and fills `client`. */
export function RenderQueryProvider({ client, children }: { client: QueryClient; children: ReactNode }) {
  return createElement(QueryClientContext.Provider, { value: client }, children);
}

/** A QueryClient for one server-rendered page: the browser's defaults, and never garbage-collected mid-render. */
export function createRenderQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: { ...defaultOptions, queries: { ...defaultOptions.queries, gcTime: Infinity } } });
}

/**
 * Server rendering's first pass asks for data it cannot wait for (hooks do not fetch on the server); this
 * fetches every query that pass created and is still waiting, so the second pass renders with the answers.
 * Resolves to how many were fetched. A failed answer stays a failed query: the page renders its error state,
 * and the browser asks again after hydration (failures are not handed over).
 */
export async function fetchRenderedQueries(client: QueryClient): Promise<number> {
  const pending = client.getQueryCache().findAll({ predicate: (query) => query.state.status === 'pending' });
  await Promise.all(pending.map((query) => query.fetch().catch(() => undefined)));
  return pending.length;
}

/** The answers a server-rendered page was rendered with, to hand to the browser (successful ones only). */
export const dehydrateRendered = (client: QueryClient): DehydratedState => dehydrate(client);

/** In the browser, before hydrating: the server's answers go into the page's QueryClient, so none is asked twice. */
export const hydrateRendered = (state: unknown) => {
  if (!state || typeof state !== 'object') return;
  // A page may come from the site's page cache (issue 29), rendered minutes ago but still the current content's
  // page (the cache keys on the content's version): its answers are as fresh as the page, so they count from now
  // and are not all asked again, as stale, the moment the page hydrates (since 1.5.1).
  const now = Date.now();
  const sent = state as DehydratedState;
  hydrate(queryClient, { ...sent, queries: (sent.queries ?? []).map((q) => ({ ...q, state: { ...q.state, dataUpdatedAt: now } })) });
  // The server renders every page signed out, so a signed-in visitor was sent a guest's answers, and some differ
  // by who asks (a student's class link and certificate on a tutorial). They hydrate the page as sent (the same
  // first render on both sides), marked stale, so each is asked again, as the visitor, once its screen mounts.
  if (useAuthStore.getState().user) void queryClient.invalidateQueries({ refetchType: 'none' });
};

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
  return useQuery(options, useContext(QueryClientContext));
}

/**
 * GET `path` through the one API client, cached under `apiKey(path)`. `parse` checks or reshapes the answer at
 * the boundary (a contract's `.parse`). `enabled: false` waits (for example until a route parameter is valid).
 * @deprecated Kept for remotes built before the endpoint table drove the client: without `parse` it casts the
 * answer. New code uses `useApiQuery(endpointQuery('GET /api/…'))` ('@agency/shared-auth/endpoints').
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
  return useMutation(options, useContext(QueryClientContext));
}

export type { QueryClient, UseMutationResult, UseQueryResult };
