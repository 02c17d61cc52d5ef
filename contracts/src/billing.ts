import { z } from 'zod';
import { iso } from './common';

// Billing (issue 25): proposals a client accepts, instalments (deposit, milestones), invoices, receipts,
// credit notes and refunds. Money is integers of kobo everywhere here.

const text = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .refine((v) => !v.includes('\u0000'), 'must not contain NUL characters');
const required = (max: number) => text(max).pipe(z.string().min(1, 'is required'));
const Kobo = z.number().int().describe('Kobo');
const PositiveKobo = z.number().int().min(1).max(100_000_000_000).describe('Kobo');
export const IsoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'must look like 2026-09-30');
/** A project stage's name (the project model joins them with commas, so none inside). */
export const StageName = z
  .string()
  .trim()
  .min(1)
  .max(60)
  .refine((v) => !v.includes(','), 'cannot contain commas');

// ── Proposals ──────────────────────────────────────────────────────────────────────────────────────────

export const LineItem = z.object({
  description: required(300),
  quantity: z.number().int().min(1).max(100_000),
  unit_price_kobo: PositiveKobo,
});

/** A milestone: `percent` of the proposal's total falls due when the project reaches `stage`. */
export const Milestone = z.object({ stage: StageName, percent: z.number().int().min(1).max(99) });

/**
 * How the client pays: all at once on acceptance ('full'), or a deposit (% of the total, due on acceptance)
 * plus milestones, each due when the project reaches its stage. Deposit and milestone percents add up to 100;
 * each milestone's stage is one of the proposal's stages, at most one milestone per stage.
 */
export const PaymentPlan = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('full') }),
  z.object({ kind: z.literal('retainer') }).describe('A monthly retainer: the line items price one month; the total is charged each month through a Paystack plan (monthly services only)'),
  z.object({ kind: z.literal('deposit'), deposit_percent: z.number().int().min(1).max(99), milestones: z.array(Milestone).min(1).max(10) }),
]);

const draftFields = {
  title: required(200),
  scope: required(20_000).describe('What the work is, in the agency’s words'),
  deliverables: z.array(required(300)).min(1).max(50),
  line_items: z.array(LineItem).min(1).max(100),
  valid_until: IsoDate.describe('The last day the client can accept (Lagos time)'),
  stages: z.array(StageName).min(1).max(20).describe('The project’s stages, in order, started on acceptance'),
  plan: PaymentPlan,
};

/** The monthly services that can be sold as a retainer (contracts/src/services.ts codes). */
export const RETAINER_SERVICES = ['smm', 'seo', 'cm', 'adc'] as const;
export const isRetainerService = (code: string) => (RETAINER_SERVICES as readonly string[]).includes(code);

/** What staff write (create, or replace a draft whole). */
export const ProposalDraft = z.object(draftFields).superRefine((draft, ctx) => {
  if (draft.plan.kind !== 'deposit') return;
  const sum = draft.plan.deposit_percent + draft.plan.milestones.reduce((s, m) => s + m.percent, 0);
  if (sum !== 100) ctx.addIssue({ code: 'custom', path: ['plan'], message: `the deposit and milestones add up to ${sum}%, not 100%` });
  const seen = new Set<string>();
  draft.plan.milestones.forEach((m, i) => {
    if (!draft.stages.includes(m.stage)) ctx.addIssue({ code: 'custom', path: ['plan', 'milestones', i, 'stage'], message: 'is not one of the stages' });
    if (seen.has(m.stage)) ctx.addIssue({ code: 'custom', path: ['plan', 'milestones', i, 'stage'], message: 'has a milestone already' });
    seen.add(m.stage);
  });
});

export const PROPOSAL_STATUSES = ['draft', 'sent', 'accepted', 'declined', 'superseded'] as const;
export const INSTALMENT_STATUSES = ['scheduled', 'due', 'paid', 'void'] as const;

/** One amount of a proposal's plan: 'scheduled' (its stage not reached), 'due' (invoiced, payable now), 'paid', 'void' (superseded). */
export const Instalment = z.object({
  id: z.number().int(),
  seq: z.number().int().describe('0 = deposit or the whole amount, then milestones in order'),
  label: z.string().describe('"Full payment", "Deposit (40%)" or "Milestone: Design (30%)"'),
  stage: z.string().nullable().describe('The stage that makes it due; null for the deposit or full payment'),
  amount_kobo: Kobo,
  status: z.enum(INSTALMENT_STATUSES),
  due_at: iso.nullable(),
  paid_at: iso.nullable(),
  invoice_number: z.string().nullable(),
  receipt_number: z.string().nullable(),
});

/** The client's electronic signature (Evidence Act 2011 s.93): who typed what, when, from where, on which exact text. */
export const Acceptance = z.object({
  full_name: z.string(),
  accepted_at: iso,
  ip: z.string(),
  user_agent: z.string(),
  text_sha256: z.string().describe('SHA-256 (hex) of the proposal’s canonical text (`canonical_text`) as accepted'),
});

