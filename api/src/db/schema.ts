import { sql } from 'drizzle-orm';
import { type AnyPgColumn, bigint, bigserial, boolean, check, customType, date, doublePrecision, index, integer, jsonb, pgTable, primaryKey, serial, text, time, timestamp, unique, uniqueIndex } from 'drizzle-orm/pg-core';
import { CONSENT_PURPOSES, CONSENT_SOURCES, DATA_REQUEST_KINDS, DATA_REQUEST_STATUSES } from '@agency/contracts';
import type { MailMessage } from '../mail/mailer';

/**
 * A request's status. Checked text plus this union rather than a Postgres enum: drizzle's migrator runs
 * each migration in a transaction, where a new enum value cannot be used once added, and adding a status
 * to a CHECK is one statement on PGlite and PostgreSQL alike.
 */
export const REQUEST_STATUSES = ['Pending', 'Quoted', 'Ongoing', 'Completed', 'Declined'] as const;
export type RequestStatus = (typeof REQUEST_STATUSES)[number];

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/** Clients (and the agency's operators). The spec's wire format carries `phone` as `last_name`: the views do that (accounts/views.ts). */
export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    /**
     * The user's id wherever one goes out (the login answer, certificate addresses): 128 random bits from the
     * database's CSPRNG (gen_random_uuid), so that ids cannot be walked the way the sequence can. The default
     * fills it for every new row, and adding the column gave every existing user their own.
     */
    publicId: text('public_id')
      .notNull()
      .default(sql`replace(gen_random_uuid()::text, '-', '')`),
    /**
     * Whether this user's certificates may still be found by their old address, `{course_id}-{id}` (links
     * handed out before public ids): true for the users the public_id migration found, false for every later one.
     */
    legacyCertificateLinks: boolean('legacy_certificate_links').notNull().default(false),
    email: text('email').notNull(),
    firstName: text('first_name').notNull().default(''),
    phone: text('phone').notNull().default(''),
    /** argon2id hash; null until the account is set up from its emailed link. */
    passwordHash: text('password_hash'),
    /**
     * When the owner of the address proved it (a verification, set-up or reset link). Until then the
     * account keeps its own doings but collects nothing others send under that address.
     */
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    /** client: the portal; staff: the back office at /office too. Staff are only made by invitation. */
    role: text('role', { enum: ['client', 'staff'] }).notNull().default('client'),
    createdAt: createdAt(),
    /** Erased at its owner's request (privacy/erasure.ts): a nameless tombstone kept while payment records point at it. */
    erasedAt: timestamp('erased_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('users_email_key').on(sql`lower(${t.email})`),
    uniqueIndex('users_public_id_key').on(t.publicId),
    check('users_role_check', sql`${t.role} in ('client', 'staff')`),
  ],
);

/** Bearer sessions. Only the SHA-256 of the token is stored. */
export const sessions = pgTable(
  'sessions',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    createdAt: createdAt(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('sessions_token_hash_key').on(t.tokenHash), index('sessions_user_idx').on(t.userId)],
);

/** Single-use emailed tokens: password reset (1 hour), account set-up and email verification (7 days), booking claims. */
export const accountTokens = pgTable(
  'account_tokens',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['reset', 'setup', 'verify', 'claim'] }).notNull(),
    /** For 'claim': the guest booking the address's owner is asked to confirm. */
    requestId: integer('request_id').references(() => serviceRequests.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('account_tokens_hash_key').on(t.tokenHash)],
);

/** A booked consultation or service request: one client's request, quoted and tracked by the agency. */
export const serviceRequests = pgTable(
  'service_requests',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    service: text('service').notNull(),
    subject: text('subject').notNull(),
    message: text('message').notNull().default(''),
    phone: text('phone').notNull().default(''),
    country: text('country').notNull().default('US'),
    /* The date and time the client asked for are the consultation's (`consultations`, one per booked request). */
    /**
     * The quoted price in whole naira (0: not quoted yet). The price stays after payment; `paidAt` says
     * whether it is paid. The spec's wire string ("0", "paid" or the naira) is made by requests/views.ts.
     */
    price: integer('price').notNull().default(0),
    /** Shown to the client as the request's `reference` label (requests/views.ts). */
    status: text('status', { enum: REQUEST_STATUSES }).notNull().default('Pending'),
    isDone: boolean('is_done').notNull().default(false),
    createdAt: createdAt(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    /** Null while a guest booking made under a registered email waits for the address's owner to confirm it. */
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }).defaultNow(),
    /** When staff marked the booking handled in the back office's inbox. */
    handledAt: timestamp('handled_at', { withTimezone: true }),
    /** A paid request the client deleted from their list: hidden from them only; the agency keeps it, its payment and documents. */
    clientHiddenAt: timestamp('client_hidden_at', { withTimezone: true }),
    /** The staff member the engagement is assigned to (issue 26). */
    assigneeId: integer('assignee_id').references((): AnyPgColumn => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    index('service_requests_user_idx').on(t.userId),
    check('service_requests_status_check', sql`${t.status} in ('Pending', 'Quoted', 'Ongoing', 'Completed', 'Declined')`),
    check('service_requests_price_check', sql`${t.price} >= 0`),
  ],
);

