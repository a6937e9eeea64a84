ALTER TABLE "calls" ADD COLUMN "overflow" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "calls" ADD COLUMN "analysis" jsonb;--> statement-breakpoint
ALTER TABLE "webhook_endpoints" ADD COLUMN "include_transcript" boolean DEFAULT false NOT NULL;