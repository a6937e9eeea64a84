CREATE TABLE "calendar_connections" (
	"id" uuid PRIMARY KEY NOT NULL,
	"tenant_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"account" text,
	"refresh_token_sealed" text NOT NULL,
	"access_token_sealed" text,
	"access_token_expires_at" timestamp (3) with time zone,
	"created_by" uuid,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "calendar_subscriptions" ADD COLUMN "connection_id" uuid;--> statement-breakpoint
ALTER TABLE "calendar_subscriptions" ADD COLUMN "remote_calendar_id" text;--> statement-breakpoint
ALTER TABLE "calendar_subscriptions" ADD COLUMN "writable" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "calendar_subscriptions" ADD COLUMN "sync_token" text;--> statement-breakpoint
ALTER TABLE "calendar_connections" ADD CONSTRAINT "calendar_connections_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "calendar_connections_tenant_idx" ON "calendar_connections" USING btree ("tenant_id","created_at");--> statement-breakpoint
ALTER TABLE "calendar_subscriptions" ADD CONSTRAINT "calendar_subscriptions_connection_id_calendar_connections_id_fk" FOREIGN KEY ("connection_id") REFERENCES "public"."calendar_connections"("id") ON DELETE cascade ON UPDATE no action;