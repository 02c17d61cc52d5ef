import { queryClient, useApiMutation, useApiQuery } from '@agency/shared-auth';
import { callEndpoint, endpointKey, endpointQuery } from '@agency/shared-auth/endpoints';

/** POST /api/newsletter/confirm: the double opt-in's token, sent on the owner's press (never on arrival). */
export const useConfirmNewsletter = () =>
  useApiMutation({ mutationFn: (token: string) => callEndpoint('POST /api/newsletter/confirm', { body: { token } }) });

/** GET /api/unsubscribe/:token: the address (partly hidden) and whether it still receives the newsletter. Reads only. */
export const useUnsubscribeState = (token: string) =>
  useApiQuery({ ...endpointQuery('GET /api/unsubscribe/:token', { params: { token } }), enabled: token.trim() !== '', retry: false });

/** POST /api/unsubscribe/:token (idempotent, no sign-in): the page's press; mail clients post RFC 8058's form body. */
export const useUnsubscribe = (token: string) =>
  useApiMutation({
    mutationFn: () => callEndpoint('POST /api/unsubscribe/:token', { params: { token }, body: {} }),
    // The answer is the link's new state: the page shows it without asking again.
    onSuccess: (state) => queryClient.setQueryData(endpointKey('GET /api/unsubscribe/:token', { params: { token } }), state),
  });
