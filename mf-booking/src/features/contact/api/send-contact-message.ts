import type { ContactBody } from '@agency/contracts';
import { useApiMutation } from '@agency/shared-auth';
import { callEndpoint } from '@agency/shared-auth/endpoints';

/** POST /api/contact: the contact message (spec section 3). */
export const sendContactMessage = (body: ContactBody) => callEndpoint('POST /api/contact', { body });

export const useSendContactMessage = () => useApiMutation({ mutationFn: sendContactMessage });
