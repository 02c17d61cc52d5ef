-- Consultations (issues 24 and 27). A booking's date and time were stored as the visitor's text (the spec's long
-- date "Friday, November 27, 2026" and "10:00"), parsed back with a regex for the calendar. They become a date, a
-- time and a time zone on a consultation of their own, with its instants (for the one-booking-per-slot rule and
-- the reminders), its meeting mode, host, status, calendar UID and SEQUENCE, and its hashed manage token.
CREATE TABLE "consultation_settings" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"time_zone" text DEFAULT 'Africa/Lagos' NOT NULL,
	"working_hours" jsonb DEFAULT '[{"weekday":1,"start":"09:00","end":"17:00"},{"weekday":2,"start":"09:00","end":"17:00"},{"weekday":3,"start":"09:00","end":"17:00"},{"weekday":4,"start":"09:00","end":"17:00"},{"weekday":5,"start":"09:00","end":"17:00"}]'::jsonb NOT NULL,
	"slot_minutes" integer DEFAULT 30 NOT NULL,
	"buffer_minutes" integer DEFAULT 0 NOT NULL,
	"notice_hours" integer DEFAULT 24 NOT NULL,
	"weeks_ahead" integer DEFAULT 8 NOT NULL,
	"video_room_link" text DEFAULT '' NOT NULL,
	"office_address" text DEFAULT '' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "consultation_settings_one_row" CHECK ("id" = 1),
	CONSTRAINT "consultation_settings_time_zone_check" CHECK ("time_zone" = 'Africa/Lagos')
);--> statement-breakpoint
INSERT INTO "consultation_settings" ("id") VALUES (1);--> statement-breakpoint
CREATE TABLE "consultations" (
	"id" serial PRIMARY KEY NOT NULL,
	"request_id" integer NOT NULL REFERENCES "service_requests"("id") ON DELETE cascade,
	"day" date NOT NULL,
	"start_time" time NOT NULL,
	"time_zone" text DEFAULT 'Africa/Lagos' NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"held_until" timestamp with time zone NOT NULL,
	"mode" text DEFAULT 'video' NOT NULL,
	"meeting_link" text DEFAULT '' NOT NULL,
	"host_id" integer REFERENCES "users"("id") ON DELETE set null,
	"status" text DEFAULT 'booked' NOT NULL,
	"uid" text DEFAULT gen_random_uuid()::text NOT NULL,
	"sequence" integer DEFAULT 0 NOT NULL,
	"reminded_24h_at" timestamp with time zone,
	"reminded_1h_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"cancel_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "consultations_mode_check" CHECK ("mode" in ('office', 'phone', 'video')),
	CONSTRAINT "consultations_status_check" CHECK ("status" in ('booked', 'cancelled', 'clash')),
	CONSTRAINT "consultations_instants_check" CHECK ("starts_at" < "ends_at" AND "ends_at" <= "held_until")
);--> statement-breakpoint
CREATE UNIQUE INDEX "consultations_request_key" ON "consultations" USING btree ("request_id");--> statement-breakpoint
CREATE UNIQUE INDEX "consultations_uid_key" ON "consultations" USING btree ("uid");--> statement-breakpoint
-- The reschedule/cancel links' tokens, stored as SHA-256. Each email about a consultation carries a valid one; a
-- reschedule revokes them all (the old links stop working) and issues a new one; a cancelled consultation's
-- tokens still show it, and change nothing.
CREATE TABLE "consultation_tokens" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"consultation_id" integer NOT NULL REFERENCES "consultations"("id") ON DELETE cascade,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"revoked_at" timestamp with time zone
);--> statement-breakpoint
CREATE INDEX "consultation_tokens_consultation_idx" ON "consultation_tokens" USING btree ("consultation_id");--> statement-breakpoint
CREATE INDEX "consultations_starts_idx" ON "consultations" USING btree ("starts_at");--> statement-breakpoint
-- The data step: each request's text is read once. A long date ("Friday, November 27, 2026", "Nov 27 2026") and a
-- time ("10:00", "2:30 PM", "9 am") in WAT make a 30-minute consultation; a text that names no real day or time
-- keeps its words in the request's message instead, so nothing the client wrote is lost.
DO $$
DECLARE
	r record;
	d text[];
	t text[];
	months text[] := ARRAY['january','february','march','april','may','june','july','august','september','october','november','december'];
	m integer;
	hh integer;
	mm integer;
	the_day date;
	the_time time;
	starts timestamptz;
