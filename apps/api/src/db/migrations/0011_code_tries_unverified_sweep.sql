ALTER TABLE "otp_codes" ALTER COLUMN "code_hmac" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "otp_codes" ALTER COLUMN "expires_at" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "otp_codes" ADD COLUMN "failures" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "otp_codes" ADD COLUMN "failures_since" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "otp_codes" ADD COLUMN "locked_until" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "users_unverified_created_idx" ON "users" USING btree ("created_at") WHERE "users"."email_verified" = false;--> statement-breakpoint
ALTER TABLE "otp_codes" ADD CONSTRAINT "otp_codes_live_code_check" CHECK (("otp_codes"."code_hmac" is null) = ("otp_codes"."expires_at" is null));