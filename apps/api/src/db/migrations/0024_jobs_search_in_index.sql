-- Issue 16: a search walked the job list in order and fetched every row it skipped, to look in
-- its search_text. Each order now has an index that ends with the text, so the rows a search
-- skips are read from the index alone. A text too long for an index entry is left null there,
-- and such a row is looked in by its primary key.
ALTER TABLE "jobs" ADD COLUMN "search_short" text GENERATED ALWAYS AS (case when octet_length(title || ' ' || description || ' ' || tag_titles) <= 1200 then search_normal(title || ' ' || description || ' ' || tag_titles) end) STORED;--> statement-breakpoint
CREATE INDEX "jobs_open_created_search_idx" ON "jobs" USING btree (("job_status" = 'OPEN'),"created_at","id","job_status","search_short");--> statement-breakpoint
CREATE INDEX "jobs_category_open_created_search_idx" ON "jobs" USING btree ("job_category",("job_status" = 'OPEN'),"created_at","id","job_status","search_short");