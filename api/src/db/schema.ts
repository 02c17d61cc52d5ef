import { sql } from 'drizzle-orm';
import { bigserial, boolean, check, date, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
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
  },
  (t) => [uniqueIndex('users_email_key').on(sql`lower(${t.email})`), check('users_role_check', sql`${t.role} in ('client', 'staff')`)],
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
    /** The date and time the client asked for, as sent (a long formatted date, and a time). */
    bookingDate: text('booking_date').notNull().default(''),
    bookingTime: text('booking_time').notNull().default(''),
    /**
     * The quoted price in whole naira (0: not quoted yet). The price stays after payment; `paidAt` says
     * whether it is paid. The spec's wire string ("0", "paid" or the naira) is made by portal/views.ts.
     */
    price: integer('price').notNull().default(0),
    /** Shown to the client as the request's `reference` label (portal/views.ts). */
    status: text('status', { enum: REQUEST_STATUSES }).notNull().default('Pending'),
    isDone: boolean('is_done').notNull().default(false),
    createdAt: createdAt(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    /** Null while a guest booking made under a registered email waits for the address's owner to confirm it. */
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }).defaultNow(),
    /** When staff marked the booking handled in the back office's inbox. */
    handledAt: timestamp('handled_at', { withTimezone: true }),
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

export const newsletterSubscribers = pgTable(
  'newsletter_subscribers',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('newsletter_email_key').on(sql`lower(${t.email})`)],
);

/** Client feedback shown on the landing page. */
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
    /** refund_due / refunded: a second payment for items another payment had already paid for. */
    status: text('status', { enum: ['pending', 'paid', 'failed', 'refund_due', 'refunded'] }).notNull().default('pending'),
    provider: text('provider', { enum: ['paystack', 'sandbox'] }).notNull().default('paystack'),
    providerTransactionId: text('provider_transaction_id'),
    createdAt: createdAt(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    /** A pending intent past this instant can no longer be verified or completed (null: from before intents expired). */
    expiresAt: timestamp('expires_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('payments_reference_key').on(t.reference), index('payments_user_idx').on(t.userId)],
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
