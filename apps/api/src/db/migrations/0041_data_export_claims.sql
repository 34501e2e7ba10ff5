ALTER TABLE "data_exports" ADD COLUMN "privacy_request_id" uuid;--> statement-breakpoint
ALTER TABLE "data_exports" ADD COLUMN "claimed_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "data_exports" ADD COLUMN "attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "data_exports_ready_expiry_idx" ON "data_exports" USING btree ("expires_at") WHERE "data_exports"."status" = 'READY';