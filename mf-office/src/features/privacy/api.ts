import { callEndpoint, endpointQuery } from '@agency/shared-auth/endpoints';
import { refresh, useOfficeList } from '../../lib/office-query';

/** GET /api/office/data-requests: the queue (open, soonest due first) or every request. */
export const useDataRequests = (all: boolean) => useOfficeList(endpointQuery('GET /api/office/data-requests', { search: { show: all ? 'all' : 'open' } }));

/** POST /api/office/data-requests/{id}/done, then the queue (and the audit log) again. */
export async function markDone(id: number, outcome: string) {
  const answer = await callEndpoint('POST /api/office/data-requests/:id/done', { params: { id }, body: { outcome } });
  await refresh(['office/data-requests']);
  return answer;
}
