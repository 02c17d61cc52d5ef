-- Storage stops keeping the wire format's quirks; the views make the wire format (portal/views.ts, accounts/views.ts).
--
-- Money: service_requests.price becomes an integer of whole naira (quotes are whole naira; the cart discount
-- reads each price as an integer; kobo exist only on payments.amount_kobo, for Paystack). Whether a request is
-- paid is paid_at, no longer a 'paid' price marker, so the price stays known after payment.
ALTER TABLE "service_requests" ADD COLUMN "price_naira" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- A price string is read as the cart discount reads it: its leading digits, anything else 0.
UPDATE "service_requests" SET "price_naira" = coalesce(substring(trim("price") from '^\+?[0-9]{1,9}')::integer, 0) WHERE "price" <> 'paid';--> statement-breakpoint
-- A paid request: paid_at stays (or, if it was never recorded, its creation stands in for it).
UPDATE "service_requests" SET "paid_at" = coalesce("paid_at", "created_at") WHERE "price" = 'paid';--> statement-breakpoint
-- Its amount was overwritten by the marker; a payment for that request alone still holds it (a cart of several was discounted, so those stay 0).
UPDATE "service_requests" AS r SET "price_naira" = p."amount_kobo" / 100
  FROM "payments" AS p
  WHERE r."price" = 'paid' AND p."kind" = 'requests' AND p."status" = 'paid' AND p."user_id" = r."user_id" AND p."item_ids" = jsonb_build_array(r."id");--> statement-breakpoint
ALTER TABLE "service_requests" DROP COLUMN "price";--> statement-breakpoint
ALTER TABLE "service_requests" RENAME COLUMN "price_naira" TO "price";--> statement-breakpoint
ALTER TABLE "service_requests" ADD CONSTRAINT "service_requests_price_check" CHECK ("service_requests"."price" >= 0);--> statement-breakpoint
-- Status: a checked text column named for what it is (the wire still calls it `reference`). Labels are matched
-- regardless of case and spaces; a label outside the agency's five becomes Pending.
ALTER TABLE "service_requests" RENAME COLUMN "reference" TO "status";--> statement-breakpoint
UPDATE "service_requests" SET "status" = CASE lower(trim("status"))
  WHEN 'pending' THEN 'Pending' WHEN 'quoted' THEN 'Quoted' WHEN 'ongoing' THEN 'Ongoing' WHEN 'completed' THEN 'Completed' WHEN 'declined' THEN 'Declined'
  ELSE 'Pending' END;--> statement-breakpoint
ALTER TABLE "service_requests" ADD CONSTRAINT "service_requests_status_check" CHECK ("service_requests"."status" in ('Pending', 'Quoted', 'Ongoing', 'Completed', 'Declined'));--> statement-breakpoint
-- Stages: an array instead of a comma-joined string ('' is no stage at all).
ALTER TABLE "projects" ADD COLUMN "stages" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
UPDATE "projects" SET "stages" = string_to_array("list_stages", ',') WHERE "list_stages" <> '';--> statement-breakpoint
ALTER TABLE "projects" DROP COLUMN "list_stages";--> statement-breakpoint
-- The phone gets its own column; last_name only ever held it.
ALTER TABLE "users" ADD COLUMN "phone" text DEFAULT '' NOT NULL;--> statement-breakpoint
UPDATE "users" SET "phone" = "last_name";--> statement-breakpoint
ALTER TABLE "users" DROP COLUMN "last_name";
