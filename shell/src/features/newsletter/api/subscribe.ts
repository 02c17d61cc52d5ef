import type { NewsletterBody } from '@agency/contracts';
import { useApiMutation } from '@agency/shared-auth';
import { callEndpoint } from '@agency/shared-auth/endpoints';

/**
 * POST /api/newsletter (the spec's payload field is `newsEmail`). No `notice_version`: the server records the notice
 * it serves (the one the footer links) with the consent, once the address is confirmed (double opt-in). Sending
 * it would put the notice's whole text (its version is a hash of it) in every page's first script, 2–3 KB.
 */
export const subscribeToNewsletter = (input: Pick<NewsletterBody, 'newsEmail'>) => callEndpoint('POST /api/newsletter', { body: input });

/** The subscription as a mutation of the page's one QueryClient: nothing cached depends on it. */
export const useSubscribe = () => useApiMutation({ mutationFn: subscribeToNewsletter });
