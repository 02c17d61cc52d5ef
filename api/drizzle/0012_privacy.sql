-- Privacy (issue 30: the NDPA 2023 and the GAID 2025). One migration: the notice versions shown, consent records,
-- the newsletter's double opt-in and one-click unsubscribe, the log of data-subject requests, erasure tombstones
-- and the restricted copy of who paid (kept for tax after an erasure). See docs/privacy.md.

-- Every version of the privacy notice a consent was recorded against, with its text: proof of what was shown.
CREATE TABLE "privacy_notices" (
	"version" text PRIMARY KEY NOT NULL,
	"effective_date" date NOT NULL,
	"text" jsonb NOT NULL,
	"recorded_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint

-- Consent given or withdrawn: what for, which notice version, when and how. Kept as proof; on erasure the email
-- is replaced by a pseudonym (erased:<sha-256 of the address>), so the proof outlives the address.
CREATE TABLE "consent_records" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer REFERENCES "users"("id") ON DELETE SET NULL,
	"email" text NOT NULL,
	"purpose" text NOT NULL,
	"given" boolean NOT NULL,
	"notice_version" text NOT NULL,
	"source" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "consent_records_purpose_check" CHECK ("purpose" in ('newsletter')),
	CONSTRAINT "consent_records_source_check" CHECK ("source" in ('newsletter_form', 'booking', 'contact', 'sign_up', 'settings', 'unsubscribe_link', 'erasure', 'office'))
);--> statement-breakpoint
CREATE INDEX "consent_records_email_idx" ON "consent_records" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "consent_records_user_idx" ON "consent_records" USING btree ("user_id");--> statement-breakpoint

-- Double opt-in. Sign-ups made before it have no proof of consent: they stay unconfirmed (they are sent nothing)
-- and the retention job removes them once their period is over.
ALTER TABLE "newsletter_subscribers" ADD COLUMN "confirmed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "newsletter_subscribers" ADD COLUMN "unsubscribed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "newsletter_subscribers" ADD COLUMN "confirm_token_hash" text;--> statement-breakpoint
ALTER TABLE "newsletter_subscribers" ADD COLUMN "confirm_sent_at" timestamp with time zone;--> statement-breakpoint
-- The unsubscribe link's token: random, stored as is (every marketing mail carries it; it can only unsubscribe).
ALTER TABLE "newsletter_subscribers" ADD COLUMN "unsubscribe_token" text DEFAULT replace(gen_random_uuid()::text, '-', '') || replace(gen_random_uuid()::text, '-', '') NOT NULL;--> statement-breakpoint
ALTER TABLE "newsletter_subscribers" ADD COLUMN "source" text DEFAULT 'newsletter_form' NOT NULL;--> statement-breakpoint
ALTER TABLE "newsletter_subscribers" ADD COLUMN "notice_version" text;--> statement-breakpoint
CREATE UNIQUE INDEX "newsletter_unsubscribe_token_key" ON "newsletter_subscribers" USING btree ("unsubscribe_token");--> statement-breakpoint
CREATE UNIQUE INDEX "newsletter_confirm_token_key" ON "newsletter_subscribers" USING btree ("confirm_token_hash");--> statement-breakpoint

-- The data-subject request log (NDPA ss. 34-38): every request, served at once (automatic) or by a person (open,
-- then done), due 30 days after it was received.
CREATE TABLE "data_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer REFERENCES "users"("id") ON DELETE SET NULL,
	"email" text NOT NULL,
	"name" text DEFAULT '' NOT NULL,
	"kind" text NOT NULL,
	"status" text NOT NULL,
	"message" text DEFAULT '' NOT NULL,
	"outcome" text DEFAULT '' NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	"due_at" timestamp with time zone NOT NULL,
	"done_at" timestamp with time zone,
	"handled_by" text DEFAULT '' NOT NULL,
	CONSTRAINT "data_requests_kind_check" CHECK ("kind" in ('access', 'correction', 'erasure', 'restriction', 'objection', 'portability', 'other')),
	CONSTRAINT "data_requests_status_check" CHECK ("status" in ('open', 'done', 'automatic'))
);--> statement-breakpoint
CREATE INDEX "data_requests_open_idx" ON "data_requests" USING btree ("status", "due_at");--> statement-breakpoint
CREATE INDEX "data_requests_user_idx" ON "data_requests" USING btree ("user_id");--> statement-breakpoint

-- An erased account stays as a nameless tombstone while payment records (kept for tax) point at it.
ALTER TABLE "users" ADD COLUMN "erased_at" timestamp with time zone;--> statement-breakpoint

-- Who paid, copied onto the payment when its payer's account is erased: the record tax law requires, restricted
-- (never shown in the portal or the office's lists) from then on.
ALTER TABLE "payments" ADD COLUMN "payer_email" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "payer_name" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "payer_phone" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "restricted_at" timestamp with time zone;
