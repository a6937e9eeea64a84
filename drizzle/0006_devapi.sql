CREATE TABLE "idempotency_keys" (
	"id" uuid PRIMARY KEY NOT NULL,
	"tenant_id" uuid NOT NULL,
	"mode" text NOT NULL,
	"key" text NOT NULL,
	"fingerprint" text NOT NULL,
	"method" text NOT NULL,
	"path" text NOT NULL,
	"state" text DEFAULT 'in_progress' NOT NULL,
	"locked_until" timestamp (3) with time zone NOT NULL,
	"response_status" integer,
	"response_body" text,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp (3) with time zone NOT NULL,
	CONSTRAINT "idempotency_keys_tenant_mode_key_unique" UNIQUE("tenant_id","mode","key"),
	CONSTRAINT "idempotency_keys_mode_check" CHECK ("idempotency_keys"."mode" in ('live','test')),
	CONSTRAINT "idempotency_keys_state_check" CHECK ("idempotency_keys"."state" in ('in_progress','completed'))
);
--> statement-breakpoint
CREATE TABLE "appointments" (
	"id" uuid PRIMARY KEY NOT NULL,
	"tenant_id" uuid NOT NULL,
	"department_id" uuid,
	"start_time" timestamp (3) with time zone NOT NULL,
	"end_time" timestamp (3) with time zone NOT NULL,
	"duration_minutes" integer NOT NULL,
	"status" text DEFAULT 'scheduled' NOT NULL,
	"service_type" text,
	"patient_name" text NOT NULL,
	"patient_phone" text,
	"notes" text,
	"source" text DEFAULT 'api' NOT NULL,
	"cancelled_at" timestamp (3) with time zone,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "appointments_status_check" CHECK ("appointments"."status" in ('scheduled','confirmed','cancelled','completed','no_show')),
	CONSTRAINT "appointments_time_check" CHECK ("appointments"."end_time" > "appointments"."start_time")
);
--> statement-breakpoint
CREATE TABLE "voice_configs" (
	"tenant_id" uuid PRIMARY KEY NOT NULL,
	"language" text DEFAULT 'pl' NOT NULL,
	"voice" text DEFAULT 'default' NOT NULL,
	"greeting" text,
	"speaking_rate" real DEFAULT 1 NOT NULL,
	"record_calls" boolean DEFAULT true NOT NULL,
	"max_call_minutes" integer DEFAULT 15 NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "voice_configs_language_check" CHECK ("voice_configs"."language" in ('pl','en')),
	CONSTRAINT "voice_configs_rate_check" CHECK ("voice_configs"."speaking_rate" >= 0.5 and "voice_configs"."speaking_rate" <= 2),
	CONSTRAINT "voice_configs_minutes_check" CHECK ("voice_configs"."max_call_minutes" between 1 and 60)
);
--> statement-breakpoint
ALTER TABLE "idempotency_keys" ADD CONSTRAINT "idempotency_keys_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "voice_configs" ADD CONSTRAINT "voice_configs_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "idempotency_keys_expires_idx" ON "idempotency_keys" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "appointments_tenant_created_idx" ON "appointments" USING btree ("tenant_id","created_at","id");--> statement-breakpoint
CREATE INDEX "appointments_tenant_start_idx" ON "appointments" USING btree ("tenant_id","start_time");