/** The delivery of a paid request: progress, stages and the project's URL. */
export const projects = pgTable(
  'projects',
  {
    id: serial('id').primaryKey(),
    requestId: integer('request_id')
      .notNull()
      .references(() => serviceRequests.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    levels: integer('levels').notNull().default(1),
    url: text('url').notNull().default(''),
    currentStage: text('current_stage').notNull().default(''),
    /** The stage names in order (the spec's wire joins them with commas: portal/views.ts). */
    stages: text('stages').array().notNull().default(sql`'{}'::text[]`),
    isDone: boolean('is_done').notNull().default(false),
    /** When each stage was reached (stage name → ISO 8601), for the client's stage timeline; stages reached before this was recorded have none. */
    stageDates: jsonb('stage_dates').$type<Record<string, string>>().notNull().default({}),
    /** When the project was marked done. */
    completedAt: timestamp('completed_at', { withTimezone: true }),
    createdAt: createdAt(),
    /** The stages that need the client's approval of a deliverable before they complete (issue 26). */
    approvalStages: text('approval_stages').array().notNull().default(sql`'{}'::text[]`),
    /** Rounds of revisions per deliverable; null: unlimited. */
    revisionRounds: integer('revision_rounds').default(2),
  },
  (t) => [uniqueIndex('projects_request_key').on(t.requestId), index('projects_user_idx').on(t.userId)],
);

export const contactMessages = pgTable('contact_messages', {
  id: serial('id').primaryKey(),
  userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
  name: text('name').notNull(),
  email: text('email').notNull(),
  subject: text('subject').notNull(),
  message: text('message').notNull(),
  createdAt: createdAt(),
  handledAt: timestamp('handled_at', { withTimezone: true }),
});

/**
 * Newsletter addresses, double opt-in (privacy/newsletter.ts): an address is mailed the newsletter only once
 * `confirmedAt` is set (its owner followed the confirmation link) and until `unsubscribedAt`.
 */
export const newsletterSubscribers = pgTable(
  'newsletter_subscribers',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull(),
    createdAt: createdAt(),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    unsubscribedAt: timestamp('unsubscribed_at', { withTimezone: true }),
    /** SHA-256 of the newest confirmation link's token. */
    confirmTokenHash: text('confirm_token_hash'),
    /** When the newest confirmation mail was sent (one per address per NEWSLETTER_RESEND_MINUTES). */
    confirmSentAt: timestamp('confirm_sent_at', { withTimezone: true }),
    /** The unsubscribe link's token, stored as is: every marketing mail carries it, and it can only unsubscribe. */
    unsubscribeToken: text('unsubscribe_token')
      .notNull()
      .default(sql`replace(gen_random_uuid()::text, '-', '') || replace(gen_random_uuid()::text, '-', '')`),
    /** The form the sign-up came from, recorded with the consent once confirmed. */
    source: text('source', { enum: CONSENT_SOURCES }).notNull().default('newsletter_form'),
    /** The privacy notice version the form showed. */
    noticeVersion: text('notice_version'),
  },
  (t) => [
    uniqueIndex('newsletter_email_key').on(sql`lower(${t.email})`),
    uniqueIndex('newsletter_unsubscribe_token_key').on(t.unsubscribeToken),
    uniqueIndex('newsletter_confirm_token_key').on(t.confirmTokenHash),
  ],
);

