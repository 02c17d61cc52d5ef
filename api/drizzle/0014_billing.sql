-- Billing (issue 25): proposals a client accepts (versioned, with the client's electronic signature), the
-- instalments of their payment plan, immutable numbered documents (invoices, receipts, credit notes: the printed
-- data as JSON and the PDF bytes), gap-free counters per (kind, year), refunds, the client's business details and
-- the agency's billing settings.
CREATE TABLE "billing_settings" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"agency_name" text NOT NULL,
	"address" text NOT NULL,
	"rc_number" text DEFAULT '' NOT NULL,
	"tin" text DEFAULT '' NOT NULL,
	"email" text DEFAULT '' NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"charge_vat" boolean DEFAULT true NOT NULL,
	"vat_rate_bp" integer DEFAULT 750 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "billing_settings_one_row" CHECK ("id" = 1),
	CONSTRAINT "billing_settings_vat_check" CHECK ("vat_rate_bp" BETWEEN 0 AND 10000)
);--> statement-breakpoint
INSERT INTO "billing_settings" ("id", "agency_name", "address") VALUES (1, 'Think-Make-Solve Digital', 'Lagos, Nigeria');--> statement-breakpoint
CREATE TABLE "billing_details" (
	"user_id" integer PRIMARY KEY NOT NULL REFERENCES "users"("id") ON DELETE cascade,
	"business_name" text DEFAULT '' NOT NULL,
	"address" text DEFAULT '' NOT NULL,
	"tin" text DEFAULT '' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
CREATE TABLE "proposals" (
	"id" serial PRIMARY KEY NOT NULL,
	"request_id" integer NOT NULL REFERENCES "service_requests"("id") ON DELETE cascade,
	"user_id" integer NOT NULL REFERENCES "users"("id") ON DELETE cascade,
	"version" integer NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"title" text NOT NULL,
	"scope" text NOT NULL,
	"deliverables" jsonb NOT NULL,
	"line_items" jsonb NOT NULL,
	"valid_until" date NOT NULL,
	"stages" jsonb NOT NULL,
	"plan" jsonb NOT NULL,
	"charge_vat" boolean NOT NULL,
	"vat_rate_bp" integer NOT NULL,
	"net_kobo" integer NOT NULL,
	"vat_kobo" integer NOT NULL,
	"total_kobo" integer NOT NULL,
	"canonical_text" text,
	"created_by" integer REFERENCES "users"("id") ON DELETE set null,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	"accepted_name" text,
	"accepted_at" timestamp with time zone,
	"accepted_ip" text,
	"accepted_user_agent" text,
	"accepted_text_sha256" text,
	"declined_comment" text,
	"declined_at" timestamp with time zone,
	"supersedes_id" integer REFERENCES "proposals"("id") ON DELETE set null,
	"superseded_at" timestamp with time zone,
	CONSTRAINT "proposals_status_check" CHECK ("status" IN ('draft', 'sent', 'accepted', 'declined', 'superseded'))
);--> statement-breakpoint
CREATE UNIQUE INDEX "proposals_request_version_key" ON "proposals" USING btree ("request_id", "version");--> statement-breakpoint
CREATE INDEX "proposals_user_idx" ON "proposals" USING btree ("user_id");--> statement-breakpoint
CREATE TABLE "instalments" (
	"id" serial PRIMARY KEY NOT NULL,
	"proposal_id" integer NOT NULL REFERENCES "proposals"("id") ON DELETE cascade,
	"request_id" integer NOT NULL REFERENCES "service_requests"("id") ON DELETE cascade,
	"user_id" integer NOT NULL REFERENCES "users"("id") ON DELETE cascade,
	"seq" integer NOT NULL,
	"label" text NOT NULL,
	"stage" text,
	"amount_kobo" integer NOT NULL,
	"status" text DEFAULT 'scheduled' NOT NULL,
	"due_at" timestamp with time zone,
	"paid_at" timestamp with time zone,
	"payment_id" integer REFERENCES "payments"("id") ON DELETE set null,
	"invoice_id" integer,
	"receipt_id" integer,
	CONSTRAINT "instalments_status_check" CHECK ("status" IN ('scheduled', 'due', 'paid', 'void')),
	CONSTRAINT "instalments_amount_check" CHECK ("amount_kobo" > 0)
);--> statement-breakpoint
CREATE UNIQUE INDEX "instalments_proposal_seq_key" ON "instalments" USING btree ("proposal_id", "seq");--> statement-breakpoint
CREATE INDEX "instalments_request_idx" ON "instalments" USING btree ("request_id");--> statement-breakpoint
CREATE TABLE "document_counters" (
	"kind" text NOT NULL,
	"year" integer NOT NULL,
	"last" integer NOT NULL,
	CONSTRAINT "document_counters_pkey" PRIMARY KEY ("kind", "year")
);--> statement-breakpoint
CREATE TABLE "billing_documents" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"number" text NOT NULL,
	"user_id" integer NOT NULL REFERENCES "users"("id") ON DELETE cascade,
	"issued_at" timestamp with time zone DEFAULT now() NOT NULL,
	"request_id" integer REFERENCES "service_requests"("id") ON DELETE set null,
	"proposal_id" integer REFERENCES "proposals"("id") ON DELETE set null,
	"instalment_id" integer REFERENCES "instalments"("id") ON DELETE set null,
	"payment_id" integer REFERENCES "payments"("id") ON DELETE set null,
	"refund_id" integer,
	"description" text NOT NULL,
	"net_kobo" integer NOT NULL,
	"vat_kobo" integer NOT NULL,
	"total_kobo" integer NOT NULL,
	"data" jsonb NOT NULL,
	"pdf" bytea NOT NULL,
	CONSTRAINT "billing_documents_kind_check" CHECK ("kind" IN ('invoice', 'receipt', 'credit_note')),
	CONSTRAINT "billing_documents_sum_check" CHECK ("net_kobo" + "vat_kobo" = "total_kobo")
);--> statement-breakpoint
CREATE UNIQUE INDEX "billing_documents_number_key" ON "billing_documents" USING btree ("number");--> statement-breakpoint
CREATE INDEX "billing_documents_user_idx" ON "billing_documents" USING btree ("user_id");--> statement-breakpoint
CREATE TABLE "refunds" (
	"id" serial PRIMARY KEY NOT NULL,
	"payment_id" integer NOT NULL REFERENCES "payments"("id") ON DELETE cascade,
	"user_id" integer NOT NULL REFERENCES "users"("id") ON DELETE cascade,
	"amount_kobo" integer NOT NULL,
	"reason" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"provider_refund_id" text,
	"failure_reason" text,
	"created_by" integer REFERENCES "users"("id") ON DELETE set null,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"processed_at" timestamp with time zone,
	"credit_note_id" integer REFERENCES "billing_documents"("id") ON DELETE set null,
	CONSTRAINT "refunds_status_check" CHECK ("status" IN ('pending', 'processed', 'failed')),
	CONSTRAINT "refunds_amount_check" CHECK ("amount_kobo" > 0)
);--> statement-breakpoint
CREATE INDEX "refunds_payment_idx" ON "refunds" USING btree ("payment_id");--> statement-breakpoint
ALTER TABLE "billing_documents" ADD CONSTRAINT "billing_documents_refund_fk" FOREIGN KEY ("refund_id") REFERENCES "refunds"("id") ON DELETE set null;--> statement-breakpoint
ALTER TABLE "instalments" ADD CONSTRAINT "instalments_invoice_fk" FOREIGN KEY ("invoice_id") REFERENCES "billing_documents"("id") ON DELETE set null;--> statement-breakpoint
ALTER TABLE "instalments" ADD CONSTRAINT "instalments_receipt_fk" FOREIGN KEY ("receipt_id") REFERENCES "billing_documents"("id") ON DELETE set null;--> statement-breakpoint
-- The instalments an intent prices (its amount is theirs, discounted as the cart is); Paystack's channel once paid.
ALTER TABLE "payments" ADD COLUMN "instalment_ids" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "channel" text;
