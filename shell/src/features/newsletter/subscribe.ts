import { api } from '@agency/shared-auth';

export interface NewsletterInput {
  newsEmail: string;
}

/** POST /api/newsletter — the spec's payload field is `newsEmail`. */
export function subscribeToNewsletter(input: NewsletterInput) {
  return api.post<{ success: string }>('newsletter', input);
}