/** Every version of the privacy notice a consent was recorded against, with its text (proof of what was shown). */
export const privacyNotices = pgTable('privacy_notices', {
  version: text('version').primaryKey(),
  effectiveDate: date('effective_date', { mode: 'string' }).notNull(),
  text: jsonb('text').$type<unknown>().notNull(),
  recordedAt: timestamp('recorded_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Consent given or withdrawn: what for, which notice version, when and how (kept as proof). An erasure replaces
 * the email by a pseudonym (erased:<sha-256 of the address>).
 */
export const consentRecords = pgTable(
  'consent_records',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    email: text('email').notNull(),
    purpose: text('purpose', { enum: CONSENT_PURPOSES }).notNull(),
    given: boolean('given').notNull(),
    noticeVersion: text('notice_version').notNull(),
    source: text('source', { enum: CONSENT_SOURCES }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('consent_records_email_idx').on(sql`lower(${t.email})`),
    index('consent_records_user_idx').on(t.userId),
    check('consent_records_purpose_check', sql`${t.purpose} in ('newsletter')`),
    check(
      'consent_records_source_check',
      sql`${t.source} in ('newsletter_form', 'booking', 'contact', 'sign_up', 'settings', 'unsubscribe_link', 'erasure', 'office')`,
    ),
  ],
);

/**
 * The data-subject request log (NDPA ss. 34-38): served at once ('automatic': an export, an erasure) or by a
 * person ('open' in the office's queue until 'done'), due 30 days after it was received.
 */
export const dataRequests = pgTable(
  'data_requests',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** The requester's address (a pseudonym once their account is erased). */
    email: text('email').notNull(),
    name: text('name').notNull().default(''),
    kind: text('kind', { enum: DATA_REQUEST_KINDS }).notNull(),
    status: text('status', { enum: DATA_REQUEST_STATUSES }).notNull(),
    message: text('message').notNull().default(''),
    outcome: text('outcome').notNull().default(''),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
    dueAt: timestamp('due_at', { withTimezone: true }).notNull(),
    doneAt: timestamp('done_at', { withTimezone: true }),
    /** The staff member who marked it done (their email). */
    handledBy: text('handled_by').notNull().default(''),
  },
  (t) => [
    index('data_requests_open_idx').on(t.status, t.dueAt),
    index('data_requests_user_idx').on(t.userId),
    check('data_requests_kind_check', sql`${t.kind} in ('access', 'correction', 'erasure', 'restriction', 'objection', 'portability', 'other')`),
    check('data_requests_status_check', sql`${t.status} in ('open', 'done', 'automatic')`),
  ],
);

/**
 * Client feedback the landing page showed before the catalogue (issue 29): read once, when the catalogue's first
 * version is written (its rows, if any, become the testimonials), and not since; testimonials are edited in the office.
 */
export const feedback = pgTable('feedback', {
  id: serial('id').primaryKey(),
  text: text('text').notNull(),
  name: text('name').notNull(),
  position: integer('position').notNull().default(0),
  published: boolean('published').notNull().default(true),
});

export const tutorials = pgTable(
  'tutorials',
  {
    id: serial('id').primaryKey(),
    title: text('title').notNull(),
    briefDescription: text('brief_description').notNull().default(''),
    description: text('description').notNull().default(''),
    /** Naira; 0 means free. */
    amount: integer('amount').notNull().default(0),
    isCurrent: boolean('is_current').notNull().default(false),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }).notNull(),
    /** The class link, shown to enrolled students only. */
    link: text('link').notNull().default(''),
    isDone: boolean('is_done').notNull().default(false),
    isCertAwarded: boolean('is_cert_awarded').notNull().default(false),
    /** Letters and digits only, so that a certificate id `{course_id}-{user id}` splits unambiguously. */
    courseId: text('course_id').notNull(),
    instructor: text('instructor').notNull().default(''),
    whatToLearn: jsonb('what_to_learn').$type<string[]>().notNull().default([]),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('tutorials_course_id_key').on(t.courseId), check('tutorials_course_id_format', sql`${t.courseId} ~ '^[A-Za-z0-9]+$'`)],
);

