-- Issue 16: a numbered page past the first skipped its earlier rows one table row at a time.
-- The job lists' indexes now end with job_status, so the open-first rank is computed from the
-- index, and a deep page reads its keys with an index-only scan, then its fifteen rows.
DROP INDEX "jobs_open_created_idx";--> statement-breakpoint
DROP INDEX "jobs_category_open_created_idx";--> statement-breakpoint
CREATE INDEX "jobs_open_created_idx" ON "jobs" USING btree (("job_status" = 'OPEN'),"created_at","id","job_status");--> statement-breakpoint
CREATE INDEX "jobs_category_open_created_idx" ON "jobs" USING btree ("job_category",("job_status" = 'OPEN'),"created_at","id","job_status");