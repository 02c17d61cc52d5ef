import { z } from 'zod';
import { iso, textField } from './common';

// Privacy (issue 30; the NDPA 2023 and the GAID 2025): the notice's version, consent records, newsletter double
// opt-in, one-click unsubscribe, the data subject's rights in the portal and the office's queue of data requests.
// The notice's text itself is ./privacy-notice.ts; its version id is derived from that text (noticeVersion).

/** What a consent is for. The newsletter is the only marketing email the agency sends. */
export const CONSENT_PURPOSES = ['newsletter'] as const;
export type ConsentPurpose = (typeof CONSENT_PURPOSES)[number];

/**
 * Where a consent was given or withdrawn (kept with the record as proof of "how"). Forms that ask for the
 * newsletter (the footer's form, the unticked box of booking, contact and sign-up) start a double opt-in: the
 * consent is recorded as given only when the confirmation link is followed, with the form it came from.
 */
export const CONSENT_SOURCES = ['newsletter_form', 'booking', 'contact', 'sign_up', 'settings', 'unsubscribe_link', 'erasure', 'office'] as const;
export type ConsentSource = (typeof CONSENT_SOURCES)[number];

/**
 * The box every form that collects an email may show (never pre-ticked): `marketing_consent` true asks for the
 * newsletter (a confirmation mail follows; nothing else is sent until it is followed); absent or false asks for
 * nothing. `notice_version` is the version of the privacy notice the form linked to (GET /api/privacy/notice or
 * PRIVACY_NOTICE's version); an unknown or absent one records the current version.
 */
export const MarketingConsentFields = {
  marketing_consent: z.boolean().optional().describe('The unticked "send me the newsletter" box; true starts the double opt-in'),
  notice_version: textField(64).describe('The privacy notice version the form showed'),
};

/** GET /api/privacy/notice: the current notice version (the text is PRIVACY_NOTICE in @agency/contracts/privacy-notice). */
export const NoticeAnswer = z.object({
  version: z.string().describe('The version id recorded with every consent: the notice date plus a hash of its text'),
  date: z.string().describe('The date the notice took effect, YYYY-MM-DD'),
});

/** POST /api/newsletter/confirm: the token from the confirmation mail. */
export const NewsletterConfirmBody = z.object({ token: z.string().trim().min(1).max(512) });

/**
 * POST /api/unsubscribe/:token (RFC 8058 one-click; a mail client sends the form body
 * `List-Unsubscribe=One-Click`, the site's page may send `{}` as JSON). No sign-in; idempotent.
 */
export const UnsubscribeBody = z.object({ 'List-Unsubscribe': z.literal('One-Click').optional() });

/** GET and POST /api/unsubscribe/:token: the address (partly hidden) and whether it still receives the newsletter. */
export const UnsubscribeState = z.object({
  email: z.string().describe('The address, partly hidden (a***@example.com): the link may be forwarded'),
  subscribed: z.boolean(),
});

/** One consent record as its subject (or the office) sees it. */
export const ConsentRecord = z.object({
  purpose: z.enum(CONSENT_PURPOSES),
  given: z.boolean().describe('true: given; false: withdrawn'),
  notice_version: z.string(),
  source: z.enum(CONSENT_SOURCES),
  at: iso,
});

/** GET /api/me/consents (settings → "Your data"). */
export const ConsentsAnswer = z.object({
  newsletter: z.enum(['subscribed', 'pending', 'not_subscribed']).describe('pending: a confirmation mail was sent and not followed yet'),
  notice: NoticeAnswer,
  history: z.array(ConsentRecord).describe('Newest first'),
});

/**
 * PUT /api/me/consents. Turning the newsletter on for an address the account has proved records the consent at
 * once; otherwise a confirmation mail is sent first. Turning it off withdraws at once.
 */
export const ConsentsBody = z.object({ newsletter: z.boolean(), notice_version: MarketingConsentFields.notice_version });

/** Kinds of data-subject request (NDPA ss. 34–38). */
export const DATA_REQUEST_KINDS = ['access', 'correction', 'erasure', 'restriction', 'objection', 'portability', 'other'] as const;
/** open: waits for a person (in the office's queue); done: answered by a person; automatic: served at once by the site. */
export const DATA_REQUEST_STATUSES = ['open', 'done', 'automatic'] as const;

