ALTER TABLE "voice_sessions" ADD COLUMN "provider_call_id" text;--> statement-breakpoint
CREATE UNIQUE INDEX "voice_sessions_provider_call_uq" ON "voice_sessions" USING btree ("provider_call_id");