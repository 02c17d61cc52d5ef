-- Accounts from before this migration cannot be told apart (guest sign-up or set-up link), so they keep working as verified.
ALTER TABLE "users" ADD COLUMN "email_verified_at" timestamp with time zone;
--> statement-breakpoint
UPDATE "users" SET "email_verified_at" = "created_at";
--> statement-breakpoint
-- A guest booking naming a registered email waits here (null) until the address's owner confirms it.
ALTER TABLE "service_requests" ADD COLUMN "confirmed_at" timestamp with time zone DEFAULT now();
--> statement-breakpoint
ALTER TABLE "account_tokens" ADD COLUMN "request_id" integer;
--> statement-breakpoint
ALTER TABLE "account_tokens" ADD CONSTRAINT "account_tokens_request_id_service_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."service_requests"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "expires_at" timestamp with time zone;
--> statement-breakpoint
DROP TABLE "login_failures";
--> statement-breakpoint
CREATE TABLE "login_throttle" (
	"key" text PRIMARY KEY NOT NULL,
	"failures" integer DEFAULT 0 NOT NULL,
	"window_start" timestamp with time zone NOT NULL,
	"blocked_until" timestamp with time zone,
	"last_success_at" timestamp with time zone
);
