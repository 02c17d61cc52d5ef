/** A request as GET /api/requests answers it (spec section 3, "Request (cart item)"). */
export interface ServiceRequest {
  id: number;
  date: string;
  /** Naira as a string; '0' (not quoted yet) and 'paid' mean nothing to pay. */
  price: string;
  /** The status label: Pending, Quoted, Ongoing, Completed. */
  reference: string;
  is_done: boolean;
  request: { service: string; subject: string };
}

export const isPayable = (r: Pick<ServiceRequest, 'price'>) => r.price !== '0' && r.price !== 'paid' && Number.parseInt(r.price, 10) > 0;
