import { fail, gate, mockApi, ok, type SentCall } from '@agency/contracts/testing/msw';
import { theme } from '@agency/shared-ui';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { act, useState } from 'react';
import { ThemeProvider } from 'styled-components';
import { useAuthStore } from './auth-store';
import { queryClient } from './query';
import { type PaymentIntent, type PaymentOrder, SANDBOX_COPY, useCardPayment } from './card-payment';

/** Paystack's inline checkout is Paystack's own script, not a call to our API, so it stays a module mock. */
const checkout = { config: null as Record<string, unknown> | null, outcome: 'success' as 'success' | 'close' };
jest.mock('@paystack/inline-js', () => ({
  __esModule: true,
  default: class {
    newTransaction(options: Record<string, unknown> & { onSuccess: (r: unknown) => void; onCancel: () => void }) {
      const { onSuccess, onCancel, onError: _onError, ...config } = options;
      checkout.config = config;
      // What Paystack's inline checkout hands back after a successful charge.
      if (checkout.outcome === 'success') onSuccess({ reference: config.reference, status: 'success', trans: '4099260516', message: 'Approved' });
      else onCancel();
    }
  },
}));

/** A reference as the server mints it; the browser never invents one. */
const REFERENCE = 'tms_4f1c9a2e7b3d4c8e9f0a1b2c3d4e5f60';
const intent = (overrides: Partial<PaymentIntent> = {}): PaymentIntent => ({
  reference: REFERENCE,
  amount: 1_425_000,
  currency: 'NGN',
  email: 'ada@example.com',
  public_key: 'pk_test_local',
  sandbox: false,
  channels: ['card', 'bank_transfer', 'ussd'],
  ...overrides,
});

/** What the page sent, as [method, Authorization header, path, body]. */
const sentOf = (calls: SentCall[]) => calls.map((c) => [c.method, c.auth, c.path, c.body]);
const ADA = { token: 'tok-ada', first_name: 'Ada', last_name: '08030000000', email: 'ada@example.com', id: 7 };

const CART: PaymentOrder = { kind: 'requests', datas: [{ id: 3 }, { id: 5 }] };

function Checkout({ order = CART, withReset = false }: { order?: PaymentOrder; withReset?: boolean }) {
  const payment = useCardPayment();
  const [result, setResult] = useState<string>('');
  return (
    <ThemeProvider theme={theme}>
      <button type="button" onClick={async () => setResult(String(await payment.pay(order)))}>
        Pay now
      </button>
      {withReset ? (
        <button type="button" onClick={payment.reset}>
          Reset
        </button>
      ) : null}
      <output data-testid="status">{payment.status}</output>
      <output data-testid="result">{result}</output>
      <output data-testid="error">{payment.error ?? ''}</output>
      {payment.dialog}
    </ThemeProvider>
  );
}

beforeEach(() => {
  checkout.config = null;
  checkout.outcome = 'success';
  useAuthStore.getState().signIn(ADA);
});
afterEach(() => useAuthStore.getState().signOut());

const INTENT_BODY = { kind: 'requests', datas: [{ id: 3 }, { id: 5 }] };

