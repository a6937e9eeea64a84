ALTER TABLE "users" ADD COLUMN "two_factor_failures" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "two_factor_window_start" timestamp (3) with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "two_factor_blocked_until" timestamp (3) with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "two_factor_alerted_at" timestamp (3) with time zone;