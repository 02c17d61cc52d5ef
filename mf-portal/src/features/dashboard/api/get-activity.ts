import { endpointQuery } from '@agency/shared-auth/endpoints';

/**
 * GET /api/requests/{id}/activity — what happened on the engagement a project delivers, oldest first. Cached
 * under ['api', 'requests', id, …], so a review (invalidateApi(`requests/${id}`)) or any remote's
 * invalidateApi('requests') asks again.
 */
export const activityQuery = (requestId: number) => endpointQuery('GET /api/requests/:id/activity', { params: { id: requestId } });
