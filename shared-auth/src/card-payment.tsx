/// <reference path="./paystack-inline.d.ts" />
import type { IntentAnswer } from '@agency/contracts';
import { Button, Dialog } from '@agency/shared-ui';
import { type ReactNode, useCallback, useRef, useState } from 'react';
import { ApiError, apiRequest } from '@agency/shared-auth';
import { formatNaira } from './format';

/**
 * Card payment through Paystack, shared by the portal's order summary and the academy's paid tutorials.
 * Imported by path ('@agency/shared-auth/src/card-payment'), not from the package index, so Paystack's
 * checkout code stays out of the shared singleton every page loads; Paystack itself is fetched only when
 * a checkout really opens.
 *
 * The API client comes from the package entry ('@agency/shared-auth'), never from './api-client': a remote
 * that bundles this file then consumes the page's one client and auth store from the federation share
 * instead of bundling its own copies, whose token would be whoever was signed in when the copy loaded
 * (issue 9: payments after a sign-in, a sign-out or a settings save went with no token or a revoked one).
 * e2e/tests/remote-bundles.spec.ts fails the build of any remote that bundles the store or client again.
 *
 * The flow: record the order on the server (POST /api/payment_intent, which prices it — the browser never
 * decides the amount), open Paystack's checkout with the server's amount and reference, then ask the server
 * to verify the transaction with Paystack (POST /api/verify_payment). When the API runs in sandbox mode
 * (no Paystack secret key, never in production) a local test checkout stands in for Paystack and the
 * server completes the payment through the same deliver-once path.
 */
export type PaymentOrder = { kind: 'requests'; datas: Array<{ id: number }> } | { kind: 'tutorial'; datas: { id: number } };

export type CardPaymentStatus = 'idle' | 'preparing' | 'checkout' | 'verifying' | 'success' | 'error';

/** POST /api/payment_intent's answer; `amount` is kobo, as Paystack takes it. */
export type PaymentIntent = IntentAnswer;

export const SANDBOX_COPY = {
  title: 'Test checkout',
  description: 'This server runs in payment sandbox mode: no card is charged and no money moves.',
  pay: (kobo: number) => `Pay ${formatNaira(kobo / 100)}`,
  cancel: 'Cancel',
  email: (email: string) => `Receipt to ${email}`,
};

type PaystackResponse = Record<string, unknown>;

/**
 * Opens Paystack's inline checkout (@paystack/inline-js, loaded only now); resolves its success response, or
 * null when the customer closes it. Rejects when Paystack cannot set the transaction up.
 */
async function openPaystackCheckout(intent: PaymentIntent): Promise<PaystackResponse | null> {
  const { default: PaystackPop } = await import('@paystack/inline-js');
  return new Promise((resolve, reject) => {
    new PaystackPop().newTransaction({
      key: intent.public_key,
      email: intent.email,
      amount: intent.amount,
      currency: 'NGN',
      reference: intent.reference,
      onSuccess: (response) => resolve(response ?? {}),
      onCancel: () => resolve(null),
      onError: (error) => reject(new Error(`Paystack could not open the checkout: ${error.message}`)),
    });
  });
}

function failureText(error: unknown): string | null {
  if (error instanceof ApiError && (error.detail || error.offline)) return error.message;
  return null;
}

export interface CardPayment {
  status: CardPaymentStatus;
  /** The server's explanation of a failure, when it gave one; screens show their own banner either way. */
  error: string | null;
  /** Resolves true once the server has confirmed the payment; false when the customer cancelled or it failed. */
  pay: (order: PaymentOrder) => Promise<boolean>;
  reset: () => void;
  /** The sandbox's test checkout: render it wherever the pay button is. */
  dialog: ReactNode;
}

export function useCardPayment(): CardPayment {
  const [status, setStatus] = useState<CardPaymentStatus>('idle');
  const [error, setError] = useState<string | null>(null);
  const [sandbox, setSandbox] = useState<PaymentIntent | null>(null);
  const sandboxAnswer = useRef<((confirmed: boolean) => void) | null>(null);
  const running = useRef(false);

  const pay = useCallback(async (order: PaymentOrder) => {
    if (running.current) return false;
    running.current = true;
    setError(null);
    setStatus('preparing');
    try {
      // The spec has the browser use the current timestamp as the reference. We deviate on purpose (issue 9):
      // anyone could register future timestamps first and make the real payment fail, so the server mints an
      // unguessable reference and the browser only uses the one it is given.
      const intent = await apiRequest<PaymentIntent>('POST', 'payment_intent', { kind: order.kind, datas: order.datas });
      setStatus('checkout');
      const paid = { reference: intent.reference, amount: intent.amount, currency: intent.currency, kind: order.kind, datas: order.datas };
      if (intent.sandbox) {
        const confirmed = await new Promise<boolean>((resolve) => {
          sandboxAnswer.current = resolve;
          setSandbox(intent);
        });
        setSandbox(null);
        if (!confirmed) {
          setStatus('idle');
          return false;
        }
        setStatus('verifying');
        await apiRequest('POST', 'payments/sandbox/complete', paid);
      } else {
        const response = await openPaystackCheckout(intent);
        if (!response) {
          setStatus('idle');
          return false;
        }
        setStatus('verifying');
        await apiRequest('POST', 'verify_payment', { ...response, ...paid });
      }
      setStatus('success');
      return true;
    } catch (failure) {
      setError(failureText(failure));
      setStatus('error');
      return false;
    } finally {
      running.current = false;
    }
  }, []);

  const reset = useCallback(() => {
    setError(null);
    setStatus('idle');
  }, []);

  const answer = (confirmed: boolean) => {
    sandboxAnswer.current?.(confirmed);
    sandboxAnswer.current = null;
  };

  const dialog = sandbox ? (
    <Dialog open title={SANDBOX_COPY.title} description={SANDBOX_COPY.description} onClose={() => answer(false)}>
      <p>{SANDBOX_COPY.email(sandbox.email)}</p>
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: '0.75rem' }}>
        <Button type="button" data-autofocus onClick={() => answer(true)}>
          {SANDBOX_COPY.pay(sandbox.amount)}
        </Button>
        <Button type="button" $variant="secondary" onClick={() => answer(false)}>
          {SANDBOX_COPY.cancel}
        </Button>
      </div>
    </Dialog>
  ) : null;

  return { status, error, pay, reset, dialog };
}
