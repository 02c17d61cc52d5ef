import type { files } from '@agency/contracts';
import { invalidateApi, useApiMutation } from '@agency/shared-auth';
import { callEndpoint } from '@agency/shared-auth/endpoints';
import { saveFile } from '../../billing/api/billing';

/**
 * POST /api/requests/{id}/files?name=… — one file uploaded to the engagement, its bytes as the body (the API
 * client sends a Blob as it is). The answer is the file as stored, not yet attached to a message: the next
 * message sends its id.
 */
export function uploadFile(requestId: number, file: File, signal?: AbortSignal) {
  return callEndpoint('POST /api/requests/:id/files', { params: { id: requestId }, search: { name: file.name }, body: file, signal });
}

/** GET /api/requests/{id}/files/{fileId}, fetched with the sign-in token (a plain link cannot carry it), saved under its name. */
export function downloadFile(requestId: number, file: Pick<files.EngagementFile, 'id' | 'name'>) {
  return saveFile(callEndpoint('GET /api/requests/:id/files/:fileId', { params: { id: requestId, fileId: file.id } }), file.name);
}

export interface ReviewVariables {
  fileId: number;
  review: files.ReviewBody;
}

/**
 * POST /api/requests/{id}/files/{fileId}/review — the client approves a deliverable or asks for changes. An approval
 * may complete the stage, so the thread, the dashboard (progress, stages, activity) and the bell ask again.
 */
export function useReviewDeliverable(requestId: number) {
  return useApiMutation({
    mutationFn: ({ fileId, review }: ReviewVariables) => callEndpoint('POST /api/requests/:id/files/:fileId/review', { params: { id: requestId, fileId }, body: review }),
    onSuccess: () => {
      void invalidateApi(`requests/${requestId}`);
      void invalidateApi('dashboard');
      void invalidateApi('threads/unread');
    },
  });
}
