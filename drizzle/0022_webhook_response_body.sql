ALTER TABLE "webhook_attempts" ADD COLUMN "response_body" text;--> statement-breakpoint
ALTER TABLE "webhook_attempts" ADD COLUMN "response_body_bytes" integer;--> statement-breakpoint
ALTER TABLE "webhook_attempts" ADD COLUMN "response_body_truncated" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "webhook_attempts" ADD COLUMN "response_body_binary" boolean DEFAULT false NOT NULL;