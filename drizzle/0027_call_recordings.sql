CREATE TABLE "call_recordings" (
	"id" uuid PRIMARY KEY NOT NULL,
	"tenant_id" uuid NOT NULL,
	"call_id" uuid NOT NULL,
	"provider_recording_id" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"storage_key" text,
	"content_type" text,
	"size_bytes" integer,
	"duration_seconds" integer,
	"failure" text,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"stored_at" timestamp (3) with time zone,
	"purged_at" timestamp (3) with time zone,
	CONSTRAINT "call_recordings_status_chk" CHECK ("call_recordings"."status" in ('pending', 'stored', 'failed', 'absent', 'purged'))
);
--> statement-breakpoint
CREATE INDEX "call_recordings_tenant_idx" ON "call_recordings" USING btree ("tenant_id");--> statement-breakpoint
CREATE UNIQUE INDEX "call_recordings_call_uq" ON "call_recordings" USING btree ("call_id");--> statement-breakpoint
CREATE UNIQUE INDEX "call_recordings_provider_uq" ON "call_recordings" USING btree ("provider_recording_id");