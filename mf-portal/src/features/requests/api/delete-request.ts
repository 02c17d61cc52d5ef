import { invalidateApi, useApiMutation } from '@agency/shared-auth';
import { callEndpoint } from '@agency/shared-auth/endpoints';

/** DELETE /api/requests/{id} — only when the request is done or not Ongoing. */
export function deleteRequest(id: number) {
  return callEndpoint('DELETE /api/requests/:id', { params: { id } });
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
