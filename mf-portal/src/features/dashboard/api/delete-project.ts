import { api } from '@agency/shared-auth';

/** GET /api/del_project/{id} — deletes the client's own project once it is done. */
export function deleteProject(id: number) {
  return api.get<{ success: string }>(`del_project/${id}`);
}
