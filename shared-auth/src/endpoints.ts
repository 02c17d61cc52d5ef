import { createEndpointClient } from '@agency/shared-auth';

/**
 * The typed API client bound to the endpoint table this build was made with: every call in the remotes goes
 * through these ('@agency/shared-auth/endpoints', imported by path, so each remote parses with its own contracts).
 * The table (and zod) is loaded on the first call, in a chunk of its own, beside the request.
 * It reaches the client through the package entry, never './endpoint-client': see card-payment.tsx.
 */
export const { callEndpoint, callEndpointAs, endpointKey, endpointQuery } = createEndpointClient(() =>
  import('@agency/contracts/endpoints').then((module) => module.ENDPOINTS),
);
