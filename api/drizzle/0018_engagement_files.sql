-- Issue 26, second part: files and deliverables on an engagement (a client's service request), the client's
-- reviews of deliverables, stages that need approval, the revision allowance, the notification centre's notices,
-- assignment of an engagement to a staff member, and staff members' saved views of the requests list.

-- A file either side uploaded to an engagement. Its bytes live in the file store (disk or S3) under storage_key;
-- the row is written only after the bytes are stored whole, so a cut upload leaves no row. message_id is the
-- message it was sent with (null until then). A staff file with deliverable_stage is that stage's deliverable,
-- round 1, 2, … for successive deliverables of the same stage.
CREATE TABLE "request_files" (
	"id" serial PRIMARY KEY NOT NULL,
	"request_id" integer NOT NULL REFERENCES "service_requests"("id") ON DELETE cascade,
	"uploader_id" integer REFERENCES "users"("id") ON DELETE set null,
	"from_staff" boolean NOT NULL,
	"name" text NOT NULL,
	"media_type" text NOT NULL,
	"size" integer NOT NULL CHECK ("size" > 0),
	"sha256" text NOT NULL,
	"storage_key" text NOT NULL UNIQUE,
	"message_id" integer REFERENCES "request_messages"("id") ON DELETE set null,
	"deliverable_stage" text,
	"round" integer CHECK ("round" IS NULL OR "round" > 0),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
CREATE INDEX "request_files_request_idx" ON "request_files" USING btree ("request_id","id");--> statement-breakpoint
CREATE INDEX "request_files_message_idx" ON "request_files" USING btree ("message_id");--> statement-breakpoint
-- The client's answer to a deliverable: one per deliverable (a review closes its round).
CREATE TABLE "file_reviews" (
	"id" serial PRIMARY KEY NOT NULL,
	"file_id" integer NOT NULL UNIQUE REFERENCES "request_files"("id") ON DELETE cascade,
	"reviewer_id" integer REFERENCES "users"("id") ON DELETE set null,
	"decision" text NOT NULL CHECK ("decision" IN ('approved', 'changes')),
	"comment" text DEFAULT '' NOT NULL,
	"round" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
-- The stages that need the client's approval of a deliverable before they complete, and the rounds of revisions
-- per deliverable (null: unlimited; 2 is the Basic package's).
ALTER TABLE "projects" ADD COLUMN "approval_stages" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "revision_rounds" integer DEFAULT 2;--> statement-breakpoint
-- A notice in one reader's notification centre (the client, or one staff member).
CREATE TABLE "notices" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL REFERENCES "users"("id") ON DELETE cascade,
	"request_id" integer NOT NULL REFERENCES "service_requests"("id") ON DELETE cascade,
	"kind" text NOT NULL,
	"text" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"read_at" timestamp with time zone
);--> statement-breakpoint
CREATE INDEX "notices_user_idx" ON "notices" USING btree ("user_id","id");--> statement-breakpoint
ALTER TABLE "service_requests" ADD COLUMN "assignee_id" integer REFERENCES "users"("id") ON DELETE set null;--> statement-breakpoint
CREATE TABLE "office_views" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL REFERENCES "users"("id") ON DELETE cascade,
	"name" text NOT NULL,
	"query" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "office_views_user_name_key" UNIQUE("user_id","name")
);--> statement-breakpoint
-- Progress is derived from the stages from now on (src/projects/progress.ts, never typed): 100 when done, else the
-- share of stages before the current one (at least 1). The projects there are take it now.
UPDATE "projects" SET "levels" = CASE
	WHEN "is_done" THEN 100
	WHEN cardinality("stages") = 0 THEN 1
	ELSE greatest(1, round(100.0 * (coalesce(array_position("stages", "current_stage"), 1) - 1) / cardinality("stages")))::integer
END;
