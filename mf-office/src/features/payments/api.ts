import type { office } from '@agency/contracts';
import { apiRequest } from '@agency/shared-auth';
import type { z } from 'zod';
import type { Payment } from '../../lib/office-api';
import { useOfficeList } from '../../lib/office-query';

export const usePayments = (status: string) => useOfficeList<Payment[]>('payments', status ? { status } : {});

/** POST /api/office/payments/{reference}/retry-refund: asks Paystack again for a refund it refused. */
export const retryRefund = (reference: string) => apiRequest<z.output<typeof office.RefundAnswer>>('POST', `office/payments/${encodeURIComponent(reference)}/retry-refund`, {});
