CREATE TABLE "licences" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"type" text NOT NULL,
	"number" text NOT NULL,
	"issuer" text NOT NULL,
	"expires_on" date NOT NULL,
	"evidence_key" text NOT NULL,
	"status" text DEFAULT 'PENDING' NOT NULL,
	"reason" text,
	"decided_by_operator_id" uuid,
	"decided_at" timestamp with time zone,
	"reminded_at_90" timestamp with time zone,
	"reminded_at_30" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "licences_type_check" CHECK ("licences"."type" in ('MAWTHOOQ', 'FREELANCE_DOCUMENT', 'TOUR_GUIDE', 'OTHER')),
	CONSTRAINT "licences_status_check" CHECK ("licences"."status" in ('PENDING', 'VERIFIED', 'REJECTED', 'EXPIRED'))
);
--> statement-breakpoint
CREATE TABLE "data_exports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"status" text DEFAULT 'PENDING' NOT NULL,
	"file_name" text,
	"bytes" integer,
	"ready_at" timestamp with time zone,
	"expires_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "data_exports_status_check" CHECK ("data_exports"."status" in ('PENDING', 'READY', 'FAILED', 'EXPIRED'))
);
--> statement-breakpoint
CREATE TABLE "privacy_consents" (
	"user_id" uuid NOT NULL,
	"version" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "privacy_consents_user_id_version_pk" PRIMARY KEY("user_id","version")
);
--> statement-breakpoint
CREATE TABLE "privacy_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"details" text DEFAULT '' NOT NULL,
	"due_at" timestamp with time zone NOT NULL,
	"completed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "privacy_requests_kind_check" CHECK ("privacy_requests"."kind" in ('EXPORT', 'DELETION', 'CORRECTION'))
);
--> statement-breakpoint
ALTER TABLE "notification_opt_outs" DROP CONSTRAINT "notification_opt_outs_kind_check";--> statement-breakpoint
ALTER TABLE "notifications" DROP CONSTRAINT "notifications_kind_check";--> statement-breakpoint
ALTER TABLE "individuals" ADD COLUMN "licence_badges" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "individuals" ADD COLUMN "media_visibility" text DEFAULT 'SIGNED_IN' NOT NULL;--> statement-breakpoint
-- The talent card carries its verified licences as badges, and comes in a second version without
-- the photo, the appearance and the measurements, for the viewers the talent's media visibility
-- leaves out (issue 36). Both are generated, so a list still reads one column of one table.
CREATE FUNCTION individual_card(
  id uuid, first_name text, last_name text, role text, specialty_info jsonb, rating_sum int, rating_count int,
  licence_badges jsonb, without_media boolean)
RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT json_ascii(row_to_json(card)::text) FROM (SELECT
    id AS "id",
    first_name AS "firstName",
    last_name AS "lastName",
    first_name || ' ' || last_name AS "fullName",
    role AS "role",
    specialty_info ->> 'nationality' AS "nationality",
    -- the thumbnail made beside every uploaded image (media.service: <id>-thumb.webp)
    (CASE WHEN without_media THEN NULL
      ELSE regexp_replace(specialty_info ->> 'profilePicture', '\.webp$', '-thumb.webp') END) AS "profilePicture",
    (SELECT row_to_json(model) FROM (SELECT
        specialty_info ->> 'gender' AS "gender",
        specialty_info ->> 'hairColorEnum' AS "hairColorEnum",
        specialty_info ->> 'skinToneEnum' AS "skinToneEnum",
        specialty_info ->> 'eyeColorEnum' AS "eyeColorEnum",
        (specialty_info ->> 'shoeSize')::int AS "shoeSize",
        (specialty_info ->> 'dressSize')::int AS "dressSize") AS model
      WHERE NOT without_media
        AND specialty_info ->> 'gender' IS NOT NULL
        AND specialty_info ->> 'hairColorEnum' IS NOT NULL
        AND specialty_info ->> 'skinToneEnum' IS NOT NULL
        AND specialty_info ->> 'eyeColorEnum' IS NOT NULL
        AND specialty_info ->> 'shoeSize' IS NOT NULL
        AND specialty_info ->> 'dressSize' IS NOT NULL) AS "modelAttributes",
    (CASE WHEN rating_count = 0 THEN 0 ELSE round(rating_sum::numeric / rating_count, 2) END)::float8 AS "stars",
    rating_count AS "reviewCount",
    (SELECT row_to_json(measurements) FROM (SELECT
        (specialty_info ->> 'height')::float8 AS "height",
        (specialty_info ->> 'bust')::float8 AS "bust",
        (specialty_info ->> 'waist')::float8 AS "waist",
        (specialty_info ->> 'hips')::float8 AS "hips") AS measurements
      WHERE role = 'MODEL' AND NOT without_media) AS "measurements",
    licence_badges AS "licences",
    without_media AS "mediaHidden") AS card
