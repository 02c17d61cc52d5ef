import { proposalFixture } from '@agency/contracts/testing/billing-ui';
import { mockApi as mockRoutes, ok } from '@agency/contracts/testing/msw';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { copy } from '../../copy';
import { catalogueContent } from '../../testing/catalogue';
import { renderAt, signInStaff } from '../../testing/render';
import { nairaToKobo, splitPlan, vatOf } from './naira-input';
import { editorCopy } from './proposal-editor';
import { ProposalsPage } from './proposals-page';

beforeEach(signInStaff);

/** The published catalogue the editor offers its services from: Web development from ₦350,000. */
const catalogueServices = ok({ version: 3, services: catalogueContent().services });
const mockApi = (routes: Parameters<typeof mockRoutes>[0]) => mockRoutes({ 'GET /api/catalogue/services': catalogueServices, ...routes });

/** Types a value at once (paste): a field's own typing is not what these tests are about, and typing is slow. */
async function fill(field: HTMLElement, value: string) {
  await userEvent.clear(field);
  await userEvent.click(field);
  await userEvent.paste(value);
}

describe('naira input', () => {
  it('reads naira as typed into kobo without floating point, and refuses what is not an amount', () => {
    expect(nairaToKobo('2,500,000')).toBe(250_000_000);
    expect(nairaToKobo('₦1250.5')).toBe(125_050);
    expect(nairaToKobo('0.29')).toBe(29);
    expect(nairaToKobo('1.234')).toBeUndefined();
    expect(nairaToKobo('abc')).toBeUndefined();
    expect(vatOf(250_000_000, 7.5)).toBe(18_750_000);
    expect(splitPlan(268_750_001, [40, 30, 30])).toEqual([107_500_000, 80_625_000, 80_625_001]);
  });
});

