import { gate, mockApi, ok } from '@agency/contracts/src/testing/msw';
import { screen } from '@testing-library/react';
import { copy } from '../../copy';
import type { AuditEntry } from '../../lib/office-api';
import { renderAt, signInStaff } from '../../testing/render';
import { AuditPage } from './audit-page';

const quote: AuditEntry = { id: 1, at: '2026-11-23T10:00:00.000Z', actor: 'staff@example.ng', action: 'request.quote', target: 'request 12', before: { price: '0' }, after: { price: '250000' } };
const decline: AuditEntry = { ...quote, id: 2, action: 'request.decline', before: null, after: null };

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
    expect(await screen.findByText('request.quote')).toBeInTheDocument();
    first.unmount();
    renderAt('/office/audit', '/office/audit', <AuditPage />);
    expect(screen.getByText('request.quote')).toBeInTheDocument();
    expect(screen.queryByText('request.decline')).not.toBeInTheDocument();
    later.open();
    expect(await screen.findByText('request.decline')).toBeInTheDocument();
    expect(sent).toHaveLength(2);
  });
});
