import { billingFixture, proposalFixture, retainerFixture } from '@agency/contracts/testing/billing-ui';
import { fail, ok } from '@agency/contracts/testing/msw';
import { mockPortalApi as mockApi } from '../../../testing/api';
import { queryClient, useAuthStore } from '@agency/shared-auth';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { copy } from '../../../copy';
import Proposal from '../../../exposes/proposal';
import { currentLocation, DEMO_USER, renderAt } from '../../../testing/render';

const renderPage = (id = '7') => renderAt(`/proposal/${id}`, '/proposal/:id', <Proposal />);
const text = copy.proposal;

beforeEach(() => {
  localStorage.clear();
  useAuthStore.setState({ user: DEMO_USER });
  // The frame's bell asks for unread messages on every signed-in page (issue 26).
  mockApi({});
});

describe('Proposal page', () => {
  it('sends a guest to sign in and back to the proposal (the email link)', async () => {
    useAuthStore.setState({ user: null });
    renderPage();
    await waitFor(() => expect(currentLocation()).toBe('/login?redirect=/proposal/7'));
  });

  it('shows a spinner, then the document: lines as quantity × unit price, net, VAT 7.5%, total, validity and the plan', async () => {
    mockApi({ 'GET /api/proposals/:id': ok(proposalFixture()) });
    renderPage();
    expect(await screen.findByRole('status', { name: copy.common.loading })).toBeInTheDocument();
    const doc = await screen.findByRole('article', { name: 'Ride-hailing app for Enugu' });
    const items = within(doc).getByRole('table', { name: 'Line items, in naira' });
    expect(within(items).getByRole('row', { name: /Development sprint 4 ₦500,000 ₦2,000,000/ })).toBeInTheDocument();
    expect(within(items).getByRole('row', { name: 'Net ₦2,500,000' })).toBeInTheDocument();
    expect(within(items).getByRole('row', { name: 'VAT (7.5%) ₦187,500' })).toBeInTheDocument();
    expect(within(items).getByRole('row', { name: 'Total ₦2,687,500' })).toBeInTheDocument();
    const plan = within(doc).getByRole('table', { name: 'When each amount is due' });
    expect(within(plan).getByRole('row', { name: 'Deposit (40%) On acceptance ₦1,075,000' })).toBeInTheDocument();
    expect(within(plan).getByRole('row', { name: 'Milestone: Build (30%) When the project reaches Build ₦806,250' })).toBeInTheDocument();
    expect(within(doc).getByText('Valid until 31 December 2026')).toBeInTheDocument();
    expect(within(doc).getByText('Admin dashboard')).toBeInTheDocument();
  });

  it('says what typing the name means, refuses an empty name, then accepts with the typed name and shows the outcome', async () => {
    const accepted = proposalFixture({
      status: 'accepted',
      acceptance: { full_name: 'Adaeze Okafor', accepted_at: '2026-11-26T10:00:00.000Z', ip: '127.0.0.1', user_agent: 'jsdom', text_sha256: 'a'.repeat(64) },
    });
    const sent = mockApi({ 'GET /api/proposals/:id': ok(proposalFixture()), 'POST /api/proposals/:id/accept': ok(accepted) });
    renderPage();
    const name = await screen.findByLabelText(text.signatureLabel);
    expect(name).toHaveAccessibleDescription(text.signatureHint);
    await userEvent.click(screen.getByRole('button', { name: text.accept }));
    expect(name).toHaveAccessibleDescription(expect.stringContaining(text.signatureMissing));
    await userEvent.type(name, '  Adaeze   Okafor ');
    await userEvent.click(screen.getByRole('button', { name: text.accept }));
    expect(await screen.findByText(/Accepted by Adaeze Okafor on 26 November 2026\./)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: text.payNow })).toHaveAttribute('href', '/made-requests');
    expect(screen.queryByLabelText(text.signatureLabel)).toBeNull();
    expect(sent.filter((c) => c.method === 'POST')).toEqual([expect.objectContaining({ path: '/api/proposals/7/accept', body: { full_name: 'Adaeze Okafor' } })]);
  });

  it('declines with a comment and shows it', async () => {
    const declined = proposalFixture({ status: 'declined', declined: { comment: 'Over our budget', declined_at: '2026-11-26T10:00:00.000Z' } });
    const sent = mockApi({ 'GET /api/proposals/:id': ok(proposalFixture()), 'POST /api/proposals/:id/decline': ok(declined) });
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: text.declineOpen }));
    await userEvent.type(screen.getByLabelText(text.declineLabel), 'Over our budget');
    await userEvent.click(screen.getByRole('button', { name: text.decline }));
    expect(await screen.findByText(/You declined this proposal on 26 November 2026\./)).toBeInTheDocument();
    expect(screen.getByText(/Your comment: Over our budget/)).toBeInTheDocument();
    expect(sent.filter((c) => c.method === 'POST')).toEqual([expect.objectContaining({ path: '/api/proposals/7/decline', body: { comment: 'Over our budget' } })]);
  });

  it('keeps what was typed and says so when accepting fails', async () => {
    mockApi({ 'GET /api/proposals/:id': ok(proposalFixture()), 'POST /api/proposals/:id/accept': fail(500, 'Internal error') });
    renderPage();
    await userEvent.type(await screen.findByLabelText(text.signatureLabel), 'Adaeze Okafor');
    await userEvent.click(screen.getByRole('button', { name: text.accept }));
    expect(await screen.findByText(text.failed)).toBeInTheDocument();
    expect(screen.getByLabelText(text.signatureLabel)).toHaveValue('Adaeze Okafor');
  });

  it('shows a superseded proposal with a link to the newer version, and an expired one, without a way to accept', async () => {
    mockApi({ 'GET /api/proposals/:id': ok(proposalFixture({ status: 'superseded', superseded_by: 9 })) });
    const { unmount } = renderPage();
    expect(await screen.findByText(text.superseded)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: text.toNewer })).toHaveAttribute('href', '/proposal/9');
    expect(screen.queryByRole('button', { name: text.accept })).toBeNull();
    unmount();
    queryClient.clear();
    mockApi({ 'GET /api/proposals/:id': ok(proposalFixture({ expired: true, valid_until: '2026-11-01' })) });
    renderPage();
    expect(await screen.findByText(text.expired('1 November 2026'))).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: text.accept })).toBeNull();
  });

  it('says a proposal that is not the client’s cannot be found, and offers a retry when loading fails', async () => {
    mockApi({ 'GET /api/proposals/:id': fail(404, 'Not found') });
    const { unmount } = renderPage();
    expect(await screen.findByText(text.notFound)).toBeInTheDocument();
    unmount();
    queryClient.clear();
    mockApi({ 'GET /api/proposals/:id': [fail(500, 'Internal error'), ok(proposalFixture())] });
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: copy.common.retry }));
    expect(await screen.findByRole('article', { name: 'Ride-hailing app for Enugu' })).toBeInTheDocument();
  });

  it('offers an accepted retainer a Subscribe action, and says so once the sandbox has paid the first month', async () => {
    const retainer = proposalFixture({
      id: 9,
      plan: { kind: 'retainer' },
      instalments: [],
      status: 'accepted',
      acceptance: { full_name: 'Adaeze Okafor', accepted_at: '2026-11-26T10:00:00.000Z', ip: '127.0.0.1', user_agent: 'jsdom', text_sha256: 'a'.repeat(64) },
    });
    const sent = mockApi({
      'GET /api/proposals/:id': ok(retainer),
      'GET /api/billing': ok(billingFixture({ retainers: [] })),
      'POST /api/proposals/:id/subscribe': ok({ retainer: retainerFixture({ proposal_id: 9, status: 'pending', next_payment_date: null, started_at: null }), reference: 'tms-abc', amount: retainer.total_kobo, currency: 'NGN', email: 'a@example.ng', plan_code: 'PLN_sandbox_9', sandbox: true, authorization_url: null }),
      'POST /api/retainers/sandbox/complete': ok(retainerFixture({ proposal_id: 9 })),
    });
    renderPage('9');
    expect(await screen.findByText(/Subscribe to start the monthly retainer/)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: text.payNow })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: text.subscribe('₦2,687,500') }));
    expect(await screen.findByText(text.subscribed)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: text.toBilling })).toHaveAttribute('href', '/billing');
    expect(sent.filter((c) => c.method === 'POST').map((c) => [c.path, c.body])).toEqual([
      ['/api/proposals/9/subscribe', {}],
      ['/api/retainers/sandbox/complete', { reference: 'tms-abc' }],
    ]);
  });
});
