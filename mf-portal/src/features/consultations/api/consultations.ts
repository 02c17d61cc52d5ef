import type { consultations } from '@agency/contracts';
import { invalidateApi, useApiMutation } from '@agency/shared-auth';
import { callEndpoint, endpointQuery } from '@agency/shared-auth/endpoints';

export type Consultation = consultations.Consultation;

/** GET /api/consultations — the signed-in client's own: upcoming (soonest first) and past (latest first). */
export const consultationsQuery = endpointQuery('GET /api/consultations');

/** What a change makes stale: the client's consultations and requests, and the free slots everyone is offered. */
const refreshAfterChange = () => Promise.all([invalidateApi('consultations'), invalidateApi('requests'), invalidateApi('availability')]);

/** POST /api/consultations/{id}/reschedule — to a free slot (WAT); refused with 409 { detail, nearest } otherwise. */
export function useRescheduleConsultation(id: number) {
  return useApiMutation({
    mutationFn: (slot: { date: string; time: string }) => callEndpoint('POST /api/consultations/:id/reschedule', { params: { id }, body: slot }),
    onSuccess: refreshAfterChange,
  });
}

/** POST /api/consultations/{id}/cancel — frees the slot; the client and staff are emailed. */
export function useCancelConsultation() {
  return useApiMutation({
    mutationFn: (id: number) => callEndpoint('POST /api/consultations/:id/cancel', { params: { id }, body: {} }),
    onSuccess: refreshAfterChange,
  });
}