export const Proposal = z.object({
  id: z.number().int(),
  request_id: z.number().int(),
  version: z.number().int().describe('1, 2, … per request'),
  status: z.enum(PROPOSAL_STATUSES),
  client: z.object({ name: z.string(), email: z.string() }),
  request: z.object({ service: z.string(), subject: z.string() }),
  ...draftFields,
  line_items: z.array(LineItem.extend({ amount_kobo: Kobo.describe('quantity × unit price') })),
  charge_vat: z.boolean(),
  vat_rate_bp: z.number().int().describe('VAT rate in basis points (750 = 7.5%)'),
  net_kobo: Kobo,
  vat_kobo: Kobo,
  total_kobo: Kobo.describe('net + VAT'),
  instalments: z.array(Instalment).describe('The plan in kobo (its amounts add up to the total); the stored ones once accepted, else as they would be'),
  created_at: iso,
  sent_at: iso.nullable(),
  expired: z.boolean().describe('Sent, not answered, and past valid_until: it can no longer be accepted'),
  acceptance: Acceptance.nullable(),
  declined: z.object({ comment: z.string(), declined_at: iso }).nullable(),
  supersedes: z.number().int().nullable().describe('The previous version’s id'),
  superseded_by: z.number().int().nullable(),
  canonical_text: z.string().describe('The exact text an acceptance signs (its SHA-256 is recorded)'),
});

export const AcceptBody = z.object({ full_name: required(200).describe('Typed by the client as their signature') });
export const DeclineBody = z.object({ comment: text(2000).default('') });
export const ProposalsQuery = z.object({ status: z.enum(PROPOSAL_STATUSES).optional() });

// ── Documents and billing reads ────────────────────────────────────────────────────────────────────────

export const DOCUMENT_KINDS = ['invoice', 'receipt', 'credit_note'] as const;
/** An issued document (immutable). `number` is INV-2026-0001 / RCT-2026-0001 / CRN-2026-0001; download at `pdf_path`. */
export const BillingDocument = z.object({
  id: z.number().int(),
  kind: z.enum(DOCUMENT_KINDS),
  number: z.string(),
  issued_at: iso,
  description: z.string().describe('What it is for, in people’s words'),
  net_kobo: Kobo,
  vat_kobo: Kobo,
  total_kobo: Kobo,
  request_id: z.number().int().nullable(),
  proposal_id: z.number().int().nullable(),
  payment_reference: z.string().nullable(),
  pdf_path: z.string().describe('/api/billing/documents/{number}'),
});

export const BillingPayment = z.object({
  reference: z.string(),
  amount_kobo: Kobo,
  paid_at: iso,
  method: z.string().describe("Paystack's channel ('card', 'bank_transfer', 'ussd', …), 'sandbox', or 'unknown'"),
  status: z.string().describe('paid, refund_due, refunded, partially_refunded'),
  description: z.string(),
  receipt_number: z.string().nullable(),
  refunded_kobo: Kobo,
});

export const REFUND_STATUSES = ['pending', 'processed', 'failed'] as const;
export const BillingRefund = z.object({
  id: z.number().int(),
  payment_reference: z.string(),
  amount_kobo: Kobo,
  reason: z.string(),
  status: z.enum(REFUND_STATUSES),
  created_at: iso,
  processed_at: iso.nullable(),
  credit_note_number: z.string().nullable(),
});

/** An amount the client owes now (a due instalment, or a simple quote not paid yet). */
export const DueItem = z.object({
  request_id: z.number().int(),
  proposal_id: z.number().int().nullable(),
  instalment_id: z.number().int().nullable(),
  label: z.string(),
  amount_kobo: Kobo,
  due_at: iso.nullable(),
  invoice_number: z.string().nullable(),
});

// ── Retainers (monthly Paystack subscriptions) ─────────────────────────────────────────────────────────

/**
 * pending: subscribing (first payment not confirmed); active; attention: a renewal failed (`last_failure`);
 * non_renewing: cancelled, runs to the end of the paid month; cancelled: ended.
 */
export const RETAINER_STATUSES = ['pending', 'active', 'attention', 'non_renewing', 'cancelled'] as const;
export const Retainer = z.object({
  id: z.number().int(),
  proposal_id: z.number().int(),
  request_id: z.number().int(),
  service: z.string().describe('The service code (smm, seo, cm, adc)'),
  title: z.string(),
  amount_kobo: Kobo.describe('Charged each month (VAT included)'),
  status: z.enum(RETAINER_STATUSES),
  next_payment_date: iso.nullable(),
  last_failure: z.string().nullable().describe('Why the last renewal failed, in Paystack’s words'),
  last_failure_at: iso.nullable(),
  started_at: iso.nullable(),
  cancelled_at: iso.nullable(),
});
export const OfficeRetainer = Retainer.extend({ client: z.object({ user_id: z.number().int(), name: z.string(), email: z.string() }) });

