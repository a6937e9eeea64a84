CREATE TABLE "billing_invoice_counters" (
	"period" text PRIMARY KEY NOT NULL,
	"last_number" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "billing_stripe_events" (
	"id" text PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"tenant_id" uuid,
	"outcome" text NOT NULL,
	"processed_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "billing_subscriptions" (
	"tenant_id" uuid PRIMARY KEY NOT NULL,
	"provider" text NOT NULL,
	"provider_customer_id" text,
	"provider_subscription_id" text,
	"checkout_session_id" text,
	"tier" text NOT NULL,
	"billing_cycle" text NOT NULL,
	"commitment_type" text DEFAULT 'none' NOT NULL,
	"commitment_end" timestamp (3) with time zone,
	"activated_at" timestamp (3) with time zone NOT NULL,
	"current_period_start" timestamp (3) with time zone,
	"current_period_end" timestamp (3) with time zone,
	"cancel_at_period_end" boolean DEFAULT false NOT NULL,
	"cancel_requested_at" timestamp (3) with time zone,
	"cancelled_at" timestamp (3) with time zone,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "billing_subscriptions_provider_check" CHECK ("billing_subscriptions"."provider" in ('sandbox','stripe')),
	CONSTRAINT "billing_subscriptions_commitment_check" CHECK ("billing_subscriptions"."commitment_type" in ('none','annual')),
	CONSTRAINT "billing_subscriptions_commitment_end_check" CHECK (("billing_subscriptions"."commitment_type" = 'annual') = ("billing_subscriptions"."commitment_end" is not null))
);
--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "net_grosz" integer;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "vat_grosz" integer;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "vat_rate_percent" integer DEFAULT 23 NOT NULL;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "provider" text;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "provider_invoice_id" text;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "provider_subscription_id" text;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "tier" text;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "billing_cycle" text;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "period_start" timestamp (3) with time zone;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "period_end" timestamp (3) with time zone;--> statement-breakpoint
ALTER TABLE "payments_sandbox_checkouts" ADD COLUMN "customer_email" text;--> statement-breakpoint
ALTER TABLE "payments_sandbox_checkouts" ADD COLUMN "expires_at" timestamp (3) with time zone;--> statement-breakpoint
ALTER TABLE "payments_sandbox_checkouts" ADD COLUMN "completed_at" timestamp (3) with time zone;--> statement-breakpoint
ALTER TABLE "billing_subscriptions" ADD CONSTRAINT "billing_subscriptions_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "billing_subscriptions_provider_sub_unique" ON "billing_subscriptions" USING btree ("provider","provider_subscription_id");--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_provider_invoice_unique" ON "invoices" USING btree ("provider","provider_invoice_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_records_provider_ref_unique" ON "payment_records" USING btree ("provider","provider_ref");