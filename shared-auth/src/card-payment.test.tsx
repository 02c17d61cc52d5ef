import { theme } from '@agency/shared-ui';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { ThemeProvider } from 'styled-components';
import { type PaymentIntent, type PaymentOrder, SANDBOX_COPY, useCardPayment } from './card-payment';

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

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** A reference as the server mints it; the browser never invents one. */
const REFERENCE = 'tms_4f1c9a2e7b3d4c8e9f0a1b2c3d4e5f60';
const intent = (overrides: Partial<PaymentIntent> = {}): PaymentIntent => ({
  reference: REFERENCE,
  amount: 1_425_000,
  currency: 'NGN',
  email: 'ada@example.com',
  public_key: 'pk_test_local',
  sandbox: false,
  ...overrides,
});

interface Call {
  path: string;
  body: Record<string, unknown>;
}
let calls: Call[] = [];

function stubApi(...answers: Response[]) {
  const queue = [...answers];
  jest.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const request = input instanceof Request ? input : new Request(input, init);
    calls.push({ path: new URL(request.url).pathname, body: JSON.parse(await request.clone().text()) });
    const answer = queue.shift();
    if (!answer) throw new Error('unexpected extra call');
    return answer;
  });
}

const CART: PaymentOrder = { kind: 'requests', datas: [{ id: 3 }, { id: 5 }] };

function Checkout({ order = CART }: { order?: PaymentOrder }) {
  const payment = useCardPayment();
  const [result, setResult] = useState<string>('');
  return (
    <ThemeProvider theme={theme}>
      <button type="button" onClick={async () => setResult(String(await payment.pay(order)))}>
        Pay now
      </button>
      <output data-testid="status">{payment.status}</output>
      <output data-testid="result">{result}</output>
      <output data-testid="error">{payment.error ?? ''}</output>
      {payment.dialog}
    </ThemeProvider>
  );
}

beforeEach(() => {
  calls = [];
  checkout.config = null;
  checkout.outcome = 'success';
});
afterEach(() => jest.restoreAllMocks());

describe('card payment', () => {
  it('records the order without a reference, pays the server amount through Paystack and has the server verify it', async () => {
    stubApi(json(intent()), json({ success: 'success' }));
    render(<Checkout />);
    await userEvent.click(screen.getByRole('button', { name: 'Pay now' }));

    await waitFor(() => expect(screen.getByTestId('result')).toHaveTextContent('true'));
    expect(screen.getByTestId('status')).toHaveTextContent('success');
    expect(calls[0]).toEqual({ path: '/api/payment_intent', body: { kind: 'requests', datas: [{ id: 3 }, { id: 5 }] } });
    expect(checkout.config).toEqual({ key: 'pk_test_local', email: 'ada@example.com', amount: 1_425_000, currency: 'NGN', reference: REFERENCE });
    expect(calls[1]).toEqual({
      path: '/api/verify_payment',
      body: {
        reference: REFERENCE,
        status: 'success',
        trans: '4099260516',
        message: 'Approved',
        amount: 1_425_000,
        currency: 'NGN',
        kind: 'requests',
        datas: [{ id: 3 }, { id: 5 }],
      },
    });
  });

  it('asks nothing of the server when the customer closes the checkout', async () => {
    checkout.outcome = 'close';
    stubApi(json(intent()));
    render(<Checkout />);
    await userEvent.click(screen.getByRole('button', { name: 'Pay now' }));

    await waitFor(() => expect(screen.getByTestId('result')).toHaveTextContent('false'));
    expect(screen.getByTestId('status')).toHaveTextContent('idle');
    expect(calls.map((c) => c.path)).toEqual(['/api/payment_intent']);
  });

  it("reports the server's reason when verification fails", async () => {
    stubApi(json(intent()), json({ detail: 'The amount paid does not match the amount due.' }, 400));
    render(<Checkout />);
    await userEvent.click(screen.getByRole('button', { name: 'Pay now' }));

    await waitFor(() => expect(screen.getByTestId('status')).toHaveTextContent('error'));
    expect(screen.getByTestId('error')).toHaveTextContent('The amount paid does not match the amount due.');
    expect(screen.getByTestId('result')).toHaveTextContent('false');
  });

  it('fails without opening a checkout when the order cannot be recorded', async () => {
    stubApi(json({ detail: 'You are already enrolled in this tutorial.' }, 400));
    render(<Checkout order={{ kind: 'tutorial', datas: { id: 2 } }} />);
    await userEvent.click(screen.getByRole('button', { name: 'Pay now' }));

    await waitFor(() => expect(screen.getByTestId('status')).toHaveTextContent('error'));
    expect(screen.getByTestId('error')).toHaveTextContent('You are already enrolled in this tutorial.');
    expect(checkout.config).toBeNull();
    expect(calls[0]?.body).toEqual({ kind: 'tutorial', datas: { id: 2 } });
  });

  describe('in sandbox mode', () => {
    it('shows a local test checkout with the server amount, then completes the payment on the server', async () => {
      stubApi(json(intent({ sandbox: true })), json({ success: 'success' }));
      render(<Checkout />);
      await userEvent.click(screen.getByRole('button', { name: 'Pay now' }));

      const dialog = await screen.findByRole('dialog', { name: SANDBOX_COPY.title });
      expect(dialog).toHaveTextContent(SANDBOX_COPY.description);
      expect(dialog).toHaveTextContent('Receipt to ada@example.com');
      await userEvent.click(screen.getByRole('button', { name: 'Pay ₦14,250' }));

      await waitFor(() => expect(screen.getByTestId('result')).toHaveTextContent('true'));
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      expect(checkout.config).toBeNull();
      expect(calls[1]).toEqual({
        path: '/api/payments/sandbox/complete',
        body: { reference: REFERENCE, amount: 1_425_000, currency: 'NGN', kind: 'requests', datas: [{ id: 3 }, { id: 5 }] },
      });
    });

    it('cancels without completing anything', async () => {
      stubApi(json(intent({ sandbox: true })));
      render(<Checkout />);
      await userEvent.click(screen.getByRole('button', { name: 'Pay now' }));
      await userEvent.click(await screen.findByRole('button', { name: SANDBOX_COPY.cancel }));

      await waitFor(() => expect(screen.getByTestId('result')).toHaveTextContent('false'));
      expect(screen.getByTestId('status')).toHaveTextContent('idle');
      expect(calls).toHaveLength(1);
    });
  });
});
