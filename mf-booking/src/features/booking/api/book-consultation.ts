import { api, type ServiceChoice, useAsyncAction } from '@agency/shared-auth';

/** The consultation booking exactly as the spec sends it (section 3). */
export interface BookingPayload {
  name: string;
  email: string;
  phone: string;
  /** A long formatted date, e.g. 'Friday, November 27, 2026'. */
  date: string;
  time: string;
  /** A service code. */
  services: ServiceChoice;
  subject: string;
  message: string;
  /** The phone number's country code, 'US' by default. */
  selected: string;
}

export interface BookingAnswer {
  success: 'success';
  id: number;
}

/** POST /api/book_consultation; the api client adds the bearer token when signed in, so the request lands on the client's list. */
export const bookConsultation = (body: BookingPayload) => api.post<BookingAnswer>('book_consultation', body);

export const useBookConsultation = () => useAsyncAction(bookConsultation);
