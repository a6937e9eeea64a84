CREATE TABLE "calendar_busy_times" (
	"id" uuid PRIMARY KEY NOT NULL,
	"tenant_id" uuid NOT NULL,
	"subscription_id" uuid NOT NULL,
	"uid" text NOT NULL,
	"title" text NOT NULL,
	"start_at" timestamp (3) with time zone NOT NULL,
	"end_at" timestamp (3) with time zone NOT NULL,
	"all_day" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
ALTER TABLE "calendar_subscriptions" ADD COLUMN "kind" text DEFAULT 'ical' NOT NULL;--> statement-breakpoint
ALTER TABLE "calendar_subscriptions" ADD COLUMN "username" text;--> statement-breakpoint
ALTER TABLE "calendar_subscriptions" ADD COLUMN "password_sealed" text;--> statement-breakpoint
ALTER TABLE "calendar_subscriptions" ADD COLUMN "department_id" uuid;--> statement-breakpoint
ALTER TABLE "calendar_subscriptions" ADD COLUMN "last_synced_at" timestamp (3) with time zone;--> statement-breakpoint
ALTER TABLE "calendar_subscriptions" ADD COLUMN "last_fetched_at" timestamp (3) with time zone;--> statement-breakpoint
ALTER TABLE "calendar_subscriptions" ADD COLUMN "last_attempt_at" timestamp (3) with time zone;--> statement-breakpoint
ALTER TABLE "calendar_subscriptions" ADD COLUMN "last_error" text;--> statement-breakpoint
ALTER TABLE "calendar_subscriptions" ADD COLUMN "last_error_at" timestamp (3) with time zone;--> statement-breakpoint
ALTER TABLE "calendar_subscriptions" ADD COLUMN "consecutive_failures" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "calendar_subscriptions" ADD COLUMN "etag" text;--> statement-breakpoint
ALTER TABLE "calendar_subscriptions" ADD COLUMN "last_modified" text;--> statement-breakpoint
ALTER TABLE "calendar_subscriptions" ADD COLUMN "next_sync_at" timestamp (3) with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "calendar_subscriptions" ADD COLUMN "busy_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "calendar_busy_times" ADD CONSTRAINT "calendar_busy_times_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calendar_busy_times" ADD CONSTRAINT "calendar_busy_times_subscription_id_calendar_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."calendar_subscriptions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "calendar_busy_times_tenant_idx" ON "calendar_busy_times" USING btree ("tenant_id","start_at");--> statement-breakpoint
CREATE INDEX "calendar_busy_times_subscription_idx" ON "calendar_busy_times" USING btree ("subscription_id");--> statement-breakpoint
ALTER TABLE "calendar_subscriptions" ADD CONSTRAINT "calendar_subscriptions_department_id_departments_id_fk" FOREIGN KEY ("department_id") REFERENCES "public"."departments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "calendar_subscriptions_next_sync_idx" ON "calendar_subscriptions" USING btree ("next_sync_at");