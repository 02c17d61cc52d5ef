import { api, useAsyncAction } from '@agency/shared-auth';

/** The contact message (spec section 3). */
export interface ContactPayload {
  name: string;
  email: string;
  subject: string;
  message: string;
}

/** POST /api/contact. */
export const sendContactMessage = (body: ContactPayload) => api.post<unknown>('contact', body);

export const useSendContactMessage = () => useAsyncAction(sendContactMessage);
