import { mockApi, ok } from '@agency/contracts/testing/msw';
import { theme } from '@agency/shared-ui';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { ThemeProvider } from 'styled-components';
import { useAuthStore } from './auth-store';
import { useCardPayment } from './card-payment';

/**
 * Remotes bundle card-payment by path. Whatever it imports relatively is bundled with it, so a relative
 * './api-client' gave each remote its own client and auth store (issue 9). It must reach the API only
 * through the package entry, which Module Federation resolves to the page's one shared singleton; here the
 * entry's endpoint client records each call and hands it on to the real client, so every call that reaches the API
 * (answered by the contracts' MSW handlers) must also appear in the record, or it bypassed the entry.
 */
const singletonRequest = jest.fn();
jest.mock('@agency/shared-auth', () => {
  const actual = jest.requireActual('@agency/shared-auth');
  return {
    ...actual,
    createEndpointClient: (table: unknown) => {
      const real = actual.createEndpointClient(table);
      return {
        ...real,
        callEndpoint: (key: string, options: unknown) => {
          singletonRequest(key);
          return real.callEndpoint(key, options);
        },
      };
    },
  };
});

function Checkout() {
  const payment = useCardPayment();
  const [result, setResult] = useState('');
  return (
    <ThemeProvider theme={theme}>
      <button type="button" onClick={async () => setResult(String(await payment.pay({ kind: 'tutorial', datas: { id: 1 } })))}>
        Pay now
      </button>
      <output data-testid="result">{result}</output>
      {payment.dialog}
    </ThemeProvider>
  );
}

afterEach(() => useAuthStore.getState().signOut());

it('records, checks out and completes the payment through the shared client of @agency/shared-auth', async () => {
  useAuthStore.getState().signIn({ token: 'tok-ada', first_name: 'Ada', last_name: '08030000000', email: 'ada@example.com', id: 7 });
  const reference = 'tms_0b6f2d4e8a1c3e5f7091a2b3c4d5e6f7';
  const calls = mockApi({
    'POST /api/payment_intent': ok({ reference, amount: 8_500_000, currency: 'NGN', email: 'ada@example.com', public_key: 'pk_test_local', sandbox: true, channels: ['card', 'bank_transfer', 'ussd'] }),
    'POST /api/payments/sandbox/complete': ok({ success: 'success' }),
  });
  render(<Checkout />);
  await userEvent.click(screen.getByRole('button', { name: 'Pay now' }));
  await userEvent.click(await screen.findByRole('button', { name: 'Pay ₦85,000' }));

  await waitFor(() => expect(screen.getByTestId('result')).toHaveTextContent('true'));
  expect(singletonRequest.mock.calls.map(([key]) => key)).toEqual(['POST /api/payment_intent', 'POST /api/payments/sandbox/complete']);
  // Every call the API received went through the entry's client: the same two, no more.
  expect(calls.map((c) => [c.method, c.path, c.auth, c.body])).toEqual([
    ['POST', '/api/payment_intent', 'Bearer tok-ada', { kind: 'tutorial', datas: { id: 1 } }],
    ['POST', '/api/payments/sandbox/complete', 'Bearer tok-ada', { reference, amount: 8_500_000, currency: 'NGN', kind: 'tutorial', datas: { id: 1 }, channel: 'card' }],
  ]);
});
