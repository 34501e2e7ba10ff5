DROP INDEX "jobs_created_idx";--> statement-breakpoint
DROP INDEX "jobs_category_created_idx";--> statement-breakpoint
CREATE INDEX "jobs_open_created_idx" ON "jobs" USING btree (("job_status" = 'OPEN'),"created_at","id");--> statement-breakpoint
CREATE INDEX "jobs_category_open_created_idx" ON "jobs" USING btree ("job_category",("job_status" = 'OPEN'),"created_at","id");