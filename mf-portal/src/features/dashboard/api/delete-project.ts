import type { Success } from '@agency/contracts';
import { api, apiKey, invalidateApi, queryClient, useApiMutation } from '@agency/shared-auth';
import { dashboardPath } from './get-dashboard';

/** GET /api/del_project/{id} — deletes the client's own project once it is done. */
export function deleteProject(id: number) {
  return api.get<Success>(`del_project/${id}`);
}

/** Deletes a project; its own view is dropped and every other dashboard view (any remote's) reloads. */
export function useDeleteProject() {
  return useApiMutation({
    mutationFn: deleteProject,
    onSuccess: (_answer, id) => {
      queryClient.removeQueries({ queryKey: apiKey(dashboardPath(id)), exact: true });
      void invalidateApi('dashboard');
    },
  });
}
