import { apiRequest } from '@agency/shared-auth';

/** DELETE /api/requests/{id} — only when the request is done or not Ongoing. */
export function deleteRequest(id: number) {
  return apiRequest<{ success: string }>('DELETE', `requests/${id}`);
}
