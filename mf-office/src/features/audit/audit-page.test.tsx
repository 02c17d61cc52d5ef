import { gate, mockApi, ok, raw } from '@agency/contracts/testing/msw';
import { screen } from '@testing-library/react';
import { copy } from '../../copy';
import { formatWhen } from '../../lib/format';
import type { AuditEntry } from '../../lib/office-api';
import { renderAt, signInStaff } from '../../testing/render';
import { AuditPage } from './audit-page';

const quote: AuditEntry = { id: 1, at: '2026-11-23T10:00:00.000Z', actor: 'staff@example.ng', action: 'request.quote', target: 'request 12', before: { price: '0' }, after: { price: '250000' } };
const decline: AuditEntry = { ...quote, id: 2, action: 'request.decline', before: null, after: null };
const requote: AuditEntry = {
  ...quote,
  id: 3,
  target: 'request 4',
  before: { price: '240000', status: 'Quoted', is_done: false },
  after: { price: '999999', status: 'Quoted', is_done: false },
};
const invite: AuditEntry = { ...quote, id: 4, action: 'staff.invite', target: 'user 31', before: null, after: { email: 'staff@thinkmakesolve.ng', role: 'staff' } };
const refund: AuditEntry = {
  ...quote,
  id: 5,
  action: 'payment.refund',
  target: 'payment tms-abc',
  before: { status: 'refund_due', amount_kobo: 24_000_000 },
  after: { status: 'refunded', amount_kobo: 24_000_000, refunded: true },
};
const project: AuditEntry = {
  ...quote,
  id: 6,
  action: 'project.update',
  target: 'project 9',
  before: { url: null, stages: 'Design,Build', current_stage: 'Design', progress: 20, is_done: false },
  after: { url: null, stages: 'Design,Build', current_stage: 'Build', progress: 60, is_done: false },
};

beforeEach(signInStaff);

describe('AuditPage', () => {
  it('asks for the newest 200 entries and shows who changed what', async () => {
    const sent = mockApi({ 'GET /api/office/audit': ok([]) });
    renderAt('/office/audit', '/office/audit', <AuditPage />);
    expect(await screen.findByText(copy.audit.none)).toBeInTheDocument();
    expect(sent.map((c) => c.search)).toEqual(['?limit=200']);
  });

  it('asks again on every visit, showing the last answer until the new one lands', async () => {
    const later = gate();
    const sent = mockApi({ 'GET /api/office/audit': [ok([quote]), ok([decline, quote], { until: later.promise })] });
    const first = renderAt('/office/audit', '/office/audit', <AuditPage />);
    expect(await screen.findByText('Quoted request #12 at ₦250,000')).toBeInTheDocument();
    first.unmount();
    renderAt('/office/audit', '/office/audit', <AuditPage />);
    expect(screen.getByText('Quoted request #12 at ₦250,000')).toBeInTheDocument();
    expect(screen.queryByText('Declined request #12')).not.toBeInTheDocument();
    later.open();
    expect(await screen.findByText('Declined request #12')).toBeInTheDocument();
    expect(sent).toHaveLength(2);
  });

  it('says each change as a sentence, with what else changed listed under it, and never shows raw JSON', async () => {
    mockApi({ 'GET /api/office/audit': ok([requote, invite, refund, project]) });
    renderAt('/office/audit', '/office/audit', <AuditPage />);
    expect(await screen.findByText('Quoted request #4 at ₦999,999 (was ₦240,000)')).toBeInTheDocument();
    expect(screen.getByText('Invited staff@thinkmakesolve.ng to the staff')).toBeInTheDocument();
    expect(screen.getByText('Refunded ₦240,000 (payment tms-abc)')).toBeInTheDocument();
    expect(screen.getByText('Updated project #9')).toBeInTheDocument();
    expect(screen.getByText('stage: Design → Build')).toBeInTheDocument();
    expect(screen.getByText('progress: 20% → 60%')).toBeInTheDocument();
    expect(screen.getByRole('list', { name: copy.audit.title })).not.toHaveTextContent(/[{}"]|staff\.invite|request\.quote/);
    expect(screen.getAllByText(`staff@example.ng · ${formatWhen(quote.at)}`)).toHaveLength(4);
  });

  it("shows the list's load failure, not a half-drawn table, when the answer breaks the contract", async () => {
    // An entry without its action: cast, it drew a row with an empty action; parsed, the list says it could not load.
    const { action: _, ...broken } = quote;
    mockApi({ 'GET /api/office/audit': raw(200, JSON.stringify([broken]), { 'content-type': 'application/json' }) });
    renderAt('/office/audit', '/office/audit', <AuditPage />);
    expect(await screen.findByText(copy.common.loadFailed)).toBeInTheDocument();
    expect(screen.queryByText('staff@example.ng')).not.toBeInTheDocument();
  });
});
