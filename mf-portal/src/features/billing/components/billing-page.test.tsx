import { billingFixture, retainerFixture } from '@agency/contracts/testing/billing-ui';
import { fail, ok } from '@agency/contracts/testing/msw';
import { mockPortalApi as mockApi } from '../../../testing/api';
import { useAuthStore } from '@agency/shared-auth';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { copy } from '../../../copy';
import Billing from '../../../exposes/billing';
import { paystackPage } from '../api/billing';
import { currentLocation, DEMO_USER, renderAt } from '../../../testing/render';

const renderPage = () => renderAt('/billing', '/billing', <Billing />);
const text = copy.billing;

beforeEach(() => {
  localStorage.clear();
  useAuthStore.setState({ user: DEMO_USER });
  // The frame's bell asks for unread messages on every signed-in page (issue 26).
  mockApi({});
});

describe('Billing page', () => {
  it('sends a guest to /login?redirect=/billing', async () => {
    useAuthStore.setState({ user: null });
    renderPage();
    await waitFor(() => expect(currentLocation()).toBe('/login?redirect=/billing'));
  });

  it('shows what is outstanding with the way to pay it, totals that reconcile, and every invoice, payment and refund', async () => {
    mockApi({ 'GET /api/billing': ok(billingFixture()) });
    renderPage();
    expect(await screen.findByRole('status', { name: copy.common.loading })).toBeInTheDocument();
    const outstanding = await screen.findByRole('region', { name: text.outstanding });
    expect(within(outstanding).getByText('Milestone: Build (30%)')).toBeInTheDocument();
    expect(within(outstanding).getByText(text.outstandingTotal('₦806,250'))).toBeInTheDocument();
    expect(within(outstanding).getByRole('link', { name: text.payOutstanding })).toHaveAttribute('href', '/made-requests');

    const totals = screen.getByRole('region', { name: text.totals });
    // Invoiced ₦1,075,000 + ₦806,250; paid ₦1,075,000; refunded ₦100,000; outstanding ₦806,250.
    expect(within(totals).getByText('₦1,881,250')).toBeInTheDocument();
    expect(within(totals).getByText('₦1,075,000')).toBeInTheDocument();
    expect(within(totals).getByText('₦100,000')).toBeInTheDocument();
    expect(within(totals).getByText('₦806,250')).toBeInTheDocument();

    const invoices = screen.getByRole('region', { name: text.invoices });
    expect(within(invoices).getAllByRole('listitem')).toHaveLength(2);
    expect(within(invoices).getByRole('button', { name: text.download('INV-2026-0001') })).toBeInTheDocument();
    expect(within(invoices).getAllByRole('listitem')[1]).toHaveTextContent('Invoice INV-2026-0001 · 21 November 2026 · Net ₦1,000,000 + VAT ₦75,000₦1,075,000');

    const payments = screen.getByRole('region', { name: text.payments });
    expect(within(payments).getByRole('listitem')).toHaveTextContent('21 November 2026 · Bank transfer · Reference REF-1 · Partly refunded · Refunded ₦100,000₦1,075,000');
    expect(within(payments).getByRole('button', { name: text.download('RCT-2026-0001') })).toBeInTheDocument();

    const refunds = screen.getByRole('region', { name: text.refunds });
    expect(within(refunds).getByText('Part of the design was dropped')).toBeInTheDocument();
    expect(within(refunds).getByText('−₦100,000')).toBeInTheDocument();
    expect(within(refunds).getByRole('button', { name: text.download('CRN-2026-0001') })).toBeInTheDocument();
  });

  it('downloads a document as a PDF named by its number', async () => {
    const created: Blob[] = [];
    URL.createObjectURL = jest.fn((blob: Blob) => {
      created.push(blob);
      return 'blob:pdf';
    });
    URL.revokeObjectURL = jest.fn();
    const clicked: string[] = [];
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this.download);
    });
    const sent = mockApi({ 'GET /api/billing': ok(billingFixture()), 'GET /api/billing/documents/:number': { kind: 'reply', status: 200, text: '%PDF-1.7', headers: { 'content-type': 'application/pdf' } } });
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: text.download('RCT-2026-0001') }));
    await waitFor(() => expect(clicked).toEqual(['RCT-2026-0001.pdf']));
    expect(sent.map((c) => c.path)).toContain('/api/billing/documents/RCT-2026-0001');
    expect(created).toHaveLength(1);
    click.mockRestore();
  });

  it('says when nothing is outstanding and there is no history yet', async () => {
    mockApi({ 'GET /api/billing': ok({ documents: [], payments: [], refunds: [], due: [], outstanding_kobo: 0, retainers: [] }) });
    renderPage();
    expect(await screen.findByText(text.nothingDue)).toBeInTheDocument();
    expect(screen.getByText(text.noInvoices)).toBeInTheDocument();
    expect(screen.getByText(text.noPayments)).toBeInTheDocument();
    expect(screen.getByText(text.noRefunds)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: text.payOutstanding })).toBeNull();
  });

  it('offers a retry when billing cannot be loaded', async () => {
    mockApi({ 'GET /api/billing': [fail(500, 'Internal error'), ok(billingFixture())] });
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: copy.common.retry }));
    expect(await screen.findByRole('region', { name: text.invoices })).toBeInTheDocument();
  });

  it('lists a retainer with its monthly amount, status and renewal date, and cancels it after asking', async () => {
    const active = retainerFixture();
    const cancelled = retainerFixture({ status: 'non_renewing', cancelled_at: '2026-11-26T10:00:00.000Z' });
    const sent = mockApi({
      'GET /api/billing': [ok(billingFixture({ retainers: [active] })), ok(billingFixture({ retainers: [cancelled] }))],
      'POST /api/retainers/:id/cancel': ok(cancelled),
    });
    renderPage();
    const section = await screen.findByRole('region', { name: text.retainers });
    const row = within(section).getByRole('listitem');
    expect(row).toHaveTextContent('SEO, SEM: Monthly SEO retainer');
    expect(row).toHaveTextContent('Active · Renews on 21 December 2026');
    expect(row).toHaveTextContent('₦150,000 a month');

    await userEvent.click(within(row).getByRole('button', { name: text.cancelRetainer('SEO, SEM') }));
    const dialog = await screen.findByRole('dialog', { name: text.confirmTitle });
    expect(within(dialog).getByText(text.confirmBody)).toBeInTheDocument();
    expect(sent.filter((c) => c.method === 'POST')).toEqual([]);
    await userEvent.click(within(dialog).getByRole('button', { name: text.confirmAction }));
    expect(await within(dialog).findByText(`${text.cancelled} ${text.endsOn('21 December 2026')}.`)).toBeInTheDocument();
    expect(sent.filter((c) => c.method === 'POST')).toEqual([expect.objectContaining({ path: '/api/retainers/1/cancel' })]);
    await waitFor(() => expect(within(screen.getByRole('region', { name: text.retainers })).getByRole('listitem')).toHaveTextContent('Cancelled, ends at period end · Ends on 21 December 2026'));
    expect(within(screen.getByRole('region', { name: text.retainers })).queryByRole('button', { name: text.cancelRetainer('SEO, SEM') })).toBeNull();
  });

  it('shows a failed renewal with Paystack’s words', async () => {
    const failing = retainerFixture({ status: 'attention', last_failure: 'Paystack could not charge the card for this month: Insufficient Funds.', last_failure_at: '2026-12-21T07:00:00.000Z' });
    mockApi({ 'GET /api/billing': ok(billingFixture({ retainers: [failing] })) });
    renderPage();
    const section = await screen.findByRole('region', { name: text.retainers });
    expect(within(section).getByRole('alert')).toHaveTextContent('Payment failed on 21 December 2026: Paystack could not charge the card for this month: Insufficient Funds.');
    expect(within(section).getByRole('listitem')).toHaveTextContent('Payment failed · Renews on 21 December 2026');
  });

  it('takes a client whose renewal failed to Paystack’s page to change the card', async () => {
    const assign = jest.spyOn(paystackPage, 'open').mockImplementation(() => undefined);
    try {
      const failing = retainerFixture({ status: 'attention', last_failure: 'Insufficient Funds', last_failure_at: '2026-12-21T07:00:00.000Z' });
      const link = 'https://paystack.com/manage/subscriptions/SUB_x?subscription_token=tok';
      const sent = mockApi({ 'GET /api/billing': ok(billingFixture({ retainers: [failing] })), 'POST /api/retainers/:id/card-link': ok({ link }) });
      renderPage();
      await userEvent.click(await screen.findByRole('button', { name: text.changeCard }));
      await waitFor(() => expect(assign).toHaveBeenCalledWith(link));
      expect(sent.filter((c) => c.method === 'POST').map((c) => c.path)).toEqual(['/api/retainers/1/card-link']);
    } finally {
      assign.mockRestore();
    }
  });
});
