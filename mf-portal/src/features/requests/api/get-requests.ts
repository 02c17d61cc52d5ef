import { endpointQuery } from '@agency/shared-auth/endpoints';

/** GET /api/requests — the signed-in client's requests, newest first, checked against the API's schema. */
export const requestsQuery = endpointQuery('GET /api/requests');
