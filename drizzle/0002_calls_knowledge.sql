CREATE TABLE "calls" (
	"id" uuid PRIMARY KEY NOT NULL,
	"tenant_id" uuid NOT NULL,
	"caller_number" text,
	"caller_hash" text,
	"called_number" text,
	"direction" text DEFAULT 'inbound' NOT NULL,
	"status" text DEFAULT 'in_progress' NOT NULL,
	"outcome" text,
	"duration_seconds" integer,
	"sentiment" text,
	"summary" text,
	"had_error" boolean DEFAULT false NOT NULL,
	"transcript" jsonb,
	"callback_requested" boolean DEFAULT false NOT NULL,
	"callback_resolved_at" timestamp (3) with time zone,
	"team_note" text,
	"started_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"ended_at" timestamp (3) with time zone,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "calls_direction_check" CHECK ("calls"."direction" in ('inbound','outbound')),
	CONSTRAINT "calls_status_check" CHECK ("calls"."status" in ('in_progress','completed','missed','failed')),
	CONSTRAINT "calls_outcome_check" CHECK ("calls"."outcome" is null or "calls"."outcome" in ('booked','answered_faq','transferred','callback','hung_up','failed','no_action')),
	CONSTRAINT "calls_sentiment_check" CHECK ("calls"."sentiment" is null or "calls"."sentiment" in ('positive','neutral','negative'))
);
--> statement-breakpoint
CREATE TABLE "knowledge_documents" (
	"id" uuid PRIMARY KEY NOT NULL,
	"tenant_id" uuid NOT NULL,
	"title" text NOT NULL,
	"source" text NOT NULL,
	"mime_type" text DEFAULT 'text/plain' NOT NULL,
	"size_bytes" integer DEFAULT 0 NOT NULL,
	"content" text NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "calls" ADD CONSTRAINT "calls_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "knowledge_documents" ADD CONSTRAINT "knowledge_documents_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "calls_tenant_created_idx" ON "calls" USING btree ("tenant_id","created_at","id");--> statement-breakpoint
CREATE INDEX "calls_tenant_caller_hash_idx" ON "calls" USING btree ("tenant_id","caller_hash","started_at");--> statement-breakpoint
CREATE INDEX "knowledge_documents_tenant_idx" ON "knowledge_documents" USING btree ("tenant_id","created_at","id");