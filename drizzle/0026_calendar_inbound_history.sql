CREATE TABLE "appointment_history" (
	"id" uuid PRIMARY KEY NOT NULL,
	"tenant_id" uuid NOT NULL,
	"appointment_id" uuid NOT NULL,
	"at" timestamp (3) with time zone NOT NULL,
	"action" text NOT NULL,
	"source" text NOT NULL,
	"source_id" uuid,
	"source_name" text NOT NULL,
	"message" text NOT NULL,
	"message_pl" text NOT NULL,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL
);
--> statement-breakpoint
ALTER TABLE "calendar_event_links" ADD COLUMN "start_at" timestamp (3) with time zone;--> statement-breakpoint
ALTER TABLE "calendar_event_links" ADD COLUMN "end_at" timestamp (3) with time zone;--> statement-breakpoint
ALTER TABLE "appointment_history" ADD CONSTRAINT "appointment_history_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointment_history" ADD CONSTRAINT "appointment_history_appointment_id_appointments_id_fk" FOREIGN KEY ("appointment_id") REFERENCES "public"."appointments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "appointment_history_appointment_idx" ON "appointment_history" USING btree ("tenant_id","appointment_id","at");