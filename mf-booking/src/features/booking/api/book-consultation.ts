import type { BookingBody } from '@agency/contracts';
import { invalidateApi, useApiMutation } from '@agency/shared-auth';
import { callEndpoint } from '@agency/shared-auth/endpoints';

/** POST /api/book_consultation; the api client adds the bearer token when signed in, so the request lands on the client's list. */
export const bookConsultation = (body: BookingBody) => callEndpoint('POST /api/book_consultation', { body });

/**
 * A booking as a mutation: its status drives the result step; sending again (Try again) supersedes the earlier
 * outcome. A signed-in client's booking is a new request on their list, which the portal may have cached.
 */
export const useBookConsultation = () =>
  useApiMutation({
    mutationFn: bookConsultation,
    onSuccess: () => void invalidateApi('requests'),
  });
