import { api } from '@agency/shared-auth';
import type { ServiceRequest } from '../../../types/service-request';

/** GET /api/requests — the signed-in client's requests, newest first. */
export function getRequests() {
  return api.get<ServiceRequest[]>('requests');
}
