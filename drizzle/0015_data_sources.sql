CREATE TABLE "contact_calls" (
	"id" uuid PRIMARY KEY NOT NULL,
	"tenant_id" uuid NOT NULL,
	"contact_id" uuid NOT NULL,
	"call_id" text NOT NULL,
	"outcome" text NOT NULL,
	"summary" text NOT NULL,
	"started_at" timestamp (3) with time zone NOT NULL,
	"duration_seconds" integer NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contacts" (
	"id" uuid PRIMARY KEY NOT NULL,
	"tenant_id" uuid NOT NULL,
	"phone" text NOT NULL,
	"name" text NOT NULL,
	"email" text,
	"notes" text,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "crm_settings" (
	"tenant_id" uuid PRIMARY KEY NOT NULL,
	"provider" text DEFAULT 'builtin' NOT NULL,
	"hubspot_token_enc" text,
	"hubspot_token_hint" text,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "crm_settings_provider_check" CHECK ("crm_settings"."provider" in ('builtin', 'hubspot'))
);
--> statement-breakpoint
CREATE TABLE "data_sources" (
	"id" uuid PRIMARY KEY NOT NULL,
	"tenant_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"name" text NOT NULL,
	"origin" text NOT NULL,
	"url" text,
	"file_name" text,
	"format" text NOT NULL,
	"size_bytes" integer DEFAULT 0 NOT NULL,
	"sheets" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"row_count" integer DEFAULT 0 NOT NULL,
	"content_hash" text NOT NULL,
	"etag" text,
	"last_modified" text,
	"fetched_at" timestamp (3) with time zone,
	"checked_at" timestamp (3) with time zone,
	"last_error" text,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "data_sources_kind_check" CHECK ("data_sources"."kind" in ('spreadsheet', 'workbook')),
	CONSTRAINT "data_sources_origin_check" CHECK ("data_sources"."origin" in ('upload', 'url'))
);
--> statement-breakpoint
ALTER TABLE "contact_calls" ADD CONSTRAINT "contact_calls_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contact_calls" ADD CONSTRAINT "contact_calls_contact_id_contacts_id_fk" FOREIGN KEY ("contact_id") REFERENCES "public"."contacts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contacts" ADD CONSTRAINT "contacts_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crm_settings" ADD CONSTRAINT "crm_settings_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "data_sources" ADD CONSTRAINT "data_sources_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "contact_calls_contact_call_uq" ON "contact_calls" USING btree ("tenant_id","contact_id","call_id");--> statement-breakpoint
CREATE INDEX "contact_calls_contact_idx" ON "contact_calls" USING btree ("tenant_id","contact_id","started_at");--> statement-breakpoint
CREATE UNIQUE INDEX "contacts_tenant_phone_uq" ON "contacts" USING btree ("tenant_id","phone");--> statement-breakpoint
CREATE INDEX "contacts_tenant_idx" ON "contacts" USING btree ("tenant_id","created_at","id");--> statement-breakpoint
CREATE INDEX "data_sources_tenant_idx" ON "data_sources" USING btree ("tenant_id","created_at","id");