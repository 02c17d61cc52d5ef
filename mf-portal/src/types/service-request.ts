import type { ServiceRequest } from '@agency/contracts';
import { priceAsInteger } from '@agency/contracts/cart-discount';

/** A request as GET /api/requests answers it (spec section 3, "Request (cart item)"); its schema is the API's. */
export type { ServiceRequest };

/**
 * What is due now on a request, in kobo (issue 25): the API's `due_kobo` (a deposit, then each milestone as its
 * stage is reached, or the quote), else — an API that does not send it yet — the quoted price unless paid.
 */
export function dueKobo(r: Pick<ServiceRequest, 'price' | 'due_kobo'>): number {
  if (r.due_kobo !== undefined) return Math.max(r.due_kobo, 0);
  return r.price === 'paid' ? 0 : priceAsInteger(r.price) * 100;
}

/** Whether a request goes in the cart: something is due on it now (the spec's "price is neither 0 nor paid"). */
export const isPayable = (r: Pick<ServiceRequest, 'price' | 'due_kobo'>) => dueKobo(r) > 0;
