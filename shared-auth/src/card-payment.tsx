/// <reference path="./paystack-inline.d.ts" />
import type { IntentAnswer, PaymentChannel, PaymentOrder } from '@agency/contracts';
import { Button, Dialog } from '@agency/shared-ui';
import { type ReactNode, useCallback, useRef, useState } from 'react';
import { ApiError, useApiMutation } from '@agency/shared-auth';
import { callEndpoint } from '@agency/shared-auth/endpoints';
import { formatNaira } from './format';

/**
 * Card payment through Paystack, shared by the portal's order summary and the academy's paid tutorials.
 * Imported by path ('@agency/shared-auth/card-payment'), not from the package index, so Paystack's
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
/** What is paid for (the contract's `PaymentOrder`: the intent's body without the reference). */
export type { PaymentOrder } from '@agency/contracts';

export type CardPaymentStatus = 'idle' | 'preparing' | 'checkout' | 'verifying' | 'success' | 'error';

/** POST /api/payment_intent's answer; `amount` is kobo, as Paystack takes it. */
export type PaymentIntent = IntentAnswer;

export const SANDBOX_COPY = {
  title: 'Test checkout',
  description: 'This server runs in payment sandbox mode: no card is charged and no money moves.',
  pay: (kobo: number) => `Pay ${formatNaira(kobo / 100)}`,
  cancel: 'Cancel',
  email: (email: string) => `Receipt to ${email}`,
  /** The ways to pay Paystack's checkout offers (its `channels`), shown the same in the test checkout. */
  channels: 'How to pay',
  channel: { card: 'Card', bank_transfer: 'Bank transfer', ussd: 'USSD' } satisfies Record<PaymentChannel, string>,
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
      // Card, bank transfer and USSD, as the server offers them: Nigerians pay large invoices by transfer.
      channels: intent.channels,
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

/** A pending payment's step: recording the order, the customer in the checkout, the server verifying. */
type PayingStep = Extract<CardPaymentStatus, 'preparing' | 'checkout' | 'verifying'>;

/** What the mutation settles with: paid, or the customer closed the checkout (no failure, back to idle). */
type PayOutcome = 'paid' | 'cancelled';

/**
 * The status the screens show, read off the mutation: idle before (and after a cancelled checkout or a reset),
 * the step while it is pending, then success or error.
 */
export function paymentStatus(
  mutation: { isPending: boolean; isSuccess: boolean; isError: boolean; data?: PayOutcome },
  step: PayingStep,
): CardPaymentStatus {
  if (mutation.isPending) return step;
  if (mutation.isError) return 'error';
  if (mutation.isSuccess && mutation.data === 'paid') return 'success';
  return 'idle';
}

/**
 * The payment as a mutation of the page's one QueryClient (server state has one library): the three calls go
 * through the endpoint client (answers parsed), the mutation holds pending / success / error, and only the
 * step inside a pending payment and the sandbox's open checkout are this hook's own state.
 */
export function useCardPayment(): CardPayment {
  const [step, setStep] = useState<PayingStep>('preparing');
  const [sandbox, setSandbox] = useState<PaymentIntent | null>(null);
  const [channel, setChannel] = useState<PaymentChannel>('card');
  const sandboxAnswer = useRef<((confirmed: PaymentChannel | null) => void) | null>(null);
  // A second click before the first render of the pending state must not start a second payment.
  const running = useRef(false);

  const mutation = useApiMutation<PayOutcome, PaymentOrder>({
    mutationFn: async (order) => {
      setStep('preparing');
      // The spec has the browser use the current timestamp as the reference. We deviate on purpose (issue 9):
      // anyone could register future timestamps first and make the real payment fail, so the server mints an
      // unguessable reference and the browser only uses the one it is given.
      const intent = await callEndpoint('POST /api/payment_intent', { body: { kind: order.kind, datas: order.datas } });
      setStep('checkout');
      const paid = { reference: intent.reference, amount: intent.amount, currency: intent.currency, kind: order.kind, datas: order.datas };
      if (intent.sandbox) {
        const chosen = await new Promise<PaymentChannel | null>((resolve) => {
          sandboxAnswer.current = resolve;
          setChannel(intent.channels[0] ?? 'card');
          setSandbox(intent);
        });
        setSandbox(null);
        if (!chosen) return 'cancelled';
        setStep('verifying');
        await callEndpoint('POST /api/payments/sandbox/complete', { body: { ...paid, channel: chosen } });
      } else {
        const response = await openPaystackCheckout(intent);
        if (!response) return 'cancelled';
        setStep('verifying');
        await callEndpoint('POST /api/verify_payment', { body: { ...response, ...paid } });
      }
      return 'paid';
    },
  });
  const { mutateAsync, reset } = mutation;

  const pay = useCallback(
    async (order: PaymentOrder) => {
      if (running.current) return false;
      running.current = true;
      try {
        return (await mutateAsync(order)) === 'paid';
      } catch {
        return false;
      } finally {
        running.current = false;
      }
    },
    [mutateAsync],
  );

  const answer = (chosen: PaymentChannel | null) => {
    sandboxAnswer.current?.(chosen);
    sandboxAnswer.current = null;
  };

  const dialog = sandbox ? (
    <Dialog open title={SANDBOX_COPY.title} description={SANDBOX_COPY.description} onClose={() => answer(null)}>
      <p>{SANDBOX_COPY.email(sandbox.email)}</p>
      <fieldset style={{ border: 0, margin: '0 0 1rem', padding: 0, minInlineSize: 0 }}>
        <legend style={{ fontWeight: 600, marginBottom: '0.5rem' }}>{SANDBOX_COPY.channels}</legend>
        <div style={{ display: 'flex', flexWrap: 'wrap', gap: '0.25rem 1.25rem' }}>
          {sandbox.channels.map((option) => (
            <label key={option} style={{ display: 'inline-flex', alignItems: 'center', gap: '0.5rem', minBlockSize: '44px', cursor: 'pointer' }}>
              <input
                type="radio"
                name="sandbox-channel"
                value={option}
                checked={channel === option}
                onChange={() => setChannel(option)}
                style={{ inlineSize: '1.25rem', blockSize: '1.25rem', margin: 0 }}
              />
              {SANDBOX_COPY.channel[option]}
            </label>
          ))}
        </div>
      </fieldset>
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: '0.75rem' }}>
        <Button type="button" data-autofocus onClick={() => answer(channel)}>
          {SANDBOX_COPY.pay(sandbox.amount)}
        </Button>
        <Button type="button" $variant="secondary" onClick={() => answer(null)}>
          {SANDBOX_COPY.cancel}
        </Button>
      </div>
    </Dialog>
  ) : null;

  return { status: paymentStatus(mutation, step), error: mutation.isError ? failureText(mutation.error) : null, pay, reset, dialog };
}