describe('Proposals page and editor', () => {
  it('writes a proposal with a 40% deposit and two milestones, previews it as the client will see it, and sends the draft in kobo', async () => {
    const draft = proposalFixture({ status: 'draft', sent_at: null });
    const sent = mockApi({
      'GET /api/office/requests/:id/proposals': [ok([]), ok([draft])],
      'GET /api/office/billing-settings': ok({ agency_name: 'TMS', address: 'Lagos', rc_number: 'RC1', tin: '', email: '', phone: '', charge_vat: true, vat_rate_bp: 750 }),
      'POST /api/office/requests/:id/proposals': ok(draft),
      'GET /api/office/audit': ok([]),
    });
    renderAt('/office/requests/31/proposal', '/office/requests/:id/proposal', <ProposalsPage />);
    expect(await screen.findByText(copy.proposals.none, undefined, { timeout: 5000 })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: copy.proposals.write }));
    const form = await screen.findByRole('form');
    await fill(within(form).getByLabelText(editorCopy.title), 'Ride-hailing app for Enugu');
    await fill(within(form).getByLabelText(editorCopy.scope), 'Apps for riders and drivers.');
    await fill(within(form).getByLabelText(editorCopy.deliverables), 'Rider app');
    await fill(within(form).getByLabelText(editorCopy.description(1)), 'Development sprint');
    await fill(within(form).getByLabelText(editorCopy.quantity(1)), '5');
    await fill(within(form).getByLabelText(editorCopy.unitPrice(1)), '500,000');
    await userEvent.click(within(form).getByRole('button', { name: editorCopy.addMilestone }));
    await userEvent.click(within(form).getByRole('button', { name: editorCopy.addMilestone }));
    await fill(within(form).getByLabelText(editorCopy.milestonePercent(1)), '30');
    await fill(within(form).getByLabelText(editorCopy.milestonePercent(2)), '30');
    // The preview is the client's document: ₦2,500,000 + VAT 7.5% = ₦2,687,500; 40% deposit ₦1,075,000.
    const preview = screen.getByRole('region', { name: editorCopy.preview });
    expect(within(preview).getByRole('row', { name: 'Total ₦2,687,500' })).toBeInTheDocument();
    expect(within(preview).getByRole('row', { name: 'Deposit (40%) On acceptance ₦1,075,000' })).toBeInTheDocument();
    expect(within(preview).getByRole('row', { name: 'Milestone: Design (30%) When the project reaches Design ₦806,250' })).toBeInTheDocument();
    await userEvent.click(within(form).getByRole('button', { name: editorCopy.send }));
    expect(await screen.findByRole('button', { name: copy.proposals.send })).toBeInTheDocument();
    const post = sent.find((c) => c.method === 'POST');
    expect(post?.body).toEqual({
      title: 'Ride-hailing app for Enugu',
      scope: 'Apps for riders and drivers.',
      deliverables: ['Rider app'],
      line_items: [{ description: 'Development sprint', quantity: 5, unit_price_kobo: 50_000_000 }],
      valid_until: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      stages: ['Discovery', 'Design', 'Build', 'Launch'],
      plan: { kind: 'deposit', deposit_percent: 40, milestones: [{ stage: 'Design', percent: 30 }, { stage: 'Build', percent: 30 }] },
    });
  }, 30_000); // much typing: slow on a loaded machine

  it('refuses a plan that does not add up to 100% and sends nothing', async () => {
    const sent = mockApi({
      'GET /api/office/requests/:id/proposals': ok([]),
      'GET /api/office/billing-settings': ok({ agency_name: 'TMS', address: 'Lagos', rc_number: '', tin: '', email: '', phone: '', charge_vat: false, vat_rate_bp: 750 }),
    });
    renderAt('/office/requests/31/proposal', '/office/requests/:id/proposal', <ProposalsPage />);
    await userEvent.click(await screen.findByRole('button', { name: copy.proposals.write }));
    const form = await screen.findByRole('form');
    await fill(within(form).getByLabelText(editorCopy.scope), 'Scope');
    await fill(within(form).getByLabelText(editorCopy.description(1)), 'Logo');
    await fill(within(form).getByLabelText(editorCopy.unitPrice(1)), '100000');
    await userEvent.click(within(form).getByRole('button', { name: editorCopy.addMilestone }));
    await fill(within(form).getByLabelText(editorCopy.milestonePercent(1)), '50');
    await userEvent.click(within(form).getByRole('button', { name: editorCopy.send }));
    expect(screen.getByText(editorCopy.problems.plan)).toBeInTheDocument();
    expect(sent.filter((c) => c.method === 'POST')).toEqual([]);
  }, 30_000);

  it('writes a monthly retainer: no milestones, the preview says the total is charged each month, the plan is sent as a retainer', async () => {
    const draft = proposalFixture({ status: 'draft', sent_at: null, plan: { kind: 'retainer' }, instalments: [] });
    const sent = mockApi({
      'GET /api/office/requests/:id/proposals': [ok([]), ok([draft])],
      'GET /api/office/billing-settings': ok({ agency_name: 'TMS', address: 'Lagos', rc_number: '', tin: '', email: '', phone: '', charge_vat: true, vat_rate_bp: 750 }),
      'POST /api/office/requests/:id/proposals': ok(draft),
      'GET /api/office/audit': ok([]),
    });
    renderAt('/office/requests/31/proposal', '/office/requests/:id/proposal', <ProposalsPage />);
    await userEvent.click(await screen.findByRole('button', { name: copy.proposals.write }, { timeout: 5000 }));
    const form = await screen.findByRole('form');
    await fill(within(form).getByLabelText(editorCopy.title), 'Monthly SEO');
    await fill(within(form).getByLabelText(editorCopy.scope), 'Keywords and a report.');
    await fill(within(form).getByLabelText(editorCopy.deliverables), 'A monthly report');
    await fill(within(form).getByLabelText(editorCopy.description(1)), 'SEO, one month');
    await fill(within(form).getByLabelText(editorCopy.unitPrice(1)), '139,534.88');
    const monthly = within(form).getByRole('checkbox', { name: editorCopy.monthly });
    expect(monthly).toHaveAccessibleDescription(editorCopy.monthlyHint);
    await userEvent.click(monthly);
    expect(within(form).queryByRole('button', { name: editorCopy.addMilestone })).toBeNull();
    const preview = screen.getByRole('region', { name: editorCopy.preview });
    expect(within(preview).getByText('Monthly retainer: ₦150,000 a month, charged to your card each month until you cancel.')).toBeInTheDocument();
    await userEvent.click(within(form).getByRole('button', { name: editorCopy.send }));
    expect(await screen.findByRole('button', { name: copy.proposals.send })).toBeInTheDocument();
    expect(sent.find((c) => c.method === 'POST')?.body).toEqual(expect.objectContaining({ plan: { kind: 'retainer' }, line_items: [{ description: 'SEO, one month', quantity: 1, unit_price_kobo: 13_953_488 }] }));
  }, 30_000);

  it('names a line item after the catalogue service picked and prefills its "from" price', async () => {
    mockApi({
      'GET /api/office/requests/:id/proposals': ok([]),
      'GET /api/office/billing-settings': ok({ agency_name: 'TMS', address: 'Lagos', rc_number: 'RC1', tin: '', email: '', phone: '', charge_vat: false, vat_rate_bp: 750 }),
    });
    renderAt('/office/requests/31/proposal', '/office/requests/:id/proposal', <ProposalsPage />);
    await userEvent.click(await screen.findByRole('button', { name: copy.proposals.write }, { timeout: 5000 }));
    const form = await screen.findByRole('form');
    const picker = await within(form).findByLabelText(copy.catalogue.pick.service(1));
    await userEvent.selectOptions(picker, 'wd');
    expect(within(form).getByLabelText(editorCopy.description(1))).toHaveValue('Web development');
    expect(within(form).getByLabelText(editorCopy.unitPrice(1))).toHaveValue('350000');
    const preview = screen.getByRole('region', { name: editorCopy.preview });
    expect(within(preview).getByRole('row', { name: 'Total ₦350,000' })).toBeInTheDocument();
  });

  it('shows each version with its outcome: accepted by whom, declined with the comment', async () => {
    mockApi({
      'GET /api/office/requests/:id/proposals': ok([
        proposalFixture({ id: 8, version: 2, status: 'accepted', acceptance: { full_name: 'Adaeze Okafor', accepted_at: '2026-11-26T10:00:00.000Z', ip: '1.1.1.1', user_agent: 'x', text_sha256: 'b'.repeat(64) } }),
        proposalFixture({ id: 7, version: 1, status: 'declined', declined: { comment: 'Too dear', declined_at: '2026-11-25T10:00:00.000Z' } }),
      ]),
    });
    renderAt('/office/requests/31/proposal', '/office/requests/:id/proposal', <ProposalsPage />);
    expect(await screen.findByText(/Accepted by Adaeze Okafor/)).toBeInTheDocument();
    expect(screen.getByText(/Declined .*: Too dear/)).toBeInTheDocument();
  });
});
