CREATE TABLE "calendar_sandbox_events" (
	"id" uuid PRIMARY KEY NOT NULL,
	"request_id" text NOT NULL,
	"summary" text NOT NULL,
	"description" text,
	"start_at" timestamp (3) with time zone NOT NULL,
	"end_at" timestamp (3) with time zone NOT NULL,
	"attendees" jsonb NOT NULL,
	"video_link" text NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "demo_bookings" ADD COLUMN "calendar_provider" text;--> statement-breakpoint
ALTER TABLE "demo_bookings" ADD COLUMN "calendar_event_id" text;--> statement-breakpoint
CREATE UNIQUE INDEX "calendar_sandbox_events_request_unique" ON "calendar_sandbox_events" USING btree ("request_id");--> statement-breakpoint
CREATE INDEX "calendar_sandbox_events_start_idx" ON "calendar_sandbox_events" USING btree ("start_at");