/** POST /api/proposals/:id/subscribe: the first month's payment, started with the proposal's Paystack plan. */
export const SubscribeAnswer = z.object({
  retainer: Retainer,
  reference: z.string(),
  amount: Kobo,
  currency: z.literal('NGN'),
  email: z.string(),
  plan_code: z.string().describe('Paystack plan code (PLN_…)'),
  sandbox: z.boolean().describe('No Paystack here: complete it with POST /api/retainers/sandbox/complete'),
  authorization_url: z.string().nullable().describe('Paystack’s checkout page for the first payment (null in the sandbox)'),
});
/** POST /api/retainers/:id/card-link: Paystack's page where the client changes the card a retainer charges. */
export const CardLink = z.object({ link: z.string().describe("Paystack's page (https) where the client changes the card") });
export const RetainerSandboxBody = z.object({ reference: z.string().trim().min(1).max(100).regex(/^[A-Za-z0-9.=-]+$/, 'is not a payment reference') });

/** GET /api/billing (the client's own) and the office's per-client view. */
export const BillingAnswer = z.object({
  retainers: z.array(Retainer).describe('Monthly retainers, newest first'),
  documents: z.array(BillingDocument).describe('Newest first'),
  payments: z.array(BillingPayment).describe('Newest first'),
  refunds: z.array(BillingRefund),
  due: z.array(DueItem),
  outstanding_kobo: Kobo.describe('The sum of `due`'),
});

/** The client's business details, printed on their documents (all optional: '' means none). */
export const BillingDetails = z.object({
  business_name: text(200),
  address: text(500),
  tin: text(20)
    .refine((v) => v === '' || /^[0-9A-Za-z-]{8,20}$/.test(v), 'is not a Tax Identification Number (8–20 digits, letters or dashes)')
    .describe('Tax Identification Number'),
});

/** The agency's details and VAT, printed on every document (office settings). */
export const BillingSettings = z.object({
  agency_name: required(200),
  address: required(500),
  rc_number: text(20).describe('CAC registration number'),
  tin: text(20),
  email: text(254),
  phone: text(50),
  charge_vat: z.boolean(),
  vat_rate_bp: z.number().int().min(0).max(10_000).describe('Basis points: 750 = 7.5%'),
});
export const BillingSettingsChange = BillingSettings.partial();

export const ClientBilling = z.object({
  user_id: z.number().int(),
  name: z.string(),
  email: z.string(),
  business_name: z.string(),
  invoiced_kobo: Kobo,
  paid_kobo: Kobo,
  refunded_kobo: Kobo,
  outstanding_kobo: Kobo,
});
export const OfficeBillingQuery = z.object({ month: z.string().regex(/^\d{4}-\d{2}$/, 'must look like 2026-11').optional() });
/** GET /api/office/billing: the agency's month (Lagos time) and every client's all-time figures. */
export const OfficeBilling = z.object({
  month: z.string().describe('YYYY-MM'),
  issued_kobo: Kobo.describe('Invoices issued this month'),
  paid_kobo: Kobo.describe('Payments received this month'),
  refunded_kobo: Kobo.describe('Refunds processed this month'),
  outstanding_kobo: Kobo.describe('Everything due now, whenever invoiced'),
  clients: z.array(ClientBilling),
  retainers: z.array(OfficeRetainer).describe('Every retainer that was subscribed to, newest first'),
});
export const OfficeClientBilling = BillingAnswer.extend({
  client: z.object({ user_id: z.number().int(), name: z.string(), email: z.string(), details: BillingDetails }),
  proposals: z.array(Proposal),
});
export const DocumentNumber = z.object({
  number: z.string().regex(/^(INV|RCT|CRN)-\d{4}-\d{4,}$/, 'is not a document number'),
});

export type LineItem = z.infer<typeof LineItem>;
export type PaymentPlan = z.infer<typeof PaymentPlan>;
export type ProposalDraft = z.infer<typeof ProposalDraft>;
export type Proposal = z.infer<typeof Proposal>;
export type Instalment = z.infer<typeof Instalment>;
export type Acceptance = z.infer<typeof Acceptance>;
export type BillingDocument = z.infer<typeof BillingDocument>;
export type BillingPayment = z.infer<typeof BillingPayment>;
export type BillingRefund = z.infer<typeof BillingRefund>;
export type DueItem = z.infer<typeof DueItem>;
export type BillingAnswer = z.infer<typeof BillingAnswer>;
export type BillingDetails = z.infer<typeof BillingDetails>;
export type BillingSettings = z.infer<typeof BillingSettings>;
export type OfficeBilling = z.infer<typeof OfficeBilling>;
export type OfficeClientBilling = z.infer<typeof OfficeClientBilling>;
export type Retainer = z.infer<typeof Retainer>;
export type OfficeRetainer = z.infer<typeof OfficeRetainer>;
export type SubscribeAnswer = z.infer<typeof SubscribeAnswer>;
