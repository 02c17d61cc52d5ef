import type { office } from '@agency/contracts';
import { apiRequest } from '@agency/shared-auth';
import type { z } from 'zod';
import { useOfficeList } from '../../lib/office-query';
import type { Booking, Message, Subscriber } from '../../lib/office-api';

export type InboxKind = 'bookings' | 'messages';
const show = (all: boolean) => ({ show: all ? 'all' : 'new' });

export const useBookings = (all: boolean) => useOfficeList<Booking[]>('bookings', show(all));
export const useMessages = (all: boolean) => useOfficeList<Message[]>('messages', show(all));
export const useSubscribers = () => useOfficeList<Subscriber[]>('subscribers');

/** POST /api/office/{bookings|messages}/{id}/handled */
export const markHandled = (kind: InboxKind, id: number, handled: boolean) =>
  apiRequest('POST', `office/${kind}/${id}/handled`, { handled } satisfies z.input<typeof office.Handled>);

/** POST /api/office/{bookings|messages}/{id}/reply */
export const sendReply = (kind: InboxKind, id: number, reply: z.output<typeof office.Reply>) => apiRequest('POST', `office/${kind}/${id}/reply`, reply);
