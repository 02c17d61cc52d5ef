import { theme } from '@agency/shared-ui';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { ThemeProvider } from 'styled-components';
import { useCardPayment } from './card-payment';

/**
 * Remotes bundle card-payment by path. Whatever it imports relatively is bundled with it, so a relative
 * './api-client' gave each remote its own client and auth store (issue 9). It must reach the API only
 * through the package entry, which Module Federation resolves to the page's one shared singleton; here the
 * entry is replaced, and any call that bypasses it would reach the unmocked fetch below instead.
 */
const singletonRequest = jest.fn();
jest.mock('@agency/shared-auth', () => ({
  ...jest.requireActual('@agency/shared-auth'),
  apiRequest: (...args: unknown[]) => singletonRequest(...args),
}));

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

it('records, checks out and completes the payment through the shared client of @agency/shared-auth', async () => {
  const fetchSpy = jest.spyOn(globalThis, 'fetch').mockRejectedValue(new Error('a call bypassed the shared API client'));
  const reference = 'tms_0b6f2d4e8a1c3e5f7091a2b3c4d5e6f7';
  singletonRequest.mockImplementation(async (_method: string, path: string) =>
    path === 'payment_intent'
      ? { reference, amount: 8_500_000, currency: 'NGN', email: 'ada@example.com', public_key: 'pk_test_local', sandbox: true }
      : { success: 'success' },
  );
  render(<Checkout />);
  await userEvent.click(screen.getByRole('button', { name: 'Pay now' }));
  await userEvent.click(await screen.findByRole('button', { name: 'Pay ₦85,000' }));

  await waitFor(() => expect(screen.getByTestId('result')).toHaveTextContent('true'));
  expect(singletonRequest.mock.calls.map(([method, path]) => `${method} ${path}`)).toEqual(['POST payment_intent', 'POST payments/sandbox/complete']);
  expect(fetchSpy).not.toHaveBeenCalled();
});
