import type { consultations } from '@agency/contracts';
import { callEndpoint, endpointQuery } from '@agency/shared-auth/endpoints';
import type { z } from 'zod';
import { useOfficeList } from '../../lib/office-query';

export type OfficeConsultation = consultations.OfficeConsultation;
export type Block = consultations.Block;
export type Slot = consultations.Slot;

/** The consultations of the days from `from` to `to` (inclusive, WAT), cancelled ones included. */
export const useConsultations = (from: string, to: string) => useOfficeList(endpointQuery('GET /api/office/consultations', { search: { from, to } }));
/** The blocked times that end on or after `from`. */
export const useBlocks = (from: string) => useOfficeList(endpointQuery('GET /api/office/blocks', { search: { from } }));
/** The staff who can host a consultation. */
export const useHosts = () => useOfficeList(endpointQuery('GET /api/office/staff', { search: {} }));
/** The free starts of `days` days from `from`, as the booking dialog offers them. */
export const useFreeSlots = (from: string, days: number) => useOfficeList(endpointQuery('GET /api/availability', { search: { from, days: String(days) } }));

/**
 * What a change to a consultation or a block makes stale: the office's calendar and blocks, the public availability
 * (a freed or blocked slot) and the client's own list in the portal.
 */
export const CALENDAR_CHANGED = ['office/consultations', 'office/blocks', 'availability', 'consultations', 'requests'] as const;

/** PATCH /api/office/consultations/{id}: the host, the meeting mode, the meeting link. */
export const changeConsultation = (id: number, change: z.input<typeof consultations.ConsultationChange>) =>
  callEndpoint('PATCH /api/office/consultations/:id', { params: { id }, body: change });
/** POST /api/office/consultations/{id}/reschedule: to a free slot (WAT); the client is emailed the new time. */
export const rescheduleConsultation = (id: number, slot: { date: string; time: string }) =>
  callEndpoint('POST /api/office/consultations/:id/reschedule', { params: { id }, body: { date: slot.date, time: slot.time } });
/** POST /api/office/consultations/{id}/cancel: frees the slot; the client is emailed. */
export const cancelConsultation = (id: number, reason?: string) => callEndpoint('POST /api/office/consultations/:id/cancel', { params: { id }, body: reason ? { reason } : {} });
/** GET /api/office/consultations/{id}/ics: the consultation as a calendar file (a Blob). */
export const consultationIcs = (id: number) => callEndpoint('GET /api/office/consultations/:id/ics', { params: { id } });

/** POST /api/office/blocks: no booking can take a slot inside it. */
export const createBlock = (block: z.input<typeof consultations.NewBlock>) => callEndpoint('POST /api/office/blocks', { body: block });
/** DELETE /api/office/blocks/{id}. */
export const deleteBlock = (id: number) => callEndpoint('DELETE /api/office/blocks/:id', { params: { id } });

export const useAvailabilitySettings = () => useOfficeList(endpointQuery('GET /api/office/availability-settings', { search: {} }));
/** PATCH /api/office/availability-settings. */
export const saveAvailabilitySettings = (change: z.input<typeof consultations.SettingsChange>) => callEndpoint('PATCH /api/office/availability-settings', { body: change });