$$;--> statement-breakpoint
ALTER TABLE "individuals" DROP COLUMN "card";--> statement-breakpoint
ALTER TABLE "individuals" ADD COLUMN "card" text GENERATED ALWAYS AS (individual_card(id, first_name, last_name, role, specialty_info, rating_sum, rating_count, licence_badges, false)) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "individuals" ADD COLUMN "card_without_media" text GENERATED ALWAYS AS (individual_card(id, first_name, last_name, role, specialty_info, rating_sum, rating_count, licence_badges, true)) STORED NOT NULL;--> statement-breakpoint
DROP FUNCTION individual_card(uuid, text, text, text, jsonb, int, int);--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "required_licence" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "deletion_requested_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "destroyed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "licences" ADD CONSTRAINT "licences_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "licences" ADD CONSTRAINT "licences_decided_by_operator_id_operators_id_fk" FOREIGN KEY ("decided_by_operator_id") REFERENCES "public"."operators"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "data_exports" ADD CONSTRAINT "data_exports_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "privacy_consents" ADD CONSTRAINT "privacy_consents_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "licences_user_idx" ON "licences" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "licences_status_created_idx" ON "licences" USING btree ("status","created_at","id");--> statement-breakpoint
CREATE INDEX "licences_verified_expiry_idx" ON "licences" USING btree ("expires_on") WHERE "licences"."status" = 'VERIFIED';--> statement-breakpoint
CREATE INDEX "data_exports_user_idx" ON "data_exports" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "data_exports_pending_idx" ON "data_exports" USING btree ("created_at") WHERE "data_exports"."status" = 'PENDING';--> statement-breakpoint
CREATE INDEX "privacy_requests_open_idx" ON "privacy_requests" USING btree ("due_at") WHERE "privacy_requests"."completed_at" is null;--> statement-breakpoint
CREATE INDEX "privacy_requests_user_idx" ON "privacy_requests" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "individuals_licence_badges_idx" ON "individuals" USING gin ("licence_badges" jsonb_path_ops);--> statement-breakpoint
CREATE INDEX "users_deletion_requested_idx" ON "users" USING btree ("deletion_requested_at") WHERE "users"."deletion_requested_at" is not null and "users"."destroyed_at" is null;--> statement-breakpoint
ALTER TABLE "individuals" ADD CONSTRAINT "individuals_media_visibility_check" CHECK ("individuals"."media_visibility" in ('SIGNED_IN', 'ORGANIZATIONS', 'VERIFIED_ORGANIZATIONS'));--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_required_licence_check" CHECK ("jobs"."required_licence" is null or "jobs"."required_licence" in ('MAWTHOOQ', 'TOUR_GUIDE', 'FREELANCE_DOCUMENT'));--> statement-breakpoint
ALTER TABLE "notification_opt_outs" ADD CONSTRAINT "notification_opt_outs_kind_check" CHECK ("notification_opt_outs"."kind" in ('NEW_APPLICATION', 'APPLICATION_ACCEPTED', 'APPLICATION_DECLINED', 'JOB_FINISHED', 'REVIEW_RECEIVED', 'INVITATION', 'JOB_CLOSED', 'NEW_MESSAGE', 'MILESTONE_PROPOSED', 'MILESTONE_ACCEPTED', 'MILESTONE_DECLINED', 'MILESTONE_FUNDED', 'MILESTONE_DELIVERED', 'MILESTONE_RELEASED', 'MILESTONE_REFUNDED', 'MILESTONE_DISPUTED', 'RELEASE_REMINDER', 'PAYOUT_PAID', 'PAYOUT_FAILED', 'REVIEW_DUE', 'REVIEW_CLOSING', 'REVIEW_WAITING', 'DISPUTE_DECIDED', 'CONTENT_HIDDEN', 'ACCOUNT_WARNED', 'LICENCE_VERIFIED', 'LICENCE_REJECTED', 'LICENCE_EXPIRING', 'LICENCE_EXPIRED', 'EXPORT_READY'));--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_kind_check" CHECK ("notifications"."kind" in ('NEW_APPLICATION', 'APPLICATION_ACCEPTED', 'APPLICATION_DECLINED', 'JOB_FINISHED', 'REVIEW_RECEIVED', 'INVITATION', 'JOB_CLOSED', 'NEW_MESSAGE', 'MILESTONE_PROPOSED', 'MILESTONE_ACCEPTED', 'MILESTONE_DECLINED', 'MILESTONE_FUNDED', 'MILESTONE_DELIVERED', 'MILESTONE_RELEASED', 'MILESTONE_REFUNDED', 'MILESTONE_DISPUTED', 'RELEASE_REMINDER', 'PAYOUT_PAID', 'PAYOUT_FAILED', 'REVIEW_DUE', 'REVIEW_CLOSING', 'REVIEW_WAITING', 'DISPUTE_DECIDED', 'CONTENT_HIDDEN', 'ACCOUNT_WARNED', 'LICENCE_VERIFIED', 'LICENCE_REJECTED', 'LICENCE_EXPIRING', 'LICENCE_EXPIRED', 'EXPORT_READY'));