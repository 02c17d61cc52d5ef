import { useApiQuery } from '@agency/shared-auth';
import { endpointQuery } from '@agency/shared-auth/endpoints';

export { engagementPath } from './office-paths';

/**
 * The client messages this staff member has not read, per thread (issue 26). One cached answer for the frame's
 * bell and the requests table, asked again every 30 s and when the tab comes back into view.
 */
export const useUnread = () =>
  useApiQuery({ ...endpointQuery('GET /api/office/threads/unread'), staleTime: 0, refetchInterval: 30_000, refetchOnWindowFocus: true });

/** How many unread client messages one request's thread holds (0 while unknown). */
export const unreadOf = (answer: { threads: { request_id: number; unread: number }[] } | undefined, requestId: number) =>
  answer?.threads.find((t) => t.request_id === requestId)?.unread ?? 0;
