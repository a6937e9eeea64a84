CREATE TABLE "sms_opt_outs" (
	"id" uuid PRIMARY KEY NOT NULL,
	"tenant_id" uuid NOT NULL,
	"phone" text NOT NULL,
	"source" text NOT NULL,
	"keyword" text NOT NULL,
	"opted_out_at" timestamp (3) with time zone NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sms_messages" DROP CONSTRAINT "sms_messages_status_check";--> statement-breakpoint
ALTER TABLE "sms_opt_outs" ADD CONSTRAINT "sms_opt_outs_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "sms_opt_outs_tenant_phone_unique" ON "sms_opt_outs" USING btree ("tenant_id","phone");--> statement-breakpoint
CREATE INDEX "sms_opt_outs_tenant_idx" ON "sms_opt_outs" USING btree ("tenant_id","opted_out_at");--> statement-breakpoint
ALTER TABLE "sms_messages" ADD CONSTRAINT "sms_messages_status_check" CHECK ("sms_messages"."status" in ('queued','sent','failed','skipped_quota','skipped_opt_out'));