import type { ServiceRequest } from '@agency/contracts';

/** A request as GET /api/requests answers it (spec section 3, "Request (cart item)"); its schema is the API's. */
export type { ServiceRequest };

export const isPayable = (r: Pick<ServiceRequest, 'price'>) => r.price !== '0' && r.price !== 'paid' && Number.parseInt(r.price, 10) > 0;
