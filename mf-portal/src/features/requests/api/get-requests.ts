import { RequestsAnswer } from '@agency/contracts';
import { api, apiKey } from '@agency/shared-auth';

/** GET /api/requests — the signed-in client's requests, newest first, checked against the API's schema. */
export const requestsQuery = {
  queryKey: apiKey('requests'),
  queryFn: async ({ signal }: { signal: AbortSignal }) => RequestsAnswer.parse(await api.get<unknown>('requests', { signal })),
};
