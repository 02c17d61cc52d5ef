import { invalidateApi, useApiMutation } from '@agency/shared-auth';
import { callEndpoint, endpointQuery } from '@agency/shared-auth/endpoints';

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

/**
 * POST /api/notices/read — marks the client's notices read: these `ids`, or every one when none are given. The
 * bell's count (the unread messages plus the unread notices) then asks again.
 */
export function useMarkNoticesRead() {
  return useApiMutation({
    mutationFn: (ids?: number[]) => callEndpoint('POST /api/notices/read', { body: ids ? { ids } : {} }),
    onSuccess: () => void invalidateApi('threads/unread'),
  });
}
