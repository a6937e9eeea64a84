CREATE TABLE "voice_sessions" (
	"id" uuid PRIMARY KEY NOT NULL,
	"tenant_id" uuid NOT NULL,
	"call_id" uuid NOT NULL,
	"state" jsonb NOT NULL,
	"ended" boolean DEFAULT false NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "voice_sessions" ADD CONSTRAINT "voice_sessions_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "voice_sessions" ADD CONSTRAINT "voice_sessions_call_id_calls_id_fk" FOREIGN KEY ("call_id") REFERENCES "public"."calls"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "voice_sessions_tenant_idx" ON "voice_sessions" USING btree ("tenant_id","created_at");--> statement-breakpoint
CREATE INDEX "voice_sessions_call_idx" ON "voice_sessions" USING btree ("call_id");--> statement-breakpoint
CREATE INDEX "voice_sessions_open_idx" ON "voice_sessions" USING btree ("updated_at") WHERE "voice_sessions"."ended" = false;