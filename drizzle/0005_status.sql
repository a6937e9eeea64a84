CREATE TABLE "concierge_leads" (
	"id" uuid PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"name" text,
	"email" "citext" NOT NULL,
	"phone" text,
	"business_name" text NOT NULL,
	"business_type" text,
	"language" text NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "concierge_leads_kind_check" CHECK ("concierge_leads"."kind" in ('demo_call'))
);
--> statement-breakpoint
CREATE TABLE "concierge_used_challenges" (
	"challenge_id" text PRIMARY KEY NOT NULL,
	"expires_at" timestamp (3) with time zone NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "demo_bookings" (
	"id" uuid PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"email" "citext" NOT NULL,
	"company" text,
	"phone" text,
	"notes" text,
	"language" text NOT NULL,
	"start_at" timestamp (3) with time zone NOT NULL,
	"end_at" timestamp (3) with time zone NOT NULL,
	"status" text DEFAULT 'requested' NOT NULL,
	"calendar_status" text NOT NULL,
	"video_link" text,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "demo_bookings_status_check" CHECK ("demo_bookings"."status" in ('requested','cancelled')),
	CONSTRAINT "demo_bookings_calendar_status_check" CHECK ("demo_bookings"."calendar_status" in ('held','record_only'))
);
--> statement-breakpoint
CREATE TABLE "support_tickets" (
	"id" uuid PRIMARY KEY NOT NULL,
	"email" "citext" NOT NULL,
	"name" text,
	"subject" text,
	"message" text NOT NULL,
	"language" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"source" text DEFAULT 'concierge' NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "support_tickets_status_check" CHECK ("support_tickets"."status" in ('open','closed'))
);
--> statement-breakpoint
CREATE TABLE "deploy_events" (
	"id" uuid PRIMARY KEY NOT NULL,
	"version" text NOT NULL,
	"environment" text NOT NULL,
	"status" text NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "provider_events" (
	"id" uuid PRIMARY KEY NOT NULL,
	"provider" text NOT NULL,
	"kind" text NOT NULL,
	"detail" text,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "provider_events_kind_check" CHECK ("provider_events"."kind" in ('downtime','fallback','recovered'))
);
--> statement-breakpoint
CREATE TABLE "status_incident_updates" (
	"id" uuid PRIMARY KEY NOT NULL,
	"incident_id" uuid NOT NULL,
	"status" text NOT NULL,
	"message" text NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "status_incident_updates_status_check" CHECK ("status_incident_updates"."status" in ('investigating','identified','monitoring','resolved'))
);
--> statement-breakpoint
CREATE TABLE "status_incidents" (
	"id" uuid PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"status" text NOT NULL,
	"impact" text NOT NULL,
	"components" text[] NOT NULL,
	"auto_opened" boolean DEFAULT false NOT NULL,
	"created_by" uuid,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"resolved_at" timestamp (3) with time zone,
	CONSTRAINT "status_incidents_status_check" CHECK ("status_incidents"."status" in ('investigating','identified','monitoring','resolved')),
	CONSTRAINT "status_incidents_impact_check" CHECK ("status_incidents"."impact" in ('minor','major','critical')),
	CONSTRAINT "status_incidents_components_check" CHECK (cardinality("status_incidents"."components") > 0 and "status_incidents"."components" <@ array['api','voice','sms','dashboard','webhooks']::text[]),
	CONSTRAINT "status_incidents_resolved_check" CHECK (("status_incidents"."status" = 'resolved') = ("status_incidents"."resolved_at" is not null))
);
--> statement-breakpoint
CREATE TABLE "status_subscriptions" (
	"id" uuid PRIMARY KEY NOT NULL,
	"email" "citext" NOT NULL,
	"components" text[] DEFAULT '{}'::text[] NOT NULL,
	"language" text DEFAULT 'pl' NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"pending_jti" text,
	"confirmed_at" timestamp (3) with time zone,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "status_subscriptions_status_check" CHECK ("status_subscriptions"."status" in ('pending','confirmed')),
	CONSTRAINT "status_subscriptions_language_check" CHECK ("status_subscriptions"."language" in ('pl','en'))
);
--> statement-breakpoint
ALTER TABLE "status_incident_updates" ADD CONSTRAINT "status_incident_updates_incident_id_status_incidents_id_fk" FOREIGN KEY ("incident_id") REFERENCES "public"."status_incidents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "concierge_leads_created_at_idx" ON "concierge_leads" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "concierge_used_challenges_expires_at_idx" ON "concierge_used_challenges" USING btree ("expires_at");--> statement-breakpoint
CREATE UNIQUE INDEX "demo_bookings_start_unique" ON "demo_bookings" USING btree ("start_at") WHERE "demo_bookings"."status" = 'requested';--> statement-breakpoint
CREATE INDEX "support_tickets_created_at_idx" ON "support_tickets" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "deploy_events_created_at_idx" ON "deploy_events" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "provider_events_created_at_idx" ON "provider_events" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "status_incident_updates_incident_idx" ON "status_incident_updates" USING btree ("incident_id","created_at");--> statement-breakpoint
CREATE INDEX "status_incidents_open_idx" ON "status_incidents" USING btree ("created_at") WHERE "status_incidents"."resolved_at" is null;--> statement-breakpoint
CREATE INDEX "status_incidents_created_at_idx" ON "status_incidents" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "status_subscriptions_email_unique" ON "status_subscriptions" USING btree ("email");