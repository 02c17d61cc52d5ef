-- Issue 29: the public content (services, prices, packages, FAQs, testimonials, case studies, client logos, the
-- business's details and the pages' hero art) is one catalogue that staff edit in the office. They edit the draft
-- (one row) and publish it as a numbered version; every version is kept, and a rollback publishes an earlier
-- version's content again as a new version. The public reads the newest version. The API writes version 1 and the
-- draft from its seeded content (src/catalogue/seed-content.ts) the first time it starts on a database without them.

CREATE TABLE "catalogue_draft" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL CHECK ("id" = 1),
	"content" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer REFERENCES "users"("id") ON DELETE set null
);--> statement-breakpoint
-- case_study_dates: each published case study's slug and when its page last changed (this version's date, or the
-- earlier version's when the case study is the same there): the sitemap's <lastmod>.
CREATE TABLE "catalogue_versions" (
	"version" integer PRIMARY KEY NOT NULL CHECK ("version" > 0),
	"content" jsonb NOT NULL,
	"published_at" timestamp with time zone DEFAULT now() NOT NULL,
	"published_by" integer REFERENCES "users"("id") ON DELETE set null,
	"note" text DEFAULT '' NOT NULL,
	"rollback_of" integer REFERENCES "catalogue_versions"("version"),
	"case_study_dates" jsonb DEFAULT '{}'::jsonb NOT NULL
);--> statement-breakpoint
-- An uploaded image, converted to every width of `widths` in AVIF, WebP and JPEG; the bytes are in the file store
-- under catalogue/<id>/<width>.<avif|webp|jpg>. The row is written once every file is stored.
CREATE TABLE "catalogue_images" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"width" integer NOT NULL CHECK ("width" > 0),
	"height" integer NOT NULL CHECK ("height" > 0),
	"widths" integer[] NOT NULL,
	"created_by" integer REFERENCES "users"("id") ON DELETE set null,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
-- A counter bumped by everything that changes what an anonymous public page shows: a publish, a rollback, a
-- tutorial created, edited or finished. The site's page cache keys on it (GET /api/catalogue/version's `content`).
CREATE TABLE "site_content" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL CHECK ("id" = 1),
	"tag" bigint DEFAULT 1 NOT NULL,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
INSERT INTO "site_content" ("id") VALUES (1);
