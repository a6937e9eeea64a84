CREATE TABLE "concierge_demo_calls" (
	"session_id" uuid PRIMARY KEY NOT NULL,
	"lead_id" uuid NOT NULL,
	"turns" integer DEFAULT 0 NOT NULL,
	"expires_at" timestamp (3) with time zone NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "concierge_demo_calls_turns_check" CHECK ("concierge_demo_calls"."turns" >= 0)
);
--> statement-breakpoint
CREATE TABLE "concierge_demo_tenant" (
	"key" text PRIMARY KEY NOT NULL,
	"tenant_id" uuid NOT NULL,
	"number" text NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "concierge_demo_tenant_key_check" CHECK ("concierge_demo_tenant"."key" = 'recepcja-demo')
);
--> statement-breakpoint
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
ALTER TABLE "concierge_demo_calls" ADD CONSTRAINT "concierge_demo_calls_session_id_voice_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."voice_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "concierge_demo_calls" ADD CONSTRAINT "concierge_demo_calls_lead_id_concierge_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."concierge_leads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "concierge_demo_tenant" ADD CONSTRAINT "concierge_demo_tenant_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "concierge_demo_calls_expires_idx" ON "concierge_demo_calls" USING btree ("expires_at");--> statement-breakpoint
CREATE UNIQUE INDEX "calendar_sandbox_events_request_unique" ON "calendar_sandbox_events" USING btree ("request_id");--> statement-breakpoint
CREATE INDEX "calendar_sandbox_events_start_idx" ON "calendar_sandbox_events" USING btree ("start_at");