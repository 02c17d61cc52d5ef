import type { Success } from '@agency/contracts';
import { apiRequest, invalidateApi, useApiMutation } from '@agency/shared-auth';

/** DELETE /api/requests/{id} — only when the request is done or not Ongoing. */
export function deleteRequest(id: number) {
  return apiRequest<Success>('DELETE', `requests/${id}`);
}

/** Deletes a request; every screen showing requests or projects (in any remote) reloads. */
export function useDeleteRequest() {
  return useApiMutation({
    mutationFn: deleteRequest,
    onSuccess: () => {
      void invalidateApi('requests');
      void invalidateApi('dashboard');
    },
  });
}
