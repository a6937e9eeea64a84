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
ALTER TABLE "concierge_demo_calls" ADD CONSTRAINT "concierge_demo_calls_session_id_voice_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."voice_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "concierge_demo_calls" ADD CONSTRAINT "concierge_demo_calls_lead_id_concierge_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."concierge_leads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "concierge_demo_tenant" ADD CONSTRAINT "concierge_demo_tenant_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "concierge_demo_calls_expires_idx" ON "concierge_demo_calls" USING btree ("expires_at");