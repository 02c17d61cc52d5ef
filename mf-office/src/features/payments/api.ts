import { callEndpoint, endpointQuery } from '@agency/shared-auth/endpoints';
import { useOfficeList } from '../../lib/office-query';

export const usePayments = (status: string) => useOfficeList(endpointQuery('GET /api/office/payments', { search: status ? { status } : {} }));

/** POST /api/office/payments/{reference}/retry-refund: asks Paystack again for a refund it refused. */
export const retryRefund = (reference: string) => callEndpoint('POST /api/office/payments/:reference/retry-refund', { params: { reference } });

/** POST /api/office/payments/{id}/refund: a full or partial refund (kobo) with a reason, through Paystack. */
export const refundPayment = (id: number, body: { amount_kobo: number; reason: string }) => callEndpoint('POST /api/office/payments/:id/refund', { params: { id }, body });
