import type { ServiceRequest } from '@agency/contracts';
import type { serviceRequests } from '../db/schema';

// The spec's wire format for a request, made from its typed row: the only place its quirks live.

type RequestRow = typeof serviceRequests.$inferSelect;

/** The spec's price string: "paid" once paid, else the whole naira ("0": not quoted, nothing to pay). */
export function priceWire(row: Pick<RequestRow, 'price' | 'paidAt'>): string {
  return row.paidAt ? 'paid' : String(row.price);
}

/** A request as the client's list and cart read it (the status goes out as `reference`). */
export function requestWire(row: Pick<RequestRow, 'id' | 'createdAt' | 'price' | 'paidAt' | 'status' | 'isDone' | 'service' | 'subject'>): ServiceRequest {
  return {
    id: row.id,
    date: row.createdAt.toISOString(),
    price: priceWire(row),
    reference: row.status,
    is_done: row.isDone,
    request: { service: row.service, subject: row.subject },
  };
}
