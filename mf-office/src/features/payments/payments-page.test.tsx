import { mockApi, ok, raw } from '@agency/contracts/testing/msw';
import { screen, within } from '@testing-library/react';
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
  items: [{ id: 12, label: 'Mobile app development — Shop app' }],
  amount_kobo: 15_000_000,
  currency: 'NGN',
  status: 'refund_due',
  void_reason: null,
  provider: 'paystack',
  channel: 'card',
  created_at: '2026-11-20T10:00:00.000Z',
  paid_at: '2026-11-20T10:05:00.000Z',
  expires_at: '2026-11-20T10:30:00.000Z',
  refunded_kobo: 0,
  refundable_kobo: 0,
  refunds: [],
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

  it("says each status, why a refund is due and what was paid for in staff's words, never the stored codes or bare ids", async () => {
    const list: Payment[] = [
      { ...due, id: 1, reference: 'r1', void_reason: 'requoted' },
      { ...due, id: 2, reference: 'r2', status: 'voided', void_reason: 'declined', paid_at: null },
      { ...due, id: 3, reference: 'r3', status: 'expired', paid_at: null },
      { ...due, id: 4, reference: 'r4' },
      { ...due, id: 5, reference: 'r5', kind: 'tutorial', item_ids: [7], items: [{ id: 7, label: 'Data analysis with Python' }], status: 'paid' },
    ];
    mockApi({ 'GET /api/office/payments': ok(list) });
    renderAt('/office/payments', '/office/payments', <PaymentsPage />);
    const table = await screen.findByRole('table');
    for (const words of ['Refund due — re-quoted', 'Voided — declined', 'Expired', 'Refund due — already paid', 'Tutorial: Data analysis with Python']) {
      expect(within(table).getByText(words)).toBeInTheDocument();
    }
    expect(within(table).getAllByText('Mobile app development — Shop app')).toHaveLength(4);
    expect(table).not.toHaveTextContent(/refund_due|requests 12|\bpaystack\b/);
    expect(screen.getByRole('option', { name: 'Refund due' })).toBeInTheDocument();
    expect(screen.getByRole('option', { name: 'Expired' })).toBeInTheDocument();
  });

  it('says the list could not be loaded, and loads it again on request', async () => {
    mockApi({ 'GET /api/office/payments': [raw(500), ok([due])] });
    renderAt('/office/payments', '/office/payments', <PaymentsPage />);
    await userEvent.click(await screen.findByRole('button', { name: copy.common.retry }));
    expect(screen.queryByText(copy.common.loadFailed)).not.toBeInTheDocument();
    expect(await screen.findByText('tms_9_abc')).toBeInTheDocument();
  });

  describe('refund (issue 25)', () => {
    const paid: Payment = { ...due, id: 21, reference: 'tms_21_dep', status: 'paid', amount_kobo: 107_500_000, refundable_kobo: 107_500_000 };
    const pending = { id: 3, amount_kobo: 10_000_050, reason: 'Design dropped', status: 'pending' as const, failure: null, credit_note_id: null, created_at: '2026-11-26T10:00:00.000Z', settled_at: null };

    it('asks in the site dialog, with the amount and a reason, then refunds part through the API and shows it pending', async () => {
      const after: Payment = { ...paid, refundable_kobo: 97_499_950, refunds: [pending] };
      const sent = mockApi({
        'GET /api/office/payments': [ok([paid]), ok([after])],
        'POST /api/office/payments/:id/refund': ok(pending),
        'GET /api/office/audit': ok([]),
      });
      renderAt('/office/payments', '/office/payments', <PaymentsPage />);
      await userEvent.click(await screen.findByRole('button', { name: copy.payments.refundOpenLabel('tms_21_dep') }));
      const dialog = await screen.findByRole('dialog', { name: copy.payments.refund.title });
      const amount = within(dialog).getByLabelText(copy.payments.refund.amount);
      expect(amount).toHaveValue('1075000');
      // Without a reason the red action stays disabled; more than is refundable is refused in words.
      expect(within(dialog).getByRole('button', { name: copy.payments.refund.actionPlain })).toBeDisabled();
      await userEvent.clear(amount);
      await userEvent.type(amount, '2000000');
      await userEvent.type(within(dialog).getByLabelText(copy.payments.refund.reason), 'Design dropped');
      expect(amount).toHaveAccessibleDescription(copy.payments.refund.tooMuch('₦1,075,000'));
      await userEvent.clear(amount);
      await userEvent.type(amount, '100,000.50');
      await userEvent.click(within(dialog).getByRole('button', { name: copy.payments.refund.action('₦100,000.5') }));
      expect(await within(dialog).findByText(copy.payments.refund.done)).toBeInTheDocument();
      expect(sent.filter((c) => c.method === 'POST')).toEqual([
        expect.objectContaining({ path: '/api/office/payments/21/refund', body: { amount_kobo: 10_000_050, reason: 'Design dropped' } }),
      ]);
      await userEvent.click(within(dialog).getAllByRole('button', { name: 'Close' }).at(-1) as HTMLElement);
      expect(await screen.findByText(copy.payments.refundLine('₦100,000.5', copy.payments.refundStatuses.pending ?? ''))).toBeInTheDocument();
    }, 20_000); // much typing: slow on a loaded machine

    it('says why Paystack refused, and offers no refund on a payment with nothing left to refund', async () => {
      const failed = { ...pending, status: 'failed' as const, failure: 'Transaction has been fully reversed' };
      mockApi({ 'GET /api/office/payments': ok([{ ...paid, refundable_kobo: 0, refunded_kobo: 107_500_000, refunds: [failed] }]) });
      renderAt('/office/payments', '/office/payments', <PaymentsPage />);
      expect(await screen.findByText(copy.payments.refundFailure('Transaction has been fully reversed'))).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: copy.payments.refundOpenLabel('tms_21_dep') })).toBeNull();
    });
  });
});