export const enrolments = pgTable(
  'enrolments',
  {
    id: serial('id').primaryKey(),
    tutorialId: integer('tutorial_id')
      .notNull()
      .references(() => tutorials.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    paymentId: integer('payment_id'),
    /**
     * The holder's own part of the certificate number (`TMS-{course id}-{code}`): six Crockford base-32
     * characters computed by the database from the enrolment id (a bijection, so unique and never changing;
     * see migration 0007). Filled on every insert, whichever code path enrols.
     */
    certificateCode: text('certificate_code')
      .notNull()
      .generatedAlwaysAs(sql`certificate_code(id)`),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('enrolments_tutorial_user_key').on(t.tutorialId, t.userId), uniqueIndex('enrolments_certificate_code_key').on(t.certificateCode)],
);

/**
 * Login throttle, in the database so every API process counts the same attempts. Keys: `pair:<email>|<ip>`
 * (exponential back-off per address) and `account:<email>` (a ceiling over every address), the email
 * lower-cased whether an account exists or not, so a refusal tells nothing.
 */
export const loginThrottle = pgTable('login_throttle', {
  key: text('key').primaryKey(),
  failures: integer('failures').notNull().default(0),
  windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
  blockedUntil: timestamp('blocked_until', { withTimezone: true }),
  /** A pair that signed in successfully: the account-wide ceiling does not apply to it. */
  lastSuccessAt: timestamp('last_success_at', { withTimezone: true }),
});

/** Card payments. The unique reference plus one pending→paid update delivers value exactly once. */
export const payments = pgTable(
  'payments',
  {
    id: serial('id').primaryKey(),
    reference: text('reference').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['requests', 'tutorial'] }).notNull(),
    /** Request ids, or the one tutorial id. */
    itemIds: jsonb('item_ids').$type<number[]>().notNull(),
    amountKobo: integer('amount_kobo').notNull(),
    currency: text('currency').notNull().default('NGN'),
    /**
     * refund_due / refunded: money taken that delivers nothing: a second payment for items another payment had
     * already paid for, or a payment for an intent that was voided (`voidReason`). voided: a pending intent whose
     * items were re-quoted or declined before it was paid; it can never deliver. A pending intent past `expiresAt`
     * stays pending here (a late charge.success must still be refunded or delivered) and reads "expired" in the office.
     */
    status: text('status', { enum: ['pending', 'paid', 'failed', 'refund_due', 'refunded', 'voided'] }).notNull().default('pending'),
    /** Why the intent was voided: its items were re-quoted or declined, or their price had changed when the money arrived. */
    voidReason: text('void_reason', { enum: ['requoted', 'declined', 'changed'] }),
    provider: text('provider', { enum: ['paystack', 'sandbox'] }).notNull().default('paystack'),
    providerTransactionId: text('provider_transaction_id'),
    createdAt: createdAt(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    /** A pending intent past this instant can no longer be verified or completed (null: from before intents expired). */
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    /**
     * Paystack's last answer for this reference that delivered nothing (not paid yet, abandoned, not found, a
     * mismatch), and when: POST /verify_payment repeats it for a short while instead of asking Paystack again.
     */
    providerAnswer: text('provider_answer'),
    providerAnsweredAt: timestamp('provider_answered_at', { withTimezone: true }),
    /**
     * Who paid, copied here when the payer's account is erased: the record tax law requires the agency to keep,
     * restricted from then on (`restrictedAt`: never shown in the portal or the office's lists as the person).
     */
    payerEmail: text('payer_email'),
    payerName: text('payer_name'),
    payerPhone: text('payer_phone'),
    restrictedAt: timestamp('restricted_at', { withTimezone: true }),
    /** The proposal instalments this intent prices (billing/due.ts); empty for simple quotes and tutorials. */
    instalmentIds: jsonb('instalment_ids').$type<number[]>().notNull().default([]),
    /** How the customer paid, in Paystack's words (card, bank_transfer, ussd, …), from its verify answer or charge event; the sandbox's choice. */
    channel: text('channel'),
    /** A retainer's monthly charge (migration 0016): the first with our reference, renewals with Paystack's. */
    retainerId: integer('retainer_id'),
    /** The Paystack invoice (INV_…) a retainer renewal paid, from invoice.update. */
    providerInvoiceCode: text('provider_invoice_code'),
  },
  (t) => [uniqueIndex('payments_reference_key').on(t.reference), index('payments_user_idx').on(t.userId), index('payments_retainer_idx').on(t.retainerId)],
);

/**
 * Every staff write: who, what, when, and the values before and after. Written in the same
 * transaction as the change, so no change lands without its record. Money changes (quotes, refunds) included.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: serial('id').primaryKey(),
    actorId: integer('actor_id').references(() => users.id, { onDelete: 'set null' }),
    /** Kept as text so the record survives the actor's account. */
    actorEmail: text('actor_email').notNull(),
    action: text('action').notNull(),
    target: text('target').notNull(),
    before: jsonb('before').$type<unknown>(),
    after: jsonb('after').$type<unknown>(),
    createdAt: createdAt(),
  },
  (t) => [index('audit_log_created_idx').on(t.createdAt)],
);

/**
 * The transactional outbox: a message is written here in the same transaction as the row that causes
 * it, so a rolled-back request mails nothing and a committed one cannot lose its mail. The mail queue
 * (src/mail/queue.ts) moves rows into pg-boss in batches; pg-boss sends, retries and keeps failures.
 */
export const mailOutbox = pgTable('mail_outbox', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  message: jsonb('message').$type<MailMessage>().notNull(),
  createdAt: createdAt(),
});

export const MEETING_MODES = ['office', 'phone', 'video'] as const;
export const CONSULTATION_STATUSES = ['booked', 'cancelled', 'clash'] as const;
export interface WorkingHoursRow {
  weekday: number;
  start: string;
  end: string;
}

/**
 * A booked request's consultation: its day, time and zone (the spec's long date and time are rendered from them,
 * consultations/time.ts), and the instants derived from them. No two 'booked' ones hold overlapping times
 * (`consultations_no_overlap`, an exclusion constraint: one booking per slot, also under concurrent requests).
 */
