import type { ContactBody } from '@agency/contracts';
import { api, useAsyncAction } from '@agency/shared-auth';

/** The contact message (spec section 3). */
export type ContactPayload = ContactBody;

/** POST /api/contact. */
export const sendContactMessage = (body: ContactPayload) => api.post<unknown>('contact', body);

export const useSendContactMessage = () => useAsyncAction(sendContactMessage);
