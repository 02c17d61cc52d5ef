import { invalidateApi, queryClient, useApiMutation } from '@agency/shared-auth';
import type { billing } from '@agency/contracts';
import { callEndpoint, endpointKey, endpointQuery } from '@agency/shared-auth/endpoints';

/** GET /api/billing — every document, payment and refund of the signed-in client, and what is due now. */
export const billingQuery = endpointQuery('GET /api/billing');

/** GET /api/me/billing_details — the business name, address and TIN printed on the client's documents. */
export const billingDetailsQuery = endpointQuery('GET /api/me/billing_details');

/** PUT /api/me/billing_details; the answer is what is stored now. */
export function useSaveBillingDetails() {
  return useApiMutation({
    mutationFn: (details: billing.BillingDetails) => callEndpoint('PUT /api/me/billing_details', { body: details }),
    onSuccess: (saved) => {
      queryClient.setQueryData(endpointKey('GET /api/me/billing_details'), saved);
      void invalidateApi('billing');
    },
  });
}

/** A document's PDF (INV-/RCT-/CRN-…), fetched with the sign-in token (a plain link cannot carry it). */
export function fetchDocument(number: string): Promise<Blob> {
  return callEndpoint('GET /api/billing/documents/:number', { params: { number } });
}

/** Hands a fetched file to the browser as a download named `filename`. */
export async function saveFile(file: Promise<Blob>, filename: string): Promise<void> {
  const url = URL.createObjectURL(await file);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** POST /api/retainers/{id}/cancel — Paystack stops the renewals; the answer is the retainer as it now stands. */
export function useCancelRetainer() {
  return useApiMutation({
    mutationFn: (id: number) => callEndpoint('POST /api/retainers/:id/cancel', { params: { id } }),
    onSuccess: () => void invalidateApi('billing'),
  });
}

/** POST /api/retainers/{id}/card-link — then on to Paystack's page to change the card a retainer charges. */
/** Leaving the site for Paystack's own page (an object, so a test can stand in for the browser's navigation). */
export const paystackPage = { open: (url: string) => window.location.assign(url) };

export function useChangeCard(go: (url: string) => void = (url) => paystackPage.open(url)) {
  return useApiMutation({
    mutationFn: async (id: number) => {
      const { link } = await callEndpoint('POST /api/retainers/:id/card-link', { params: { id } });
      go(link);
      return link;
    },
  });
}
