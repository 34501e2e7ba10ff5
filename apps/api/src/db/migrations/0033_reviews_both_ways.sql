ALTER TABLE "reviews" DROP CONSTRAINT "reviews_job_request_id_unique";--> statement-breakpoint
ALTER TABLE "notification_opt_outs" DROP CONSTRAINT "notification_opt_outs_kind_check";--> statement-breakpoint
ALTER TABLE "notifications" DROP CONSTRAINT "notifications_kind_check";--> statement-breakpoint
DROP INDEX "reviews_individual_created_idx";--> statement-breakpoint
ALTER TABLE "job_requests" ADD COLUMN "finished_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "job_requests" ADD COLUMN "review_reminded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "organizations" ADD COLUMN "rating_sum" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "organizations" ADD COLUMN "rating_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "author_role" text DEFAULT 'ORGANIZATION' NOT NULL;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "sub_ratings" jsonb;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "again" boolean;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "private_note" text;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "published_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "reply" text;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "replied_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "reviews_of_individual_published_idx" ON "reviews" USING btree ("individual_id","published_at","id") WHERE "reviews"."author_role" = 'ORGANIZATION' and "reviews"."published_at" is not null;--> statement-breakpoint
CREATE INDEX "reviews_of_organization_published_idx" ON "reviews" USING btree ("organization_id","published_at","id") WHERE "reviews"."author_role" = 'INDIVIDUAL' and "reviews"."published_at" is not null;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_job_request_author_key" UNIQUE("job_request_id","author_role");--> statement-breakpoint
ALTER TABLE "notification_opt_outs" ADD CONSTRAINT "notification_opt_outs_kind_check" CHECK ("notification_opt_outs"."kind" in ('NEW_APPLICATION', 'APPLICATION_ACCEPTED', 'APPLICATION_DECLINED', 'JOB_FINISHED', 'REVIEW_RECEIVED', 'INVITATION', 'JOB_CLOSED', 'NEW_MESSAGE', 'MILESTONE_PROPOSED', 'MILESTONE_ACCEPTED', 'MILESTONE_DECLINED', 'MILESTONE_FUNDED', 'MILESTONE_DELIVERED', 'MILESTONE_RELEASED', 'MILESTONE_REFUNDED', 'MILESTONE_DISPUTED', 'RELEASE_REMINDER', 'PAYOUT_PAID', 'PAYOUT_FAILED', 'REVIEW_DUE', 'REVIEW_CLOSING', 'REVIEW_WAITING'));--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_kind_check" CHECK ("notifications"."kind" in ('NEW_APPLICATION', 'APPLICATION_ACCEPTED', 'APPLICATION_DECLINED', 'JOB_FINISHED', 'REVIEW_RECEIVED', 'INVITATION', 'JOB_CLOSED', 'NEW_MESSAGE', 'MILESTONE_PROPOSED', 'MILESTONE_ACCEPTED', 'MILESTONE_DECLINED', 'MILESTONE_FUNDED', 'MILESTONE_DELIVERED', 'MILESTONE_RELEASED', 'MILESTONE_REFUNDED', 'MILESTONE_DISPUTED', 'RELEASE_REMINDER', 'PAYOUT_PAID', 'PAYOUT_FAILED', 'REVIEW_DUE', 'REVIEW_CLOSING', 'REVIEW_WAITING'));--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_author_role_check" CHECK ("reviews"."author_role" in ('ORGANIZATION', 'INDIVIDUAL'));--> statement-breakpoint
-- Reviews written before blind reviews stay published as they were.
UPDATE "reviews" SET "published_at" = "created_at";--> statement-breakpoint
-- A contract finished before this change opens its window at its last change.
UPDATE "job_requests" SET "finished_at" = "updated_at" WHERE "status" = 'FINISHED';
