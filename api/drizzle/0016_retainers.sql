-- Issue 25 (retainers): monthly services sold as a Paystack subscription. One retainer per accepted retainer
-- proposal: its Paystack plan (one per proposal, amount in kobo, monthly), the subscription Paystack makes on the
-- first charge (code and email token, needed to disable it), its status and the last failed renewal.
CREATE TABLE "retainers" (
	"id" serial PRIMARY KEY NOT NULL,
	"proposal_id" integer NOT NULL REFERENCES "proposals"("id") ON DELETE cascade,
	"request_id" integer NOT NULL REFERENCES "service_requests"("id") ON DELETE cascade,
	"user_id" integer NOT NULL REFERENCES "users"("id") ON DELETE cascade,
	"service" text NOT NULL,
	"amount_kobo" integer NOT NULL,
	"paystack_plan_code" text,
	"subscription_code" text,
	"email_token" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"next_payment_date" timestamp with time zone,
	"last_failure" text,
	"last_failure_at" timestamp with time zone,
	"last_charge_at" timestamp with time zone,
	"started_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "retainers_status_check" CHECK ("status" IN ('pending', 'active', 'attention', 'non_renewing', 'cancelled')),
	CONSTRAINT "retainers_amount_check" CHECK ("amount_kobo" > 0)
);--> statement-breakpoint
CREATE UNIQUE INDEX "retainers_proposal_key" ON "retainers" USING btree ("proposal_id");--> statement-breakpoint
CREATE UNIQUE INDEX "retainers_plan_key" ON "retainers" USING btree ("paystack_plan_code");--> statement-breakpoint
CREATE UNIQUE INDEX "retainers_subscription_key" ON "retainers" USING btree ("subscription_code");--> statement-breakpoint
CREATE INDEX "retainers_user_idx" ON "retainers" USING btree ("user_id");--> statement-breakpoint
-- Each month's charge is a payment (the first with our reference, renewals with Paystack's): its unique reference
-- is what makes charge.success and invoice.update, in any order and delivered any number of times, issue one
-- invoice and one receipt. The Paystack invoice (INV_…) it paid is kept, so a late payment_failed for it is ignored.
ALTER TABLE "payments" ADD COLUMN "retainer_id" integer REFERENCES "retainers"("id") ON DELETE set null;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "provider_invoice_code" text;--> statement-breakpoint
CREATE INDEX "payments_retainer_idx" ON "payments" USING btree ("retainer_id");
