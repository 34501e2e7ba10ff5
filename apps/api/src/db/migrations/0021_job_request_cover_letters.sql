-- Migration 0020 made job_request_counts, but its journal time sorted before 0019's, and the
-- migrator runs only migrations newer than the last one applied: a database migrated to 0019
-- before 0020 existed never got the table. Its statements are here now, each a no-op where 0020
-- did run (a database made since then).
CREATE TABLE IF NOT EXISTS "job_request_counts" (
	"job_id" uuid PRIMARY KEY NOT NULL CONSTRAINT "job_request_counts_job_id_jobs_id_fk" REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action,
	"pending" integer DEFAULT 0 NOT NULL,
	"accepted" integer DEFAULT 0 NOT NULL,
	"declined" integer DEFAULT 0 NOT NULL,
	"finished" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
-- Issue 15: My Jobs shows each job's applications by state. Counting a job's requests on every
-- view costs as much as the job has applicants; these counts are kept by triggers in the
-- statement that changes the requests, so every path (applying, the contract's transitions,
-- closing a job, an account's deletion) keeps them without remembering to. Statement triggers
-- with transition tables: closing a job with a thousand pending applicants updates its counts
-- once. A separate table, not columns of jobs: applying holds the job FOR SHARE, and two
-- applications updating the job's row under it would deadlock.
-- Inserted rows count once (TG_ARGV[0] = 1) and deleted ones are taken off (-1), both read as
-- changed_requests; an update moves each request whose state changed from its old state to its new.
CREATE OR REPLACE FUNCTION apply_job_request_counts() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' THEN
    UPDATE job_request_counts c SET
      pending = c.pending + d.pending, accepted = c.accepted + d.accepted,
      declined = c.declined + d.declined, finished = c.finished + d.finished
    FROM (SELECT n.job_id,
        sum((n.status = 'PENDING')::int - (o.status = 'PENDING')::int) AS pending,
        sum((n.status = 'APPROVED')::int - (o.status = 'APPROVED')::int) AS accepted,
        sum((n.status = 'REJECTED')::int - (o.status = 'REJECTED')::int) AS declined,
        sum((n.status = 'FINISHED')::int - (o.status = 'FINISHED')::int) AS finished
      FROM new_requests n JOIN old_requests o ON o.id = n.id
      WHERE n.status IS DISTINCT FROM o.status
      GROUP BY n.job_id) d
    WHERE c.job_id = d.job_id;
  ELSE
    UPDATE job_request_counts c SET
      pending = c.pending + sign * d.pending, accepted = c.accepted + sign * d.accepted,
      declined = c.declined + sign * d.declined, finished = c.finished + sign * d.finished
    FROM (SELECT job_id, TG_ARGV[0]::int AS sign,
        count(*) FILTER (WHERE status = 'PENDING') AS pending,
        count(*) FILTER (WHERE status = 'APPROVED') AS accepted,
        count(*) FILTER (WHERE status = 'REJECTED') AS declined,
        count(*) FILTER (WHERE status = 'FINISHED') AS finished
      FROM changed_requests GROUP BY job_id) d
    WHERE c.job_id = d.job_id;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE TRIGGER job_requests_counted_on_insert AFTER INSERT ON job_requests
  REFERENCING NEW TABLE AS changed_requests FOR EACH STATEMENT EXECUTE FUNCTION apply_job_request_counts('1');
--> statement-breakpoint
CREATE OR REPLACE TRIGGER job_requests_counted_on_update AFTER UPDATE ON job_requests
  REFERENCING OLD TABLE AS old_requests NEW TABLE AS new_requests
  FOR EACH STATEMENT EXECUTE FUNCTION apply_job_request_counts();
--> statement-breakpoint
CREATE OR REPLACE TRIGGER job_requests_counted_on_delete AFTER DELETE ON job_requests
  REFERENCING OLD TABLE AS changed_requests FOR EACH STATEMENT EXECUTE FUNCTION apply_job_request_counts('-1');
--> statement-breakpoint
CREATE OR REPLACE FUNCTION add_job_request_counts() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO job_request_counts (job_id) SELECT id FROM new_jobs;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE TRIGGER jobs_counted_on_insert AFTER INSERT ON jobs
  REFERENCING NEW TABLE AS new_jobs FOR EACH STATEMENT EXECUTE FUNCTION add_job_request_counts();
--> statement-breakpoint
INSERT INTO job_request_counts (job_id, pending, accepted, declined, finished)
SELECT j.id,
  count(r.id) FILTER (WHERE r.status = 'PENDING'),
  count(r.id) FILTER (WHERE r.status = 'APPROVED'),
  count(r.id) FILTER (WHERE r.status = 'REJECTED'),
  count(r.id) FILTER (WHERE r.status = 'FINISHED')
FROM jobs j LEFT JOIN job_requests r ON r.job_id = j.id
GROUP BY j.id
ON CONFLICT (job_id) DO NOTHING;
--> statement-breakpoint
-- The applicants list shows each request's cover letter: kept on the request (messages are never
-- edited), it is read with the request instead of looked up in the chat for every row.
ALTER TABLE "job_requests" ADD COLUMN "cover_letter" text DEFAULT '' NOT NULL;
--> statement-breakpoint
UPDATE job_requests r SET cover_letter = m.content
FROM messages m WHERE m.job_request_id = r.id AND m.message_type = 'REQUEST';
