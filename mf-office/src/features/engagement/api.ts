import type { threads } from '@agency/contracts';
import { useApiQuery } from '@agency/shared-auth';
import { callEndpoint, endpointKey, endpointQuery } from '@agency/shared-auth/endpoints';

/** GET /api/office/requests/{id}/thread, asked again every 20 s and when the tab comes back; reading marks it read. */
export const useThread = (requestId: number, enabled: boolean) =>
  useApiQuery({
    ...endpointQuery('GET /api/office/requests/:id/thread', { params: { id: requestId } }),
    enabled,
    staleTime: 0,
    refetchInterval: 20_000,
    refetchOnWindowFocus: true,
  });

export const threadKey = (requestId: number) => endpointKey('GET /api/office/requests/:id/thread', { params: { id: requestId } });

/** POST /api/office/requests/{id}/thread: the client is emailed; the answer is the message as stored. */
export const sendMessage = (requestId: number, message: threads.NewMessage) =>
  callEndpoint('POST /api/office/requests/:id/thread', { params: { id: requestId }, body: message });

/** The request's proposals (the editor's own list). */
export const useRequestProposals = (requestId: number, enabled: boolean) =>
  useApiQuery({ ...endpointQuery('GET /api/office/requests/:id/proposals', { params: { id: requestId } }), enabled });

/** The office's projects (the Projects page's list), asked only when the request has one. */
export const useProjectsWhen = (enabled: boolean) => useApiQuery({ ...endpointQuery('GET /api/office/projects', { search: {} }), enabled, staleTime: 0 });
