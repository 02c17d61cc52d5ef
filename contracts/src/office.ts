import { z } from 'zod';
import { Detail, iso, RowId, Success } from './common';

// The back office's wire shapes (/api/office/…), staff only.

const isoOrNull = iso.nullable();
const required = (max: number) => z.string().trim().min(1).max(max).refine((v) => !v.includes('\u0000'), 'must not contain NUL characters');

export { Detail, RowId, Success };
export const Show = z.object({ show: z.enum(['new', 'all']).default('new') });

/** Only http(s) links: a project URL is a link on the client's dashboard. */
export const WebUrl = z
  .string()
  .trim()
  .max(2000)
  .refine((v) => v === '' || /^https?:\/\/[^\s]+$/i.test(v), 'must be an http:// or https:// address, or empty');

export const Me = z.object({ id: z.number().int(), email: z.string(), name: z.string(), role: z.literal('staff') });

/** A contact message in the office's inbox; a booking is one too, with its calendar and request details. */
export const Message = z.object({
  id: z.number().int(),
  created_at: iso,
  name: z.string(),
  email: z.string(),
  subject: z.string(),
  message: z.string(),
  handled_at: isoOrNull,
});

export const Booking = Message.extend({
  phone: z.string(),
  country: z.string(),
  service: z.string(),
  service_label: z.string(),
  date: z.string().describe('The date the client asked for, as sent'),
  time: z.string(),
  start: z.string().nullable().describe('The consultation start in the .ics (floating local time, YYYY-MM-DDTHH:mm), null when the date did not parse'),
  price: z.string(),
  status: z.string(),
});

export const Subscriber = z.object({ id: z.number().int(), email: z.string(), created_at: iso });

export const Handled = z.object({ handled: z.boolean().default(true) });
export const Reply = z.object({ subject: required(200), message: required(10_000) });

export const OfficeRequest = z.object({
  id: z.number().int(),
  created_at: iso,
  client: z.string(),
  email: z.string(),
  service: z.string(),
  service_label: z.string(),
  subject: z.string(),
  message: z.string(),
  price: z.string(),
  status: z.string(),
  is_done: z.boolean(),
  project_id: z.number().int().nullable(),
  // Issue 26: the office organised around the engagement.
  code: z.string().describe('requestCode: "REQ-0042"'),
  assignee: z.object({ id: z.number().int(), name: z.string() }).nullable().describe('The staff member the engagement is assigned to'),
  unread: z.number().int().nonnegative().describe('Client messages this staff member has not read'),
});
export const REQUEST_STATUSES = ['Pending', 'Quoted', 'Ongoing', 'Completed', 'Declined'] as const;
/**
 * GET /api/office/requests: every filter optional, all must hold. `q` searches the client's name and email, the
 * subject and the code (REQ-0042, or 42); `assignee` is a staff id, "me" or "none"; `unread` keeps the requests
 * with client messages this staff member has not read.
 */
export const RequestsQuery = z.object({
  status: z.enum(REQUEST_STATUSES).optional(),
  q: z.string().trim().max(200).optional(),
  service: z.string().trim().max(60).optional(),
  assignee: z.union([z.literal('me'), z.literal('none'), z.coerce.number().int().positive().max(2_147_483_647)]).optional(),
  unread: z.enum(['1']).optional(),
});
/** PUT /api/office/requests/:id/assignee: assign the engagement to a staff member, or to nobody (null). */
export const AssigneeBody = z.object({ staff_id: z.number().int().positive().max(2_147_483_647).nullable() });
/** A staff member's saved view of the requests list: a name and the list's query. */
export const SavedView = z.object({ id: z.number().int(), name: z.string(), query: RequestsQuery });
export const NewSavedView = z.object({ name: required(60), query: RequestsQuery });
export const Quote = z.object({ price: z.number().int().positive().max(1_000_000_000).describe('Whole naira') });

