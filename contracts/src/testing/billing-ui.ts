/**
 * Stand-ins for the API's billing answers in component tests (issue 25), built to the contract
 * (../billing.ts): a ₦2,500,000 mobile app with VAT at 7.5%, a 40% deposit and two milestones; a billing
 * history with a paid deposit, a partial refund and its credit note. Test-only, imported by path from tests.
 */
import type { BillingAnswer, Proposal, Retainer } from '../billing';

/** ₦2,500,000 net, VAT 7.5% = ₦187,500, total ₦2,687,500: deposit 40% ₦1,075,000, then 30% and 30% (₦806,250 each). */
export function proposalFixture(change: Partial<Proposal> = {}): Proposal {
  return {
    id: 7,
    request_id: 31,
    version: 1,
    status: 'sent',
    client: { name: 'Adaeze Okafor', email: 'demo@example.ng' },
    request: { service: 'app', subject: 'Ride-hailing app for Enugu' },
    title: 'Ride-hailing app for Enugu',
    scope: 'An Android and iOS app for riders and drivers, with an admin dashboard.',
    deliverables: ['Rider app (Android, iOS)', 'Driver app', 'Admin dashboard'],
    line_items: [
      { description: 'Design', quantity: 1, unit_price_kobo: 50_000_000, amount_kobo: 50_000_000 },
      { description: 'Development sprint', quantity: 4, unit_price_kobo: 50_000_000, amount_kobo: 200_000_000 },
    ],
    valid_until: '2026-12-31',
    stages: ['Design', 'Build', 'Launch'],
    plan: { kind: 'deposit', deposit_percent: 40, milestones: [{ stage: 'Build', percent: 30 }, { stage: 'Launch', percent: 30 }] },
    charge_vat: true,
    vat_rate_bp: 750,
    net_kobo: 250_000_000,
    vat_kobo: 18_750_000,
    total_kobo: 268_750_000,
    instalments: [
      { id: 1, seq: 0, label: 'Deposit (40%)', stage: null, amount_kobo: 107_500_000, status: 'scheduled', due_at: null, paid_at: null, invoice_number: null, receipt_number: null },
      { id: 2, seq: 1, label: 'Milestone: Build (30%)', stage: 'Build', amount_kobo: 80_625_000, status: 'scheduled', due_at: null, paid_at: null, invoice_number: null, receipt_number: null },
      { id: 3, seq: 2, label: 'Milestone: Launch (30%)', stage: 'Launch', amount_kobo: 80_625_000, status: 'scheduled', due_at: null, paid_at: null, invoice_number: null, receipt_number: null },
    ],
    created_at: '2026-11-20T09:00:00.000Z',
    sent_at: '2026-11-20T10:00:00.000Z',
    expired: false,
    acceptance: null,
    declined: null,
    supersedes: null,
    superseded_by: null,
    canonical_text: 'Ride-hailing app for Enugu …',
    ...change,
  };
}

/** A paid deposit (invoice and receipt), a ₦100,000 partial refund with its credit note, and a milestone due. */
export function billingFixture(change: Partial<BillingAnswer> = {}): BillingAnswer {
  return {
    documents: [
      { id: 4, kind: 'credit_note', number: 'CRN-2026-0001', issued_at: '2026-11-24T12:00:00.000Z', description: 'Refund: Ride-hailing app for Enugu', net_kobo: 9_302_326, vat_kobo: 697_674, total_kobo: 10_000_000, request_id: 31, proposal_id: 7, payment_reference: 'REF-1', pdf_path: '/api/billing/documents/CRN-2026-0001' },
      { id: 3, kind: 'invoice', number: 'INV-2026-0002', issued_at: '2026-11-23T12:00:00.000Z', description: 'Milestone: Build (30%) — Ride-hailing app for Enugu', net_kobo: 75_000_000, vat_kobo: 5_625_000, total_kobo: 80_625_000, request_id: 31, proposal_id: 7, payment_reference: null, pdf_path: '/api/billing/documents/INV-2026-0002' },
      { id: 2, kind: 'receipt', number: 'RCT-2026-0001', issued_at: '2026-11-21T12:00:00.000Z', description: 'Deposit (40%) — Ride-hailing app for Enugu', net_kobo: 100_000_000, vat_kobo: 7_500_000, total_kobo: 107_500_000, request_id: 31, proposal_id: 7, payment_reference: 'REF-1', pdf_path: '/api/billing/documents/RCT-2026-0001' },
      { id: 1, kind: 'invoice', number: 'INV-2026-0001', issued_at: '2026-11-21T10:00:00.000Z', description: 'Deposit (40%) — Ride-hailing app for Enugu', net_kobo: 100_000_000, vat_kobo: 7_500_000, total_kobo: 107_500_000, request_id: 31, proposal_id: 7, payment_reference: null, pdf_path: '/api/billing/documents/INV-2026-0001' },
    ],
    payments: [
      { reference: 'REF-1', amount_kobo: 107_500_000, paid_at: '2026-11-21T12:00:00.000Z', method: 'bank_transfer', status: 'partially_refunded', description: 'Deposit (40%) — Ride-hailing app for Enugu', receipt_number: 'RCT-2026-0001', refunded_kobo: 10_000_000 },
    ],
    refunds: [
      { id: 1, payment_reference: 'REF-1', amount_kobo: 10_000_000, reason: 'Part of the design was dropped', status: 'processed', created_at: '2026-11-24T11:00:00.000Z', processed_at: '2026-11-24T12:00:00.000Z', credit_note_number: 'CRN-2026-0001' },
    ],
    due: [{ request_id: 31, proposal_id: 7, instalment_id: 2, label: 'Milestone: Build (30%)', amount_kobo: 80_625_000, due_at: '2026-11-23T12:00:00.000Z', invoice_number: 'INV-2026-0002' }],
    outstanding_kobo: 80_625_000,
    retainers: [],
    ...change,
  };
}

/** An active SEO retainer (₦150,000 a month), as /api/billing lists it. */
export function retainerFixture(change: Partial<Retainer> = {}): Retainer {
  return {
    id: 1,
    proposal_id: 9,
    request_id: 33,
    service: 'seo',
    title: 'Monthly SEO retainer',
    amount_kobo: 15_000_000,
    status: 'active',
    next_payment_date: '2026-12-21T07:00:00.000Z',
    last_failure: null,
    last_failure_at: null,
    started_at: '2026-10-21T12:00:00.000Z',
    cancelled_at: null,
    ...change,
  };
}
