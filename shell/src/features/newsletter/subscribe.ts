import type { NewsletterBody, Success } from '@agency/contracts';
import { api } from '@agency/shared-auth';

/** The spec's payload field is `newsEmail`. */
export type NewsletterInput = NewsletterBody;

/** POST /api/newsletter. */
export function subscribeToNewsletter(input: NewsletterInput) {
  return api.post<Success>('newsletter', input);
}
