import { retainerFixture } from '@agency/contracts/testing/billing-ui';
import { mockApi, ok } from '@agency/contracts/testing/msw';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { copy } from '../../copy';
import { renderAt, signInStaff } from '../../testing/render';
import { BillingPage } from './billing-page';

beforeEach(signInStaff);
const text = copy.billing;

describe('Office billing page', () => {
  it('lists each client’s retainers with status, the failed payment and the next charge', async () => {
    const client = { user_id: 5, name: 'Chioma', email: 'chioma@example.ng' };
    mockApi({
      'GET /api/office/billing': ok({
        month: '2026-12',
        issued_kobo: 15_000_000,
        paid_kobo: 15_000_000,
        refunded_kobo: 0,
        outstanding_kobo: 0,
        clients: [],
        retainers: [
          { ...retainerFixture(), client },
          { ...retainerFixture({ id: 2, service: 'smm', title: 'Instagram and TikTok', status: 'attention', last_failure: 'Insufficient Funds', last_failure_at: '2026-12-21T07:00:00.000Z' }), client },
        ],
      }),
    });
    renderAt('/office/billing', '/office/billing', <BillingPage />);
    const region = await screen.findByRole('region', { name: new RegExp(`^${text.retainers}`) }, { timeout: 5000 });
    const table = within(region).getByRole('table');
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);
    expect(rows[0]).toHaveTextContent('SEO, SEM: Monthly SEO retainer');
    expect(rows[0]).toHaveTextContent('₦150,000');
    expect(rows[0]).toHaveTextContent(text.retainerStatus.active!);
    expect(rows[1]).toHaveTextContent(text.retainerStatus.attention!);
    expect(rows[1]).toHaveTextContent('Insufficient Funds');
    expect(within(rows[1]!).getByText('chioma@example.ng')).toBeInTheDocument();
  }, 15_000);

  it('staff cancel a running retainer after confirming; the list is asked again and shows it cancelled', async () => {
    const client = { user_id: 5, name: 'Chioma', email: 'chioma@example.ng' };
    const running = { ...retainerFixture(), client };
    const answer = (r: typeof running) => ok({ month: '2026-12', issued_kobo: 0, paid_kobo: 0, refunded_kobo: 0, outstanding_kobo: 0, clients: [], retainers: [r] });
    const sent = mockApi({
      'GET /api/office/billing': [answer(running), answer({ ...running, status: 'cancelled', next_payment_date: null })],
      'POST /api/office/retainers/:id/cancel': ok({ ...retainerFixture(), status: 'cancelled', next_payment_date: null }),
      'GET /api/office/audit': ok([]),
    });
    renderAt('/office/billing', '/office/billing', <BillingPage />);
    await userEvent.click(await screen.findByRole('button', { name: text.stopLabel('Chioma', running.title) }, { timeout: 5000 }));
    const dialog = await screen.findByRole('dialog', { name: text.stopTitle });
    expect(dialog).toHaveTextContent(text.stopBody('Chioma', running.title));
    await userEvent.click(within(dialog).getByRole('button', { name: text.stopAction }));
    expect(await within(dialog).findByText(text.stopped)).toBeInTheDocument();
    expect(sent.filter((c) => c.method === 'POST')).toEqual([expect.objectContaining({ path: `/api/office/retainers/${running.id}/cancel` })]);
    await userEvent.click(within(dialog).getAllByRole('button', { name: 'Close' }).at(-1) as HTMLElement);
    expect(await screen.findByText(text.retainerStatus.cancelled!)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: text.stopLabel('Chioma', running.title) })).toBeNull();
  }, 20_000);
});
