import type { BookingAnswer, BookingBody } from '@agency/contracts';
import { api, type ServiceChoice, useAsyncAction } from '@agency/shared-auth';

/** The consultation booking exactly as the spec sends it (section 3); `services` is a code, or 'select' for none. */
export type BookingPayload = Omit<BookingBody, 'services'> & { services: ServiceChoice };

/** POST /api/book_consultation; the api client adds the bearer token when signed in, so the request lands on the client's list. */
export const bookConsultation = (body: BookingPayload) => api.post<BookingAnswer>('book_consultation', body);

export const useBookConsultation = () => useAsyncAction(bookConsultation);
