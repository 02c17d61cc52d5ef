import type { NewsletterBody, Success } from '@agency/contracts';
import { api, useApiMutation } from '@agency/shared-auth';

/** POST /api/newsletter (the spec's payload field is `newsEmail`). */
export const subscribeToNewsletter = (input: NewsletterBody) => api.post<Success>('newsletter', input);

/** The subscription as a mutation of the page's one QueryClient: nothing cached depends on it. */
export const useSubscribe = () => useApiMutation({ mutationFn: subscribeToNewsletter });
