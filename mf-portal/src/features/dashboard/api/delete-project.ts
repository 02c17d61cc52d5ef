import { invalidateApi, queryClient, useApiMutation } from '@agency/shared-auth';
import { callEndpoint, endpointKey } from '@agency/shared-auth/endpoints';

/** GET /api/del_project/{id} — deletes the client's own project once it is done. */
export function deleteProject(id: number) {
  return callEndpoint('GET /api/del_project/:id', { params: { id } });
}

/** Deletes a project; its own view is dropped and every other dashboard view (any remote's) reloads. */
export function useDeleteProject() {
  return useApiMutation({
    mutationFn: deleteProject,
    onSuccess: (_answer, id) => {
      queryClient.removeQueries({ queryKey: endpointKey('GET /api/dashboard/:id', { params: { id } }), exact: true });
      void invalidateApi('dashboard');
    },
  });
}