export const consultations = pgTable(
  'consultations',
  {
    id: serial('id').primaryKey(),
    requestId: integer('request_id')
      .notNull()
      .references(() => serviceRequests.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    /** 'HH:MM:SS' as PostgreSQL gives it; WAT wall time. */
    startTime: time('start_time').notNull(),
    timeZone: text('time_zone').notNull().default('Africa/Lagos'),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    /** The end plus the buffer: the time no other booking may overlap. */
    heldUntil: timestamp('held_until', { withTimezone: true }).notNull(),
    mode: text('mode', { enum: MEETING_MODES }).notNull().default('video'),
    meetingLink: text('meeting_link').notNull().default(''),
    hostId: integer('host_id').references(() => users.id, { onDelete: 'set null' }),
    status: text('status', { enum: CONSULTATION_STATUSES }).notNull().default('booked'),
    /** The calendar entry's UID: stable across reschedules; SEQUENCE counts its changes. */
    uid: text('uid').notNull().default(sql`gen_random_uuid()::text`),
    sequence: integer('sequence').notNull().default(0),
    reminded24hAt: timestamp('reminded_24h_at', { withTimezone: true }),
    reminded1hAt: timestamp('reminded_1h_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    cancelReason: text('cancel_reason'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('consultations_request_key').on(t.requestId),
    uniqueIndex('consultations_uid_key').on(t.uid),
    index('consultations_starts_idx').on(t.startsAt),
  ],
);

/** The agency's availability settings: one row (id 1), created by migration 0011 with the defaults. */
export const consultationSettings = pgTable('consultation_settings', {
  id: integer('id').primaryKey().default(1),
  timeZone: text('time_zone').notNull().default('Africa/Lagos'),
  workingHours: jsonb('working_hours').$type<WorkingHoursRow[]>().notNull(),
  slotMinutes: integer('slot_minutes').notNull().default(30),
  bufferMinutes: integer('buffer_minutes').notNull().default(0),
  noticeHours: integer('notice_hours').notNull().default(24),
  weeksAhead: integer('weeks_ahead').notNull().default(8),
  videoRoomLink: text('video_room_link').notNull().default(''),
  officeAddress: text('office_address').notNull().default(''),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A time staff blocked out: no slot overlapping [starts_at, ends_at) is offered or accepted. */
export const consultationBlocks = pgTable(
  'consultation_blocks',
  {
    id: serial('id').primaryKey(),
    day: date('day', { mode: 'string' }).notNull(),
    startTime: time('start_time'),
    endDay: date('end_day', { mode: 'string' }).notNull(),
    endTime: time('end_time'),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    reason: text('reason').notNull(),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdByEmail: text('created_by_email').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('consultation_blocks_range_idx').on(t.startsAt, t.endsAt)],
);

/** A reschedule/cancel link's token (SHA-256 only). A reschedule revokes a consultation's tokens and issues a new one. */
export const consultationTokens = pgTable(
  'consultation_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    consultationId: integer('consultation_id')
      .notNull()
      .references(() => consultations.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [index('consultation_tokens_consultation_idx').on(t.consultationId)],
);

/** Field data (migration 0013, docs/field-data.md): one Core Web Vital sample from a visitor's browser, anonymous, kept 8 days. */
export const fieldVitals = pgTable(
  'field_vitals',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    name: text('name', { enum: ['LCP', 'INP', 'CLS', 'FCP', 'TTFB'] }).notNull(),
    value: doublePrecision('value').notNull(),
    /** A route pattern (`/tutorial-detail/:id`), never an address. */
    page: text('page').notNull(),
    remote: text('remote').notNull(),
    remoteVersion: text('remote_version').notNull(),
    attribution: text('attribution'),
    createdAt: createdAt(),
  },
  (t) => [index('field_vitals_created_idx').on(t.createdAt)],
);

/** One front-end error from a visitor's browser, with the fingerprint the API computed (its group), kept 8 days. */
export const fieldErrors = pgTable(
  'field_errors',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    fingerprint: text('fingerprint').notNull(),
    source: text('source', { enum: ['error', 'rejection', 'boundary', 'load'] }).notNull(),
    message: text('message').notNull(),
    frames: text('frames').notNull(),
    page: text('page').notNull(),
    remote: text('remote').notNull(),
    remoteVersion: text('remote_version').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('field_errors_created_idx').on(t.createdAt), index('field_errors_fingerprint_idx').on(t.fingerprint, t.remoteVersion)],
);

// Billing (issue 25; migration 0014).

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

export const PROPOSAL_STATUSES = ['draft', 'sent', 'accepted', 'declined', 'superseded'] as const;
export const INSTALMENT_STATUSES = ['scheduled', 'due', 'paid', 'void'] as const;
export const DOCUMENT_KINDS = ['invoice', 'receipt', 'credit_note'] as const;
export const REFUND_STATUSES = ['pending', 'processed', 'failed'] as const;

/** The agency's details and VAT printed on every document: one row (id 1), edited in the office. */
export const billingSettings = pgTable('billing_settings', {
  id: integer('id').primaryKey().default(1),
  agencyName: text('agency_name').notNull(),
  address: text('address').notNull(),
  rcNumber: text('rc_number').notNull().default(''),
  tin: text('tin').notNull().default(''),
  email: text('email').notNull().default(''),
  phone: text('phone').notNull().default(''),
  chargeVat: boolean('charge_vat').notNull().default(true),
  vatRateBp: integer('vat_rate_bp').notNull().default(750),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A client's business details for their documents (all optional). */
export const billingDetails = pgTable('billing_details', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  businessName: text('business_name').notNull().default(''),
  address: text('address').notNull().default(''),
  tin: text('tin').notNull().default(''),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export interface StoredLineItem {
  description: string;
  quantity: number;
  unit_price_kobo: number;
}
export type StoredPlan = { kind: 'full' } | { kind: 'retainer' } | { kind: 'deposit'; deposit_percent: number; milestones: { stage: string; percent: number }[] };

/** A proposal version: editable while a draft; once sent its canonical text is fixed and only a new version changes it. */
export const proposals = pgTable(
  'proposals',
  {
    id: serial('id').primaryKey(),
    requestId: integer('request_id')
      .notNull()
      .references(() => serviceRequests.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    version: integer('version').notNull(),
    status: text('status', { enum: PROPOSAL_STATUSES }).notNull().default('draft'),
    title: text('title').notNull(),
    scope: text('scope').notNull(),
    deliverables: jsonb('deliverables').$type<string[]>().notNull(),
    lineItems: jsonb('line_items').$type<StoredLineItem[]>().notNull(),
    validUntil: date('valid_until').notNull(),
    stages: jsonb('stages').$type<string[]>().notNull(),
    plan: jsonb('plan').$type<StoredPlan>().notNull(),
    chargeVat: boolean('charge_vat').notNull(),
    vatRateBp: integer('vat_rate_bp').notNull(),
    netKobo: integer('net_kobo').notNull(),
    vatKobo: integer('vat_kobo').notNull(),
    totalKobo: integer('total_kobo').notNull(),
    /** Fixed when sent: the exact text an acceptance signs. */
    canonicalText: text('canonical_text'),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    acceptedName: text('accepted_name'),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    acceptedIp: text('accepted_ip'),
    acceptedUserAgent: text('accepted_user_agent'),
    acceptedTextSha256: text('accepted_text_sha256'),
    declinedComment: text('declined_comment'),
    declinedAt: timestamp('declined_at', { withTimezone: true }),
    supersedesId: integer('supersedes_id'),
    supersededAt: timestamp('superseded_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('proposals_request_version_key').on(t.requestId, t.version), index('proposals_user_idx').on(t.userId)],
);

/** One amount of an accepted proposal's plan. */
export const instalments = pgTable(
  'instalments',
  {
    id: serial('id').primaryKey(),
    proposalId: integer('proposal_id')
      .notNull()
      .references(() => proposals.id, { onDelete: 'cascade' }),
    requestId: integer('request_id')
      .notNull()
      .references(() => serviceRequests.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    seq: integer('seq').notNull(),
    label: text('label').notNull(),
    stage: text('stage'),
    amountKobo: integer('amount_kobo').notNull(),
    status: text('status', { enum: INSTALMENT_STATUSES }).notNull().default('scheduled'),
    dueAt: timestamp('due_at', { withTimezone: true }),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    paymentId: integer('payment_id').references(() => payments.id, { onDelete: 'set null' }),
    invoiceId: integer('invoice_id'),
    receiptId: integer('receipt_id'),
  },
  (t) => [uniqueIndex('instalments_proposal_seq_key').on(t.proposalId, t.seq), index('instalments_request_idx').on(t.requestId)],
);

/** The last number issued per (document kind, year): bumped in the issuing transaction, so numbers never skip or repeat. */
export const documentCounters = pgTable(
  'document_counters',
  { kind: text('kind').notNull(), year: integer('year').notNull(), last: integer('last').notNull() },
  (t) => [primaryKey({ name: 'document_counters_pkey', columns: [t.kind, t.year] })],
);

/** Data printed on a document, stored as issued (never re-read from live rows). */
export interface DocumentData {
  kind: (typeof DOCUMENT_KINDS)[number];
  number: string;
  issued_at: string;
  agency: { name: string; address: string; rc_number: string; tin: string; email: string; phone: string };
  client: { name: string; email: string; business_name: string; address: string; tin: string };
  title: string;
  lines: { description: string; quantity: number; unit_kobo: number; amount_kobo: number }[];
  /** Extra lines below the items (a cart discount), amounts in kobo (negative for a discount). */
  adjustments: { description: string; amount_kobo: number }[];
  vat_label: string;
  net_kobo: number;
  vat_kobo: number;
  total_kobo: number;
  notes: string[];
}

/** An issued invoice, receipt or credit note: immutable (its data and PDF bytes as issued). */
export const billingDocuments = pgTable(
  'billing_documents',
  {
    id: serial('id').primaryKey(),
    kind: text('kind', { enum: DOCUMENT_KINDS }).notNull(),
    number: text('number').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull().defaultNow(),
    requestId: integer('request_id'),
    proposalId: integer('proposal_id'),
    instalmentId: integer('instalment_id'),
    paymentId: integer('payment_id'),
    refundId: integer('refund_id'),
    description: text('description').notNull(),
    netKobo: integer('net_kobo').notNull(),
    vatKobo: integer('vat_kobo').notNull(),
    totalKobo: integer('total_kobo').notNull(),
    data: jsonb('data').$type<DocumentData>().notNull(),
    pdf: bytea('pdf').notNull(),
  },
  (t) => [uniqueIndex('billing_documents_number_key').on(t.number), index('billing_documents_user_idx').on(t.userId)],
);

/** A refund of (part of) a payment: pending until Paystack's refund.processed (or failed); a processed one has its credit note. */
export const refunds = pgTable(
  'refunds',
  {
    id: serial('id').primaryKey(),
    paymentId: integer('payment_id')
      .notNull()
      .references(() => payments.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    amountKobo: integer('amount_kobo').notNull(),
    reason: text('reason').notNull(),
    status: text('status', { enum: REFUND_STATUSES }).notNull().default('pending'),
    providerRefundId: text('provider_refund_id'),
    failureReason: text('failure_reason'),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    processedAt: timestamp('processed_at', { withTimezone: true }),
    creditNoteId: integer('credit_note_id'),
    /** The refund's own reference in Paystack's refund.processed / refund.failed events (migration 0015): a second delivery is known by it. */
    providerRefundReference: text('provider_refund_reference'),
  },
  (t) => [index('refunds_payment_idx').on(t.paymentId), uniqueIndex('refunds_provider_reference_key').on(t.paymentId, t.providerRefundReference)],
);

export const RETAINER_STATUSES = ['pending', 'active', 'attention', 'non_renewing', 'cancelled'] as const;

/** A monthly retainer (migration 0016): a retainer proposal's Paystack plan and subscription. */
export const retainers = pgTable(
  'retainers',
  {
    id: serial('id').primaryKey(),
    proposalId: integer('proposal_id')
      .notNull()
      .references(() => proposals.id, { onDelete: 'cascade' }),
    requestId: integer('request_id')
      .notNull()
      .references(() => serviceRequests.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    service: text('service').notNull(),
    amountKobo: integer('amount_kobo').notNull(),
    paystackPlanCode: text('paystack_plan_code'),
    subscriptionCode: text('subscription_code'),
    /** Paystack's email token: with the code, what POST /subscription/disable needs. */
    emailToken: text('email_token'),
    status: text('status', { enum: RETAINER_STATUSES }).notNull().default('pending'),
    nextPaymentDate: timestamp('next_payment_date', { withTimezone: true }),
    lastFailure: text('last_failure'),
    lastFailureAt: timestamp('last_failure_at', { withTimezone: true }),
    lastChargeAt: timestamp('last_charge_at', { withTimezone: true }),
    startedAt: timestamp('started_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('retainers_proposal_key').on(t.proposalId),
    uniqueIndex('retainers_plan_key').on(t.paystackPlanCode),
    uniqueIndex('retainers_subscription_key').on(t.subscriptionCode),
    index('retainers_user_idx').on(t.userId),
  ],
);

/** A message in a request's thread (migration 0017, issue 26): the client's or staff's; oldest first by id. */
export const requestMessages = pgTable(
  'request_messages',
  {
    id: serial('id').primaryKey(),
    requestId: integer('request_id')
      .notNull()
      .references(() => serviceRequests.id, { onDelete: 'cascade' }),
    /** The writer; null once their account is gone (a staff message then shows as "The agency"). */
    authorId: integer('author_id').references(() => users.id, { onDelete: 'set null' }),
    fromStaff: boolean('from_staff').notNull(),
    body: text('body').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('request_messages_request_idx').on(t.requestId, t.id)],
);

/** When a reader (the client, or one staff member) last opened a request's thread. */
export const threadReads = pgTable(
  'thread_reads',
  {
    requestId: integer('request_id')
      .notNull()
      .references(() => serviceRequests.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    readAt: timestamp('read_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ name: 'thread_reads_pkey', columns: [t.requestId, t.userId] }), index('thread_reads_user_idx').on(t.userId)],
);

/** A file uploaded to an engagement (issue 26); its bytes are in the file store under `storageKey`. */
export const requestFiles = pgTable(
  'request_files',
  {
    id: serial('id').primaryKey(),
    requestId: integer('request_id')
      .notNull()
      .references(() => serviceRequests.id, { onDelete: 'cascade' }),
    uploaderId: integer('uploader_id').references(() => users.id, { onDelete: 'set null' }),
    fromStaff: boolean('from_staff').notNull(),
    name: text('name').notNull(),
    /** The media type the content shows (sniffed), never the name's or the browser's claim. */
    mediaType: text('media_type').notNull(),
    size: integer('size').notNull(),
    sha256: text('sha256').notNull(),
    storageKey: text('storage_key').notNull().unique(),
    /** The message it was sent with; null until it is. */
    messageId: integer('message_id').references(() => requestMessages.id, { onDelete: 'set null' }),
    /** Set on a staff file that is a stage's deliverable. */
    deliverableStage: text('deliverable_stage'),
    /** The deliverable's revision round (1, 2, …) for its stage. */
    round: integer('round'),
    createdAt: createdAt(),
  },
  (t) => [index('request_files_request_idx').on(t.requestId, t.id), index('request_files_message_idx').on(t.messageId)],
);

/** The client's answer to a deliverable: one per deliverable. */
export const fileReviews = pgTable('file_reviews', {
  id: serial('id').primaryKey(),
  fileId: integer('file_id')
    .notNull()
    .unique()
    .references(() => requestFiles.id, { onDelete: 'cascade' }),
  reviewerId: integer('reviewer_id').references(() => users.id, { onDelete: 'set null' }),
  decision: text('decision', { enum: ['approved', 'changes'] }).notNull(),
  comment: text('comment').notNull().default(''),
  round: integer('round').notNull(),
  createdAt: createdAt(),
});

/** One notice in a reader's notification centre (the client, or one staff member): events other than messages. */
export const notices = pgTable(
  'notices',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    requestId: integer('request_id')
      .notNull()
      .references(() => serviceRequests.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['stage', 'deliverable', 'review', 'file', 'project', 'assignment'] }).notNull(),
    text: text('text').notNull(),
    createdAt: createdAt(),
    readAt: timestamp('read_at', { withTimezone: true }),
  },
  (t) => [index('notices_user_idx').on(t.userId, t.id)],
);

/** A staff member's saved view of the office's requests list: a name and the list's query. */
export const officeViews = pgTable(
  'office_views',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    query: jsonb('query').$type<Record<string, string | number>>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [unique('office_views_user_name_key').on(t.userId, t.name)],
);

/** The catalogue's draft (issue 29): one row, the whole content staff edit in the office (contracts' CatalogueContent). */
export const catalogueDraft = pgTable('catalogue_draft', {
  id: integer('id').primaryKey().default(1),
  content: jsonb('content').$type<unknown>().notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  updatedBy: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
});

/** A published version of the catalogue; the newest is what the public sees. Never changed once written. */
export const catalogueVersions = pgTable('catalogue_versions', {
  version: integer('version').primaryKey(),
  content: jsonb('content').$type<unknown>().notNull(),
  publishedAt: timestamp('published_at', { withTimezone: true }).notNull().defaultNow(),
  publishedBy: integer('published_by').references(() => users.id, { onDelete: 'set null' }),
  note: text('note').notNull().default(''),
  /** The version whose content this one published again. */
  rollbackOf: integer('rollback_of').references((): AnyPgColumn => catalogueVersions.version),
  /** Each case study's slug → when its page last changed (ISO 8601): the sitemap's lastmod. */
  caseStudyDates: jsonb('case_study_dates').$type<Record<string, string>>().notNull().default({}),
});

/** An uploaded catalogue image; its converted files are in the file store under catalogue/<id>/<width>.<ext>. */
export const catalogueImages = pgTable('catalogue_images', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  width: integer('width').notNull(),
  height: integer('height').notNull(),
  widths: integer('widths').array().notNull(),
  createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
  createdAt: createdAt(),
});

/** What an anonymous public page shows changed (a publish, a rollback, a tutorial edited): one row, a counter. */
export const siteContent = pgTable('site_content', {
  id: integer('id').primaryKey().default(1),
  tag: bigint('tag', { mode: 'number' }).notNull().default(1),
  changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
});
