CREATE TABLE "talent_list_members" (
	"list_id" uuid NOT NULL,
	"individual_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "talent_list_members_list_id_individual_id_pk" PRIMARY KEY("list_id","individual_id")
);
--> statement-breakpoint
CREATE TABLE "talent_lists" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "talent_lists_organization_name_key" UNIQUE("organization_id","name")
);
--> statement-breakpoint
ALTER TABLE "messages" DROP CONSTRAINT "messages_type_check";--> statement-breakpoint
ALTER TABLE "job_requests" DROP CONSTRAINT "job_requests_status_check";--> statement-breakpoint
DROP INDEX "job_requests_individual_status_idx";--> statement-breakpoint
DROP INDEX "job_requests_job_idx";--> statement-breakpoint
DROP INDEX "jobs_organization_idx";--> statement-breakpoint
ALTER TABLE "job_requests" ADD COLUMN "shortlisted" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "headcount" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "talent_list_members" ADD CONSTRAINT "talent_list_members_list_id_talent_lists_id_fk" FOREIGN KEY ("list_id") REFERENCES "public"."talent_lists"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "talent_list_members" ADD CONSTRAINT "talent_list_members_individual_id_individuals_id_fk" FOREIGN KEY ("individual_id") REFERENCES "public"."individuals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "talent_lists" ADD CONSTRAINT "talent_lists_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "talent_list_members_individual_idx" ON "talent_list_members" USING btree ("individual_id");--> statement-breakpoint
CREATE INDEX "talent_lists_organization_created_idx" ON "talent_lists" USING btree ("organization_id","created_at","id");--> statement-breakpoint
CREATE INDEX "messages_job_request_idx" ON "messages" USING btree ("job_request_id") WHERE "messages"."job_request_id" is not null;--> statement-breakpoint
CREATE INDEX "job_requests_job_created_idx" ON "job_requests" USING btree ("job_id","created_at","id");--> statement-breakpoint
CREATE INDEX "job_requests_job_status_created_idx" ON "job_requests" USING btree ("job_id","status","created_at","id");--> statement-breakpoint
CREATE INDEX "job_requests_individual_created_idx" ON "job_requests" USING btree ("individual_id","created_at","id");--> statement-breakpoint
CREATE INDEX "job_requests_individual_status_created_idx" ON "job_requests" USING btree ("individual_id","status","created_at","id");--> statement-breakpoint
CREATE INDEX "jobs_organization_status_created_idx" ON "jobs" USING btree ("organization_id","job_status","created_at","id");--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_type_check" CHECK ("messages"."message_type" in ('TEXT', 'REQUEST', 'INVITATION'));--> statement-breakpoint
ALTER TABLE "job_requests" ADD CONSTRAINT "job_requests_status_check" CHECK ("job_requests"."status" in ('INVITED', 'INVITATION_DECLINED', 'PENDING', 'APPROVED', 'REJECTED', 'FINISHED'));--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_headcount_check" CHECK ("jobs"."headcount" between 1 and 100);