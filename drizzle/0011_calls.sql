CREATE TABLE "calendar_subscriptions" (
	"id" uuid PRIMARY KEY NOT NULL,
	"tenant_id" uuid NOT NULL,
	"name" text NOT NULL,
	"url" text NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "follow_ups" (
	"id" uuid PRIMARY KEY NOT NULL,
	"tenant_id" uuid NOT NULL,
	"call_id" uuid NOT NULL,
	"caller_number" text,
	"reason" text,
	"urgent" boolean DEFAULT false NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"resolved_at" timestamp (3) with time zone,
	"resolved_by_user_id" uuid,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "follow_ups_status_check" CHECK ("follow_ups"."status" in ('open','done'))
);
--> statement-breakpoint
CREATE TABLE "missed_questions" (
	"id" uuid PRIMARY KEY NOT NULL,
	"tenant_id" uuid NOT NULL,
	"call_id" uuid,
	"question" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"answer" text,
	"resolved_at" timestamp (3) with time zone,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "missed_questions_status_check" CHECK ("missed_questions"."status" in ('open','resolved'))
);
--> statement-breakpoint
CREATE TABLE "sms_messages" (
	"id" uuid PRIMARY KEY NOT NULL,
	"tenant_id" uuid NOT NULL,
	"outbox_message_id" uuid,
	"to" text NOT NULL,
	"body" text NOT NULL,
	"kind" text NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"provider" text NOT NULL,
	"provider_ref" text,
	"error" text,
	"period" text,
	"sent_at" timestamp (3) with time zone,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sms_messages_status_check" CHECK ("sms_messages"."status" in ('queued','sent','failed','skipped_quota'))
);
--> statement-breakpoint
ALTER TABLE "calls" ADD COLUMN "message_text" text;--> statement-breakpoint
ALTER TABLE "calls" ADD COLUMN "message_urgent" boolean;--> statement-breakpoint
ALTER TABLE "calls" ADD COLUMN "transcript_purged_at" timestamp (3) with time zone;--> statement-breakpoint
ALTER TABLE "calendar_subscriptions" ADD CONSTRAINT "calendar_subscriptions_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "follow_ups" ADD CONSTRAINT "follow_ups_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "follow_ups" ADD CONSTRAINT "follow_ups_call_id_calls_id_fk" FOREIGN KEY ("call_id") REFERENCES "public"."calls"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "missed_questions" ADD CONSTRAINT "missed_questions_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "missed_questions" ADD CONSTRAINT "missed_questions_call_id_calls_id_fk" FOREIGN KEY ("call_id") REFERENCES "public"."calls"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sms_messages" ADD CONSTRAINT "sms_messages_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "calendar_subscriptions_tenant_idx" ON "calendar_subscriptions" USING btree ("tenant_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "calendar_subscriptions_tenant_url_unique" ON "calendar_subscriptions" USING btree ("tenant_id","url");--> statement-breakpoint
CREATE UNIQUE INDEX "follow_ups_call_unique" ON "follow_ups" USING btree ("call_id");--> statement-breakpoint
CREATE INDEX "follow_ups_tenant_status_idx" ON "follow_ups" USING btree ("tenant_id","status","created_at");--> statement-breakpoint
CREATE INDEX "missed_questions_tenant_status_idx" ON "missed_questions" USING btree ("tenant_id","status","created_at");--> statement-breakpoint
CREATE INDEX "sms_messages_tenant_idx" ON "sms_messages" USING btree ("tenant_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "sms_messages_outbox_unique" ON "sms_messages" USING btree ("outbox_message_id");--> statement-breakpoint
CREATE INDEX "calls_tenant_started_idx" ON "calls" USING btree ("tenant_id","started_at");