export const OfficeProject = z.object({
  id: z.number().int(),
  request_id: z.number().int(),
  client: z.string(),
  email: z.string(),
  service: z.string(),
  service_label: z.string(),
  subject: z.string(),
  url: z.string(),
  stages: z.string().describe('Comma-separated stage names'),
  current_stage: z.string(),
  progress: z.number().int().describe('Derived from the stages: the share of stages completed (1 at the first, 100 when done)'),
  is_done: z.boolean(),
  created_at: iso,
  // Issue 26: stages as a list, each dated; approvals.
  stage_list: z.array(
    z.object({
      name: z.string(),
      needs_approval: z.boolean().describe('The stage cannot be completed before the client approves its latest deliverable'),
      reached_at: isoOrNull,
      state: z.enum(['done', 'current', 'upcoming']),
    }),
  ),
  revision_rounds: z.number().int().positive().nullable().describe('Rounds of revisions per deliverable (the package\'s); null: unlimited'),
});
const StageName = z.string().trim().min(1).max(60).refine((v) => !v.includes(','), 'cannot contain commas');
const RevisionRounds = z.number().int().min(1).max(10).nullable();
export const NewProject = z.object({
  request_id: z.number().int().positive().max(2_147_483_647),
  stages: z.array(StageName).min(1).max(20),
  url: WebUrl.optional(),
  approval_stages: z.array(StageName).max(20).optional().describe('The stages that need the client\'s approval before they are completed'),
  revision_rounds: RevisionRounds.optional().describe('Default 2 (the Basic package)'),
});
/**
 * PATCH /api/office/projects/:id. `stages` is the whole list in order (add, rename, reorder: `renames` maps an old
 * name to its new one, so a renamed stage keeps its date, deliverables and milestone); `stage` moves the project
 * to that stage (the ones before it complete; refused while a stage that needs approval has no approved
 * deliverable). Progress is derived, never set.
 */
export const ProjectChange = z.object({
  stages: z.array(StageName).min(1).max(20).optional(),
  renames: z.record(z.string(), StageName).optional(),
  stage: z.string().trim().min(1).max(60).optional(),
  approval_stages: z.array(StageName).max(20).optional(),
  revision_rounds: RevisionRounds.optional(),
  url: WebUrl.optional(),
});

export const OfficeTutorial = z.object({
  id: z.number().int(),
  title: z.string(),
  course_id: z.string(),
  brief_description: z.string(),
  description: z.string(),
  amount: z.number().int().describe('Naira; 0 is free'),
  start_date: z.string(),
  end_date: z.string(),
  instructor: z.string(),
  link: z.string(),
  what_to_learn: z.array(z.string()),
  is_current: z.boolean(),
  is_done: z.boolean(),
  is_cert_awarded: z.boolean(),
  students: z.number().int(),
});
const Day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'must look like 2026-09-30');
const tutorialFields = {
  title: required(200),
  course_id: z.string().regex(/^[A-Za-z0-9]{1,40}$/, 'letters and digits only (e.g. FWD2026)'),
  brief_description: z.string().max(500),
  description: z.string().max(10_000),
  amount: z.number().int().min(0).max(100_000_000),
  start_date: Day,
  end_date: Day,
  instructor: z.string().max(200),
  link: WebUrl,
  what_to_learn: z.array(z.string().trim().min(1).max(200)).max(30),
  is_current: z.boolean(),
  is_cert_awarded: z.boolean(),
};
export const NewTutorial = z.object({
  ...tutorialFields,
  brief_description: tutorialFields.brief_description.optional(),
  description: tutorialFields.description.optional(),
  amount: tutorialFields.amount.default(0),
  instructor: tutorialFields.instructor.optional(),
  link: tutorialFields.link.optional(),
  what_to_learn: tutorialFields.what_to_learn.optional(),
  is_current: tutorialFields.is_current.optional(),
  is_cert_awarded: tutorialFields.is_cert_awarded.optional(),
});
export const TutorialChange = z.object(tutorialFields).partial();
export const Finish = z.object({ award_certificates: z.boolean().default(true) });
export const Student = z.object({ id: z.number().int(), name: z.string(), email: z.string(), enrolled_at: iso, paid: z.boolean(), certificate_id: z.string() });

