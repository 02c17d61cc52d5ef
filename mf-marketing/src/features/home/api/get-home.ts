import { useApiQuery } from '@agency/shared-auth';
import { endpointQuery } from '@agency/shared-auth/endpoints';

/**
 * GET /api/home — the landing page's client feedback, through the page's one QueryClient (cached under
 * ['api', 'home']), its answer parsed against the contract. zod and the schemas load beside the request, in a chunk of
 * their own, only when the browser asks: a server-rendered /home hydrates with the answer and loads neither.
 */
export const useHome = () => useApiQuery(endpointQuery('GET /api/home'));
