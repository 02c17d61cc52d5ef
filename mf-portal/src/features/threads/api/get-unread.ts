import { endpointQuery } from '@agency/shared-auth/endpoints';

/**
 * GET /api/threads/unread — the client's unread messages from the agency: the total and each thread's count,
 * newest first. One cached answer for the bell, the requests list and the dashboard, asked again every minute
 * and on window focus.
 */
export const unreadQuery = () => ({
  ...endpointQuery('GET /api/threads/unread'),
  refetchInterval: 60_000,
  refetchOnWindowFocus: true,
});