/** One logged data-subject request, as its subject sees it. */
export const DataRequest = z.object({
  id: z.number().int(),
  kind: z.enum(DATA_REQUEST_KINDS),
  status: z.enum(DATA_REQUEST_STATUSES),
  received_at: iso,
  due_at: iso.describe('received_at + 30 days (the NDPA answer period)'),
  done_at: iso.nullable(),
  message: z.string().describe('What was asked (the person’s words, or what the site recorded)'),
  outcome: z.string().describe('What was done, once done (empty before)'),
});

/** POST /api/me/data-requests: a request the user cannot serve themselves (e.g. correcting their email). */
export const NewDataRequestBody = z.object({
  kind: z.enum(['correction', 'restriction', 'objection', 'other']),
  message: z.string().trim().min(1).max(5000),
});

/** A document about the user in the export: its address (the export links to documents; it does not embed them). */
export const ExportDocument = z.object({
  kind: z.enum(['certificate', 'invoice', 'attachment']),
  title: z.string(),
  url: z.string().describe('Absolute address of the document (a page or a file download)'),
  issued_at: iso.nullable(),
});

/**
 * GET /api/me/data-export: everything the database holds about the signed-in user, as JSON (machine-readable,
 * NDPA s. 38). `tables` maps each table name to its rows about the user (column names as stored, secrets such as
 * password and token hashes left out, saying so in `omitted`); `documents` lists their documents.
 */
export const DataExport = z.object({
  format: z.literal('thinkmakesolve-data-export/1'),
  generated_at: iso,
  subject: z.object({ email: z.string(), public_id: z.string() }),
  notice_version: z.string(),
  tables: z.record(z.string(), z.array(z.record(z.string(), z.unknown()))),
  omitted: z.array(z.string()).describe('What was left out of the rows and why, e.g. "sessions.token_hash: a secret"'),
  documents: z.array(ExportDocument),
});

/**
 * POST /api/me/erase. An account with a password re-types it; an account without one (a guest's) types its
 * email address instead.
 */
export const EraseBody = z.object({
  password: z.string().max(1000).optional(),
  confirm_email: z.string().trim().max(1000).optional(),
});

/** What the law makes the agency keep after an erasure, named in the answer. */
export const KeptRecord = z.object({
  what: z.string().describe('e.g. "3 payment records"'),
  why: z.string().describe('The legal reason, e.g. tax records kept six years'),
  until: z.string().describe('YYYY-MM-DD after which they are deleted'),
});

/**
 * POST /api/me/erase's answer. erased: done, the session is ended (sign out locally). queued: something needs a
 * person first (an ongoing paid project); the request is in the office's queue, due by `request.due_at`, and the
 * account stays until then.
 */
export const EraseAnswer = z.object({
  status: z.enum(['erased', 'queued']),
  kept: z.array(KeptRecord),
  reason: z.string().describe('For queued: why a person must look at it; empty when erased'),
  request: DataRequest,
});

/** The office's queue of data-subject requests (GET /api/office/data-requests). */
export const OfficeDataRequest = DataRequest.extend({
  email: z.string().describe('The requester’s address; once their account is erased, a pseudonym (erased:…)'),
  name: z.string(),
  overdue: z.boolean(),
  handled_by: z.string().describe('Email of the staff member who marked it done; empty before'),
});
export const OfficeDataRequestsQuery = z.object({ show: z.enum(['open', 'all']).default('open') });
/** POST /api/office/data-requests/:id/done: what was done (told to no one automatically; kept in the log). */
export const DataRequestDone = z.object({ outcome: z.string().trim().min(1).max(5000) });

export type NoticeAnswer = z.infer<typeof NoticeAnswer>;
export type NewsletterConfirmBody = z.infer<typeof NewsletterConfirmBody>;
export type UnsubscribeBody = z.infer<typeof UnsubscribeBody>;
export type UnsubscribeState = z.infer<typeof UnsubscribeState>;
export type ConsentRecord = z.infer<typeof ConsentRecord>;
export type ConsentsAnswer = z.infer<typeof ConsentsAnswer>;
export type ConsentsBody = z.infer<typeof ConsentsBody>;
export type DataRequest = z.infer<typeof DataRequest>;
export type NewDataRequestBody = z.infer<typeof NewDataRequestBody>;
export type ExportDocument = z.infer<typeof ExportDocument>;
export type DataExport = z.infer<typeof DataExport>;
export type EraseBody = z.infer<typeof EraseBody>;
export type KeptRecord = z.infer<typeof KeptRecord>;
export type EraseAnswer = z.infer<typeof EraseAnswer>;
export type OfficeDataRequest = z.infer<typeof OfficeDataRequest>;
export type DataRequestDone = z.infer<typeof DataRequestDone>;
