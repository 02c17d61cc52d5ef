import { invalidateApi, queryClient, useApiMutation } from '@agency/shared-auth';
import { callEndpoint, endpointKey, endpointQuery } from '@agency/shared-auth/endpoints';

/** GET /api/proposals/{id} — the client's own proposal, parsed with the contract's Proposal. */
export const proposalQuery = (id: number) => endpointQuery('GET /api/proposals/:id', { params: { id } });

type Decision = { kind: 'accept'; full_name: string } | { kind: 'decline'; comment: string };

/**
 * Accepts (the typed full name is the signature) or declines. The answer is the proposal as it now stands; the
 * requests (what is due now), the dashboard (the project it started) and billing read afresh.
 */
export function useDecideProposal(id: number) {
  return useApiMutation({
    mutationFn: (decision: Decision) =>
      decision.kind === 'accept'
        ? callEndpoint('POST /api/proposals/:id/accept', { params: { id }, body: { full_name: decision.full_name } })
        : callEndpoint('POST /api/proposals/:id/decline', { params: { id }, body: { comment: decision.comment } }),
    onSuccess: (proposal) => {
      queryClient.setQueryData(endpointKey('GET /api/proposals/:id', { params: { id } }), proposal);
      void invalidateApi('requests');
      void invalidateApi('dashboard');
      void invalidateApi('billing');
    },
  });
}

/**
 * Starts the monthly retainer of an accepted retainer proposal (POST /api/proposals/{id}/subscribe). With Paystack,
 * the browser goes to Paystack's checkout for the first month (it comes back to /billing); in the sandbox the
 * first month is paid at once (POST /api/retainers/sandbox/complete). Resolves the retainer's state.
 */
export function useSubscribe(id: number, go: (url: string) => void = (url) => window.location.assign(url)) {
  return useApiMutation({
    mutationFn: async () => {
      const started = await callEndpoint('POST /api/proposals/:id/subscribe', { params: { id } });
      if (started.authorization_url) {
        go(started.authorization_url);
        return started.retainer;
      }
      return callEndpoint('POST /api/retainers/sandbox/complete', { body: { reference: started.reference } });
    },
    onSuccess: () => void invalidateApi('billing'),
  });
}
