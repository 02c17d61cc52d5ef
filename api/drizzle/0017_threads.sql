-- Issue 26: one message thread per engagement (a client's service request) between the client and the agency's
-- staff. A message is the client's or staff's (from_staff); its author is kept while the account lives (a staff
-- member deleted later shows as "The agency"). Deleting a request deletes its thread; an erasure that keeps a paid
-- request for tax deletes its thread (privacy/erasure.ts).
CREATE TABLE "request_messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"request_id" integer NOT NULL REFERENCES "service_requests"("id") ON DELETE cascade,
	"author_id" integer REFERENCES "users"("id") ON DELETE set null,
	"from_staff" boolean NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
CREATE INDEX "request_messages_request_idx" ON "request_messages" USING btree ("request_id","id");--> statement-breakpoint
-- When each reader (the client, or one staff member) last opened a thread: the other side's messages written
-- after it are unread for them.
CREATE TABLE "thread_reads" (
	"request_id" integer NOT NULL REFERENCES "service_requests"("id") ON DELETE cascade,
	"user_id" integer NOT NULL REFERENCES "users"("id") ON DELETE cascade,
	"read_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "thread_reads_pkey" PRIMARY KEY("request_id","user_id")
);--> statement-breakpoint
CREATE INDEX "thread_reads_user_idx" ON "thread_reads" USING btree ("user_id");