/** A refund staff asked for: pending at Paystack, then processed (with its credit note) or failed (with why). */
export const Refund = z.object({
  id: z.number().int(),
  amount_kobo: z.number().int(),
  reason: z.string(),
  status: z.enum(['pending', 'processed', 'failed']),
  failure: z.string().nullable().describe("Paystack's refusal or its refund.failed event, in words"),
  credit_note_id: z.number().int().nullable(),
  created_at: iso,
  settled_at: isoOrNull,
});
/**
 * A payment as the office reads it. `status` is the stored one, except that a pending intent past its expiry
 * reads 'expired' (nobody can complete it any more). `void_reason` says why a voided intent (or a refund for a
 * price that changed) happened; `items` names what the payment was for, in people's words.
 */
export const PAYMENT_STATUSES = ['pending', 'expired', 'paid', 'failed', 'refund_due', 'refunded', 'voided'] as const;
export const Payment = z.object({
  id: z.number().int(),
  reference: z.string(),
  email: z.string(),
  kind: z.string(),
  item_ids: z.array(z.number().int()),
  items: z.array(z.object({ id: z.number().int(), label: z.string() })),
  amount_kobo: z.number().int(),
  currency: z.string(),
  status: z.enum(PAYMENT_STATUSES),
  void_reason: z.enum(['requoted', 'declined', 'changed']).nullable(),
  provider: z.string(),
  /** How the client paid, in Paystack's words (card, bank_transfer, ussd, …); null before it is paid. */
  channel: z.string().nullable(),
  created_at: iso,
  paid_at: isoOrNull,
  expires_at: isoOrNull,
  /** Refunded and processed so far (the whole amount for a payment that delivered nothing and was given back). */
  refunded_kobo: z.number().int(),
  /** What staff can still refund: the amount less every refund not failed (0 unless paid). */
  refundable_kobo: z.number().int(),
  refunds: z.array(Refund),
});
export const PaymentsQuery = z.object({ status: z.enum(PAYMENT_STATUSES).optional() });
export const Reference = z.object({ reference: z.string().regex(/^[A-Za-z0-9._=-]{1,100}$/, 'is not a payment reference') });
export const RefundAnswer = z.object({ refunded: z.boolean(), status: z.string() });

/** POST /api/office/payments/:id/refund: how much (kobo, at most what is still refundable) and why. */
export const RefundBody = z.object({
  amount_kobo: z.number().int().positive().max(2_147_483_647),
  reason: required(500),
});

export const AuditEntry = z.object({
  id: z.number().int(),
  at: iso,
  actor: z.string(),
  action: z.string(),
  target: z.string(),
  before: z.unknown(),
  after: z.unknown(),
});
export const AuditQuery = z.object({ limit: z.coerce.number().int().min(1).max(500).default(100), before: z.coerce.number().int().positive().optional() });

export const StaffMember = z.object({ id: z.number().int(), email: z.string(), name: z.string(), created_at: iso, set_up: z.boolean() });
export const Invite = z.object({ email: required(254), name: required(200) });
export const InviteAnswer = z.object({ id: z.number().int(), email: z.string() });

export type Booking = z.infer<typeof Booking>;
export type Message = z.infer<typeof Message>;
export type Subscriber = z.infer<typeof Subscriber>;
export type OfficeRequest = z.infer<typeof OfficeRequest>;
export type RequestsQuery = z.infer<typeof RequestsQuery>;
export type SavedView = z.infer<typeof SavedView>;
export type OfficeProject = z.infer<typeof OfficeProject>;
export type OfficeTutorial = z.infer<typeof OfficeTutorial>;
export type Student = z.infer<typeof Student>;
export type Payment = z.infer<typeof Payment>;
export type Refund = z.infer<typeof Refund>;
export type RefundBody = z.infer<typeof RefundBody>;
export type AuditEntry = z.infer<typeof AuditEntry>;
export type StaffMember = z.infer<typeof StaffMember>;
