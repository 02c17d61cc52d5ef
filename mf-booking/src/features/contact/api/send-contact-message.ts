import type { ContactBody, Success } from '@agency/contracts';
import { api, useApiMutation } from '@agency/shared-auth';

/** POST /api/contact: the contact message (spec section 3). */
export const sendContactMessage = (body: ContactBody) => api.post<Success>('contact', body);

export const useSendContactMessage = () => useApiMutation({ mutationFn: sendContactMessage });