BEGIN
	FOR r IN SELECT "id", "booking_date", "booking_time", "created_at" FROM "service_requests" WHERE "booking_date" <> '' OR "booking_time" <> '' ORDER BY "id" LOOP
		the_day := NULL;
		the_time := NULL;
		d := regexp_match(btrim(r."booking_date"), '^(?:[A-Za-z]+,?\s+)?([A-Za-z]+)\.?\s+(\d{1,2}),?\s+(\d{4})$');
		t := regexp_match(btrim(r."booking_time"), '^(\d{1,2})(?:[:.](\d{2}))?\s*([apAP]\.?[mM]\.?)?$');
		IF d IS NOT NULL AND t IS NOT NULL THEN
			m := NULL;
			FOR i IN 1..12 LOOP
				IF months[i] = lower(d[1]) OR (length(d[1]) >= 3 AND months[i] LIKE lower(d[1]) || '%') THEN
					m := i;
					EXIT;
				END IF;
			END LOOP;
			hh := t[1]::integer;
			mm := coalesce(t[2], '0')::integer;
			IF t[3] IS NOT NULL THEN
				IF hh BETWEEN 1 AND 12 THEN
					hh := (hh % 12) + CASE WHEN lower(left(t[3], 1)) = 'p' THEN 12 ELSE 0 END;
				ELSE
					hh := 99;
				END IF;
			END IF;
			IF m IS NOT NULL AND hh <= 23 AND mm <= 59 THEN
				BEGIN
					the_day := make_date(d[3]::integer, m, d[2]::integer);
					the_time := make_time(hh, mm, 0);
				EXCEPTION WHEN others THEN
					the_day := NULL;
				END;
			END IF;
		END IF;
		IF the_day IS NOT NULL THEN
			starts := (the_day + the_time) AT TIME ZONE 'Africa/Lagos';
			INSERT INTO "consultations" ("request_id", "day", "start_time", "starts_at", "ends_at", "held_until", "created_at", "sequence")
			VALUES (r."id", the_day, the_time, starts, starts + interval '30 minutes', starts + interval '30 minutes', r."created_at", 0);
		ELSE
			UPDATE "service_requests"
			SET "message" = "message" || CASE WHEN "message" = '' THEN '' ELSE E'\n\n' END || '(Asked for: ' || btrim("booking_date" || ' ' || "booking_time") || ')'
			WHERE "id" = r."id";
		END IF;
	END LOOP;
END $$;--> statement-breakpoint
-- Bookings taken before the API checked slots may share a time: the first booked keeps it, the others are
-- flagged 'clash' (still on the calendar, for staff to move), so the rule below can hold from now on.
UPDATE "consultations" AS c SET "status" = 'clash'
WHERE EXISTS (
	SELECT 1 FROM "consultations" AS e
	WHERE e."id" < c."id" AND e."starts_at" < c."held_until" AND c."starts_at" < e."held_until"
);--> statement-breakpoint
-- One booking per slot, enforced by the database under concurrent requests: no two booked consultations'
-- held times (start to end plus buffer) overlap. A cancelled one frees its time.
ALTER TABLE "consultations" ADD CONSTRAINT "consultations_no_overlap" EXCLUDE USING gist (tstzrange("starts_at", "held_until") WITH &&) WHERE ("status" = 'booked');--> statement-breakpoint
ALTER TABLE "service_requests" DROP COLUMN "booking_date";--> statement-breakpoint
ALTER TABLE "service_requests" DROP COLUMN "booking_time";--> statement-breakpoint
CREATE TABLE "consultation_blocks" (
	"id" serial PRIMARY KEY NOT NULL,
	"day" date NOT NULL,
	"start_time" time,
	"end_day" date NOT NULL,
	"end_time" time,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"reason" text NOT NULL,
	"created_by" integer REFERENCES "users"("id") ON DELETE set null,
	"created_by_email" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "consultation_blocks_range_check" CHECK ("starts_at" < "ends_at")
);--> statement-breakpoint
CREATE INDEX "consultation_blocks_range_idx" ON "consultation_blocks" USING btree ("starts_at", "ends_at");