describe('card payment', () => {
  it('records the order without a reference, pays the server amount through Paystack and has the server verify it', async () => {
    const calls = mockApi({ 'POST /api/payment_intent': ok(intent()), 'POST /api/verify_payment': ok({ success: 'success' }) });
    render(<Checkout />);
    await userEvent.click(screen.getByRole('button', { name: 'Pay now' }));

    await waitFor(() => expect(screen.getByTestId('result')).toHaveTextContent('true'));
    expect(screen.getByTestId('status')).toHaveTextContent('success');
    expect(checkout.config).toEqual({ key: 'pk_test_local', email: 'ada@example.com', amount: 1_425_000, currency: 'NGN', reference: REFERENCE, channels: ['card', 'bank_transfer', 'ussd'] });
    expect(sentOf(calls)).toEqual([
      ['POST', 'Bearer tok-ada', '/api/payment_intent', INTENT_BODY],
      [
        'POST',
        'Bearer tok-ada',
        '/api/verify_payment',
        {
          reference: REFERENCE,
          status: 'success',
          trans: '4099260516',
          message: 'Approved',
          amount: 1_425_000,
          currency: 'NGN',
          kind: 'requests',
          datas: [{ id: 3 }, { id: 5 }],
        },
      ],
    ]);
  });

  it('asks nothing of the server when the customer closes the checkout', async () => {
    checkout.outcome = 'close';
    const calls = mockApi({ 'POST /api/payment_intent': ok(intent()) });
    render(<Checkout />);
    await userEvent.click(screen.getByRole('button', { name: 'Pay now' }));

    await waitFor(() => expect(screen.getByTestId('result')).toHaveTextContent('false'));
    expect(screen.getByTestId('status')).toHaveTextContent('idle');
    expect(sentOf(calls)).toEqual([['POST', 'Bearer tok-ada', '/api/payment_intent', INTENT_BODY]]);
  });

  it("reports the server's reason when verification fails", async () => {
    const calls = mockApi({
      'POST /api/payment_intent': ok(intent()),
      'POST /api/verify_payment': fail(400, 'The amount paid does not match the amount due.'),
    });
    render(<Checkout />);
    await userEvent.click(screen.getByRole('button', { name: 'Pay now' }));

    await waitFor(() => expect(screen.getByTestId('status')).toHaveTextContent('error'));
    expect(screen.getByTestId('error')).toHaveTextContent('The amount paid does not match the amount due.');
    expect(screen.getByTestId('result')).toHaveTextContent('false');
    expect(calls.map((c) => c.path)).toEqual(['/api/payment_intent', '/api/verify_payment']);
  });

  it('fails without opening a checkout when the order cannot be recorded', async () => {
    const calls = mockApi({ 'POST /api/payment_intent': fail(400, 'You are already enrolled in this tutorial.') });
    render(<Checkout order={{ kind: 'tutorial', datas: { id: 2 } }} />);
    await userEvent.click(screen.getByRole('button', { name: 'Pay now' }));

    await waitFor(() => expect(screen.getByTestId('status')).toHaveTextContent('error'));
    expect(screen.getByTestId('error')).toHaveTextContent('You are already enrolled in this tutorial.');
    expect(checkout.config).toBeNull();
    expect(sentOf(calls)).toEqual([['POST', 'Bearer tok-ada', '/api/payment_intent', { kind: 'tutorial', datas: { id: 2 } }]]);
  });

  it('shows each step while it runs: preparing, checkout, verifying, then success; Reset goes back to idle', async () => {
    const intentGate = gate();
    const completeGate = gate();
    mockApi({
      'POST /api/payment_intent': ok(intent({ sandbox: true }), { until: intentGate.promise }),
      'POST /api/payments/sandbox/complete': ok({ success: 'success' }, { until: completeGate.promise }),
    });
    render(<Checkout withReset />);
    await userEvent.click(screen.getByRole('button', { name: 'Pay now' }));

    await waitFor(() => expect(screen.getByTestId('status')).toHaveTextContent('preparing'));
    // The payment is server state of the page's one QueryClient, not a machine of its own.
    expect(queryClient.getMutationCache().findAll({ status: 'pending' })).toHaveLength(1);
    // A second click while it runs starts no second payment.
    await userEvent.click(screen.getByRole('button', { name: 'Pay now' }));
    act(() => intentGate.open());
    await screen.findByRole('dialog', { name: SANDBOX_COPY.title });
    expect(screen.getByTestId('status')).toHaveTextContent('checkout');
    await userEvent.click(screen.getByRole('button', { name: 'Pay ₦14,250' }));
    await waitFor(() => expect(screen.getByTestId('status')).toHaveTextContent('verifying'));
    act(() => completeGate.open());
    await waitFor(() => expect(screen.getByTestId('status')).toHaveTextContent('success'));
    expect(screen.getByTestId('result')).toHaveTextContent('true');

    await userEvent.click(screen.getByRole('button', { name: 'Reset' }));
    expect(screen.getByTestId('status')).toHaveTextContent('idle');
    expect(screen.getByTestId('error')).toHaveTextContent('');
  });

  it('clears a failure when paying again, and the second try can succeed', async () => {
    let attempt = 0;
    mockApi({
      'POST /api/payment_intent': () => (++attempt === 1 ? fail(503, 'Payments are paused for maintenance.') : ok(intent())),
      'POST /api/verify_payment': ok({ success: 'success' }),
    });
    render(<Checkout />);
    await userEvent.click(screen.getByRole('button', { name: 'Pay now' }));
    await waitFor(() => expect(screen.getByTestId('status')).toHaveTextContent('error'));
    expect(screen.getByTestId('error')).toHaveTextContent('Payments are paused for maintenance.');

    await userEvent.click(screen.getByRole('button', { name: 'Pay now' }));
    await waitFor(() => expect(screen.getByTestId('status')).toHaveTextContent('success'));
    expect(screen.getByTestId('error')).toHaveTextContent('');
    expect(attempt).toBe(2);
  });

  describe('in sandbox mode', () => {
    it('shows a local test checkout with the server amount, then completes the payment on the server', async () => {
      const calls = mockApi({
        'POST /api/payment_intent': ok(intent({ sandbox: true })),
        'POST /api/payments/sandbox/complete': ok({ success: 'success' }),
      });
      render(<Checkout />);
      await userEvent.click(screen.getByRole('button', { name: 'Pay now' }));

      const dialog = await screen.findByRole('dialog', { name: SANDBOX_COPY.title });
      expect(dialog).toHaveTextContent(SANDBOX_COPY.description);
      expect(dialog).toHaveTextContent('Receipt to ada@example.com');
      await userEvent.click(screen.getByRole('button', { name: 'Pay ₦14,250' }));

      await waitFor(() => expect(screen.getByTestId('result')).toHaveTextContent('true'));
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      expect(checkout.config).toBeNull();
      expect(sentOf(calls)).toEqual([
        ['POST', 'Bearer tok-ada', '/api/payment_intent', INTENT_BODY],
        [
          'POST',
          'Bearer tok-ada',
          '/api/payments/sandbox/complete',
          { reference: REFERENCE, amount: 1_425_000, currency: 'NGN', kind: 'requests', datas: [{ id: 3 }, { id: 5 }], channel: 'card' },
        ],
      ]);
    });

    it('offers card, bank transfer and USSD as Paystack does, and records the one chosen', async () => {
      const calls = mockApi({
        'POST /api/payment_intent': ok(intent({ sandbox: true })),
        'POST /api/payments/sandbox/complete': ok({ success: 'success' }),
      });
      render(<Checkout />);
      await userEvent.click(screen.getByRole('button', { name: 'Pay now' }));
      const dialog = await screen.findByRole('dialog', { name: SANDBOX_COPY.title });
      const group = screen.getByRole('group', { name: 'How to pay' });
      expect(dialog).toContainElement(group);
      expect(screen.getAllByRole('radio').map((r) => r.getAttribute('value'))).toEqual(['card', 'bank_transfer', 'ussd']);
      expect(screen.getByRole('radio', { name: 'Card' })).toBeChecked();
      await userEvent.click(screen.getByRole('radio', { name: 'Bank transfer' }));
      await userEvent.click(screen.getByRole('button', { name: 'Pay ₦14,250' }));
      await waitFor(() => expect(screen.getByTestId('result')).toHaveTextContent('true'));
      expect(calls.at(-1)?.body).toMatchObject({ reference: REFERENCE, channel: 'bank_transfer' });
    });

    it('cancels without completing anything', async () => {
      const calls = mockApi({ 'POST /api/payment_intent': ok(intent({ sandbox: true })) });
      render(<Checkout />);
      await userEvent.click(screen.getByRole('button', { name: 'Pay now' }));
      await userEvent.click(await screen.findByRole('button', { name: SANDBOX_COPY.cancel }));

      await waitFor(() => expect(screen.getByTestId('result')).toHaveTextContent('false'));
      expect(screen.getByTestId('status')).toHaveTextContent('idle');
      expect(sentOf(calls)).toEqual([['POST', 'Bearer tok-ada', '/api/payment_intent', INTENT_BODY]]);
    });
  });
});
