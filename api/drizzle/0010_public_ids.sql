-- Every user gets a public id: the id the API puts on the wire (the login answer's `id`, certificate addresses
-- `{course_id}-{public id}`) instead of the sequential users.id, which let anyone walk certificate addresses and
-- harvest holders' names. 128 random bits from the database's CSPRNG, 32 hex characters. A volatile default
-- is evaluated per row when the column is added, so every existing user gets their own, and every later insert
-- gets one whichever code path creates the user.
ALTER TABLE "users" ADD COLUMN "public_id" text DEFAULT replace(gen_random_uuid()::text, '-', '') NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "users_public_id_key" ON "users" USING btree ("public_id");--> statement-breakpoint
-- The users that exist now may have certificate links out there in the old form `{course_id}-{users.id}`:
-- those still lead (rate-limited) to the new address. Users created from now on never had such links.
ALTER TABLE "users" ADD COLUMN "legacy_certificate_links" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ALTER COLUMN "legacy_certificate_links" SET DEFAULT false;
