import { endpointKey, endpointQuery } from '@agency/shared-auth/endpoints';

/** How often an open thread asks again for new messages (and on window focus). */
export const THREAD_POLL_MS = 20_000;

/** GET /api/requests/{id}/thread — the request's thread, oldest message first; reading it marks it read. */
export const threadQuery = (id: number) => ({
  ...endpointQuery('GET /api/requests/:id/thread', { params: { id } }),
  refetchInterval: THREAD_POLL_MS,
  refetchOnWindowFocus: true,
});

export const threadKey = (id: number) => endpointKey('GET /api/requests/:id/thread', { params: { id } });
