-- Issue 25 (Paystack half), after 0014_billing: refunds settled by Paystack's events, and requests a client removed
-- from their own list while the agency keeps the record.
-- Paystack's refund.processed / refund.failed events carry no id of ours, only the transaction's reference, the
-- amount and the refund's own reference: it is stored, so the same event delivered twice settles nothing twice.
ALTER TABLE "refunds" ADD COLUMN "provider_refund_reference" text;--> statement-breakpoint
CREATE UNIQUE INDEX "refunds_provider_reference_key" ON "refunds" USING btree ("payment_id", "provider_refund_reference");--> statement-breakpoint
-- A paid request the client deleted from their list: hidden from them, kept for the agency (its payment and documents stay).
ALTER TABLE "service_requests" ADD COLUMN "client_hidden_at" timestamp with time zone;
