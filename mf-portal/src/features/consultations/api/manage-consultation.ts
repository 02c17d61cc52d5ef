import type { CancelBody, ManagedConsultation, RescheduleBody } from '@agency/contracts/consultations';
import { invalidateApi, queryClient, useApiMutation, useApiQuery } from '@agency/shared-auth';
import { callEndpoint, endpointKey, endpointQuery } from '@agency/shared-auth/endpoints';

/** GET /api/consultation_link/:token — the consultation an email's link opens (a read: safe for mail scanners). */
export const useManagedConsultation = (token: string) =>
  useApiQuery({ ...endpointQuery('GET /api/consultation_link/:token', { params: { token } }), enabled: token.trim().length > 0 });

/** After a change: the answer under its (possibly new) token, and every list that shows consultations or slots reloads. */
function remember(answer: ManagedConsultation) {
  queryClient.setQueryData(endpointKey('GET /api/consultation_link/:token', { params: { token: answer.manage_token } }), answer);
  void invalidateApi('availability');
  void invalidateApi('consultations');
}

/** POST …/reschedule — moves it to a free slot; a reschedule rotates the token (the old link stops working). */
export const useReschedule = (token: string) =>
  useApiMutation({
    mutationFn: (body: RescheduleBody) => callEndpoint('POST /api/consultation_link/:token/reschedule', { params: { token }, body }),
    onSuccess: remember,
  });

/** POST …/cancel — cancels it; the slot is free again. */
export const useCancel = (token: string) =>
  useApiMutation({
    mutationFn: (body: CancelBody) => callEndpoint('POST /api/consultation_link/:token/cancel', { params: { token }, body }),
    onSuccess: remember,
  });
