import type { threads } from '@agency/contracts';
import { useApiQuery } from '@agency/shared-auth';
import { callEndpoint, endpointKey, endpointQuery } from '@agency/shared-auth/endpoints';

/** GET /api/office/requests/{id}: the request as the office's list shows it (404 when there is none). */
export const useRequest = (requestId: number, enabled: boolean) =>
  useApiQuery({ ...endpointQuery('GET /api/office/requests/:id', { params: { id: requestId } }), enabled, staleTime: 0 });

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

/**
 * POST /api/office/requests/{id}/files?name=…[&stage=…]: the file's bytes as the body. With `stage`, it is that
 * stage's deliverable (the next revision round), for the client to approve. Answers the file as stored.
 */
export const uploadFile = (requestId: number, file: File, stage?: string) =>
  callEndpoint('POST /api/office/requests/:id/files', { params: { id: requestId }, search: stage ? { name: file.name, stage } : { name: file.name }, body: file });

/** GET /api/office/requests/{id}/files/{fileId}: the file itself, as a Blob (a link cannot carry the staff token). */
export const downloadFile = (requestId: number, fileId: number) => callEndpoint('GET /api/office/requests/:id/files/:fileId', { params: { id: requestId, fileId } });

/** GET /api/office/requests/{id}/activity: what happened on the engagement, oldest first. */
export const useActivity = (requestId: number, enabled: boolean) =>
  useApiQuery({ ...endpointQuery('GET /api/office/requests/:id/activity', { params: { id: requestId } }), enabled, staleTime: 0 });

/** The latest staff changes (the audit log's own call, its widest page): the engagement keeps its own entries. */
export const useLatestAudit = (enabled: boolean) => useApiQuery({ ...endpointQuery('GET /api/office/audit', { search: { limit: '500' } }), enabled, staleTime: 0 });

/** The request's proposals (the editor's own list). */
export const useRequestProposals = (requestId: number, enabled: boolean) =>
  useApiQuery({ ...endpointQuery('GET /api/office/requests/:id/proposals', { params: { id: requestId } }), enabled });

/** The office's projects (the Projects page's own list), asked only when the request has one. */
export const useProjectsWhen = (enabled: boolean) => useApiQuery({ ...endpointQuery('GET /api/office/projects', { search: {} }), enabled, staleTime: 0 });
