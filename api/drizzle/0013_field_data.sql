-- Field data from real visitors' browsers (docs/field-data.md): one row per Core Web Vital sample and per
-- front-end error, anonymous (no user, no address, no session: the beacon carries none and nothing here could
-- hold one), kept 8 days (the field-data retention job deletes older rows). `page` is a route pattern, never an
-- address; `remote`/`remote_version` name the micro-frontend build that owned the page or raised the error.
CREATE TABLE "field_vitals" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"value" double precision NOT NULL,
	"page" text NOT NULL,
	"remote" text NOT NULL,
	"remote_version" text NOT NULL,
	"attribution" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "field_vitals_name_check" CHECK ("name" IN ('LCP', 'INP', 'CLS', 'FCP', 'TTFB'))
);--> statement-breakpoint
CREATE INDEX "field_vitals_created_idx" ON "field_vitals" USING btree ("created_at");--> statement-breakpoint
-- `fingerprint` is computed by the API from the remote, the normalised message and the top frames, never taken
-- from the client, so a client cannot merge or split groups at will.
CREATE TABLE "field_errors" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"fingerprint" text NOT NULL,
	"source" text NOT NULL,
	"message" text NOT NULL,
	"frames" text NOT NULL,
	"page" text NOT NULL,
	"remote" text NOT NULL,
	"remote_version" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "field_errors_source_check" CHECK ("source" IN ('error', 'rejection', 'boundary', 'load'))
);--> statement-breakpoint
CREATE INDEX "field_errors_created_idx" ON "field_errors" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "field_errors_fingerprint_idx" ON "field_errors" USING btree ("fingerprint", "remote_version");
