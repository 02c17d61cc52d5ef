import type { office } from '@agency/contracts';
import { callEndpoint, endpointQuery } from '@agency/shared-auth/endpoints';
import type { z } from 'zod';
import { useOfficeList } from '../../lib/office-query';

export type InboxKind = 'bookings' | 'messages';
const show = (all: boolean) => ({ show: all ? 'all' : 'new' });

export const useBookings = (all: boolean) => useOfficeList(endpointQuery('GET /api/office/bookings', { search: show(all) }));
export const useMessages = (all: boolean) => useOfficeList(endpointQuery('GET /api/office/messages', { search: show(all) }));
export const useSubscribers = () => useOfficeList(endpointQuery('GET /api/office/subscribers', { search: {} }));

/** POST /api/office/{bookings|messages}/{id}/handled */
export const markHandled = (kind: InboxKind, id: number, handled: boolean) =>
  callEndpoint(`POST /api/office/${kind}/:id/handled`, { params: { id }, body: { handled } satisfies z.input<typeof office.Handled> });

/** POST /api/office/{bookings|messages}/{id}/reply */
export const sendReply = (kind: InboxKind, id: number, reply: z.output<typeof office.Reply>) => callEndpoint(`POST /api/office/${kind}/:id/reply`, { params: { id }, body: reply });

/** GET /api/office/bookings/{id}/ics: the booking as a calendar file (a Blob). */
export const bookingIcs = (id: number) => callEndpoint('GET /api/office/bookings/:id/ics', { params: { id } });

/** GET /api/office/subscribers.csv: the newsletter list as a spreadsheet file (a Blob). */
export const subscribersCsv = () => callEndpoint('GET /api/office/subscribers.csv');
