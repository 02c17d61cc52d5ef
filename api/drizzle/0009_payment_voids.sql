-- Why an intent was voided (its items re-quoted or declined) or refunded because its price had changed.
ALTER TABLE "payments" ADD COLUMN "void_reason" text;
--> statement-breakpoint
-- Paystack's last answer for a reference that delivered nothing, remembered briefly so verify does not ask again on every call.
ALTER TABLE "payments" ADD COLUMN "provider_answer" text;
--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "provider_answered_at" timestamp with time zone;
--> statement-breakpoint
-- Intents from before intents expired had no expiry: they get the 30 minutes every intent has had since
-- (PAYMENT_INTENT_MINUTES' default), so an abandoned checkout reads "expired", never "pending" forever.
UPDATE "payments" SET "expires_at" = "created_at" + interval '30 minutes' WHERE "expires_at" IS NULL;
