CREATE TABLE "media_request_files" (
	"media_request_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"media_key" text NOT NULL,
	CONSTRAINT "media_request_files_media_request_id_position_pk" PRIMARY KEY("media_request_id","position")
);
--> statement-breakpoint
CREATE TABLE "media_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"job_request_id" uuid NOT NULL,
	"job_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"instructions" text NOT NULL,
	"due_at" timestamp with time zone NOT NULL,
	"attachment_key" text,
	"state" text DEFAULT 'PENDING' NOT NULL,
	"answer_note" text,
	"answered_at" timestamp with time zone,
	"decline_reason" text,
	"declined_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "media_requests_kind_check" CHECK ("media_requests"."kind" in ('PHOTO', 'VIDEO', 'AUDIO')),
	CONSTRAINT "media_requests_state_check" CHECK ("media_requests"."state" in ('PENDING', 'ANSWERED', 'DECLINED')),
	CONSTRAINT "media_requests_answer_check" CHECK (("media_requests"."state" = 'ANSWERED') = ("media_requests"."answered_at" is not null)),
	CONSTRAINT "media_requests_decline_check" CHECK (("media_requests"."state" = 'DECLINED') = ("media_requests"."declined_at" is not null and "media_requests"."decline_reason" is not null))
);
--> statement-breakpoint
ALTER TABLE "notification_opt_outs" DROP CONSTRAINT "notification_opt_outs_kind_check";--> statement-breakpoint
ALTER TABLE "notifications" DROP CONSTRAINT "notifications_kind_check";--> statement-breakpoint
ALTER TABLE "media_request_files" ADD CONSTRAINT "media_request_files_media_request_id_media_requests_id_fk" FOREIGN KEY ("media_request_id") REFERENCES "public"."media_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "media_requests" ADD CONSTRAINT "media_requests_job_request_id_job_requests_id_fk" FOREIGN KEY ("job_request_id") REFERENCES "public"."job_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "media_requests" ADD CONSTRAINT "media_requests_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "media_request_files_media_key_idx" ON "media_request_files" USING btree ("media_key");--> statement-breakpoint
CREATE INDEX "media_requests_job_request_created_idx" ON "media_requests" USING btree ("job_request_id","created_at","id");--> statement-breakpoint
CREATE INDEX "media_requests_job_created_idx" ON "media_requests" USING btree ("job_id","created_at","id");--> statement-breakpoint
CREATE INDEX "media_requests_attachment_idx" ON "media_requests" USING btree ("attachment_key") WHERE "media_requests"."attachment_key" is not null;--> statement-breakpoint
ALTER TABLE "notification_opt_outs" ADD CONSTRAINT "notification_opt_outs_kind_check" CHECK ("notification_opt_outs"."kind" in ('NEW_APPLICATION', 'APPLICATION_ACCEPTED', 'APPLICATION_DECLINED', 'JOB_FINISHED', 'REVIEW_RECEIVED', 'INVITATION', 'JOB_CLOSED', 'NEW_MESSAGE', 'MILESTONE_PROPOSED', 'MILESTONE_ACCEPTED', 'MILESTONE_DECLINED', 'MILESTONE_FUNDED', 'MILESTONE_DELIVERED', 'MILESTONE_RELEASED', 'MILESTONE_REFUNDED', 'MILESTONE_DISPUTED', 'RELEASE_REMINDER', 'PAYOUT_PAID', 'PAYOUT_FAILED', 'REVIEW_DUE', 'REVIEW_CLOSING', 'REVIEW_WAITING', 'DISPUTE_DECIDED', 'CONTENT_HIDDEN', 'ACCOUNT_WARNED', 'LICENCE_VERIFIED', 'LICENCE_REJECTED', 'LICENCE_EXPIRING', 'LICENCE_EXPIRED', 'EXPORT_READY', 'MEDIA_REQUESTED', 'MEDIA_ANSWERED', 'MEDIA_DECLINED'));--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_kind_check" CHECK ("notifications"."kind" in ('NEW_APPLICATION', 'APPLICATION_ACCEPTED', 'APPLICATION_DECLINED', 'JOB_FINISHED', 'REVIEW_RECEIVED', 'INVITATION', 'JOB_CLOSED', 'NEW_MESSAGE', 'MILESTONE_PROPOSED', 'MILESTONE_ACCEPTED', 'MILESTONE_DECLINED', 'MILESTONE_FUNDED', 'MILESTONE_DELIVERED', 'MILESTONE_RELEASED', 'MILESTONE_REFUNDED', 'MILESTONE_DISPUTED', 'RELEASE_REMINDER', 'PAYOUT_PAID', 'PAYOUT_FAILED', 'REVIEW_DUE', 'REVIEW_CLOSING', 'REVIEW_WAITING', 'DISPUTE_DECIDED', 'CONTENT_HIDDEN', 'ACCOUNT_WARNED', 'LICENCE_VERIFIED', 'LICENCE_REJECTED', 'LICENCE_EXPIRING', 'LICENCE_EXPIRED', 'EXPORT_READY', 'MEDIA_REQUESTED', 'MEDIA_ANSWERED', 'MEDIA_DECLINED'));