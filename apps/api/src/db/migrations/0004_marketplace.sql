CREATE TABLE "chats" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"individual_user_id" uuid NOT NULL,
	"organization_user_id" uuid NOT NULL,
	"last_message_at" timestamp with time zone DEFAULT now() NOT NULL,
	"individual_read_at" timestamp with time zone,
	"organization_read_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "chats_pair_key" UNIQUE("individual_user_id","organization_user_id")
);
--> statement-breakpoint
CREATE TABLE "messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"chat_id" uuid NOT NULL,
	"sender_user_id" uuid NOT NULL,
	"message_type" text DEFAULT 'TEXT' NOT NULL,
	"content" text NOT NULL,
	"job_request_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "messages_type_check" CHECK ("messages"."message_type" in ('TEXT', 'REQUEST'))
);
--> statement-breakpoint
CREATE TABLE "job_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"job_id" uuid NOT NULL,
	"individual_id" uuid NOT NULL,
	"chat_id" uuid NOT NULL,
	"status" text DEFAULT 'PENDING' NOT NULL,
	"completed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "job_requests_job_individual_key" UNIQUE("job_id","individual_id"),
	CONSTRAINT "job_requests_status_check" CHECK ("job_requests"."status" in ('PENDING', 'APPROVED', 'REJECTED', 'FINISHED'))
);
--> statement-breakpoint
CREATE TABLE "job_tags" (
	"job_id" uuid NOT NULL,
	"tag_id" uuid NOT NULL,
	CONSTRAINT "job_tags_job_id_tag_id_pk" PRIMARY KEY("job_id","tag_id")
);
--> statement-breakpoint
CREATE TABLE "jobs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"title" text NOT NULL,
	"job_category" text NOT NULL,
	"experience_minimum" integer NOT NULL,
	"experience_maximum" integer NOT NULL,
	"duration_minimum" integer NOT NULL,
	"duration_minimum_unit" text NOT NULL,
	"duration_maximum" integer NOT NULL,
	"duration_maximum_unit" text NOT NULL,
	"career_level" text NOT NULL,
	"location" text NOT NULL,
	"salary" numeric(12, 2) NOT NULL,
	"education_level" text NOT NULL,
	"description" text NOT NULL,
	"requirements" jsonb NOT NULL,
	"tag_titles" text DEFAULT '' NOT NULL,
	"search_text" text GENERATED ALWAYS AS (lower(title || ' ' || description || ' ' || tag_titles)) STORED NOT NULL,
	"job_status" text DEFAULT 'OPEN' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "jobs_status_check" CHECK ("jobs"."job_status" in ('OPEN', 'CLOSED')),
	CONSTRAINT "jobs_salary_check" CHECK ("jobs"."salary" > 0)
);
--> statement-breakpoint
CREATE TABLE "reviews" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"job_request_id" uuid NOT NULL,
	"individual_id" uuid NOT NULL,
	"organization_id" uuid NOT NULL,
	"rating" integer NOT NULL,
	"comment" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reviews_job_request_id_unique" UNIQUE("job_request_id"),
	CONSTRAINT "reviews_rating_check" CHECK ("reviews"."rating" between 1 and 5)
);
--> statement-breakpoint
CREATE TABLE "tags" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"title" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "individuals" ADD COLUMN "search_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "individuals" ADD COLUMN "rating_sum" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "individuals" ADD COLUMN "rating_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "individuals" ADD COLUMN "gender" text GENERATED ALWAYS AS (specialty_info ->> 'gender') STORED;--> statement-breakpoint
ALTER TABLE "individuals" ADD COLUMN "hair_color" text GENERATED ALWAYS AS (specialty_info ->> 'hairColorEnum') STORED;--> statement-breakpoint
ALTER TABLE "individuals" ADD COLUMN "skin_tone" text GENERATED ALWAYS AS (specialty_info ->> 'skinToneEnum') STORED;--> statement-breakpoint
ALTER TABLE "individuals" ADD COLUMN "eye_color" text GENERATED ALWAYS AS (specialty_info ->> 'eyeColorEnum') STORED;--> statement-breakpoint
ALTER TABLE "individuals" ADD COLUMN "shoe_size" integer GENERATED ALWAYS AS ((specialty_info ->> 'shoeSize')::int) STORED;--> statement-breakpoint
ALTER TABLE "individuals" ADD COLUMN "dress_size" integer GENERATED ALWAYS AS ((specialty_info ->> 'dressSize')::int) STORED;--> statement-breakpoint
ALTER TABLE "chats" ADD CONSTRAINT "chats_individual_user_id_users_id_fk" FOREIGN KEY ("individual_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chats" ADD CONSTRAINT "chats_organization_user_id_users_id_fk" FOREIGN KEY ("organization_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_chat_id_chats_id_fk" FOREIGN KEY ("chat_id") REFERENCES "public"."chats"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_sender_user_id_users_id_fk" FOREIGN KEY ("sender_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_requests" ADD CONSTRAINT "job_requests_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_requests" ADD CONSTRAINT "job_requests_individual_id_individuals_id_fk" FOREIGN KEY ("individual_id") REFERENCES "public"."individuals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_requests" ADD CONSTRAINT "job_requests_chat_id_chats_id_fk" FOREIGN KEY ("chat_id") REFERENCES "public"."chats"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_tags" ADD CONSTRAINT "job_tags_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_tags" ADD CONSTRAINT "job_tags_tag_id_tags_id_fk" FOREIGN KEY ("tag_id") REFERENCES "public"."tags"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_job_request_id_job_requests_id_fk" FOREIGN KEY ("job_request_id") REFERENCES "public"."job_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_individual_id_individuals_id_fk" FOREIGN KEY ("individual_id") REFERENCES "public"."individuals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "chats_individual_recent_idx" ON "chats" USING btree ("individual_user_id","last_message_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "chats_organization_recent_idx" ON "chats" USING btree ("organization_user_id","last_message_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "messages_chat_created_idx" ON "messages" USING btree ("chat_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "job_requests_individual_status_idx" ON "job_requests" USING btree ("individual_id","status");--> statement-breakpoint
CREATE INDEX "job_requests_job_idx" ON "job_requests" USING btree ("job_id");--> statement-breakpoint
CREATE INDEX "job_tags_tag_idx" ON "job_tags" USING btree ("tag_id");--> statement-breakpoint
CREATE INDEX "jobs_created_idx" ON "jobs" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "jobs_category_created_idx" ON "jobs" USING btree ("job_category","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "jobs_organization_idx" ON "jobs" USING btree ("organization_id");--> statement-breakpoint
CREATE INDEX "jobs_search_trgm_idx" ON "jobs" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "reviews_individual_created_idx" ON "reviews" USING btree ("individual_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "tags_title_lower_key" ON "tags" USING btree (lower("title"));--> statement-breakpoint
CREATE INDEX "tags_title_lower_pattern_idx" ON "tags" USING btree (lower("title") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "individuals_visible_role_created_idx" ON "individuals" USING btree ("role","created_at" DESC NULLS LAST,"id") WHERE "individuals"."is_visible";--> statement-breakpoint
CREATE INDEX "individuals_search_name_trgm_idx" ON "individuals" USING gin ("search_name" gin_trgm_ops);