import { mockApi, ok, raw } from '@agency/contracts/src/testing/msw';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { copy } from '../../copy';
import type { Payment } from '../../lib/office-api';
import { renderAt, signInStaff } from '../../testing/render';
import { PaymentsPage } from './payments-page';

const due: Payment = {
  id: 9,
  reference: 'tms_9_abc',
  email: 'ngozi@example.ng',
  kind: 'requests',
  item_ids: [12],
  amount_kobo: 15_000_000,
  currency: 'NGN',
  status: 'refund_due',
  provider: 'paystack',
  created_at: '2026-11-20T10:00:00.000Z',
  paid_at: '2026-11-20T10:05:00.000Z',
};

beforeEach(signInStaff);

describe('PaymentsPage', () => {
  it('asks Paystack again for a refund it refused and says how it went, from the answer', async () => {
    const sent = mockApi({
      'GET /api/office/payments': [ok([due]), ok([due]), ok([{ ...due, status: 'refunded' }])],
      'POST /api/office/payments/:reference/retry-refund': [ok({ refunded: false, status: 'refund_due' }), ok({ refunded: true, status: 'refunded' })],
    });
    renderAt('/office/payments', '/office/payments', <PaymentsPage />);
    await userEvent.click(await screen.findByRole('button', { name: copy.payments.retry }));
    expect(await screen.findByText(copy.payments.stillDue)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: copy.payments.retry }));
    expect(await screen.findByText(copy.payments.refunded)).toBeInTheDocument();
    expect(screen.queryByText(copy.payments.stillDue)).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: copy.payments.retry })).not.toBeInTheDocument();
    expect(sent.filter((c) => c.method === 'POST').map((c) => c.path)).toEqual(['/api/office/payments/tms_9_abc/retry-refund', '/api/office/payments/tms_9_abc/retry-refund']);
  });

  it('says the list could not be loaded, and loads it again on request', async () => {
    mockApi({ 'GET /api/office/payments': [raw(500), ok([due])] });
    renderAt('/office/payments', '/office/payments', <PaymentsPage />);
    await userEvent.click(await screen.findByRole('button', { name: copy.common.retry }));
    expect(screen.queryByText(copy.common.loadFailed)).not.toBeInTheDocument();
    expect(await screen.findByText('tms_9_abc')).toBeInTheDocument();
  });
});
