-- Issue 31: a job's pay is an amount of minor units (halalas or cents), a currency and a basis.
-- Jobs posted before it were posted with the spec's salary, US dollars per hour. The card
-- carries the pay and, for the spec's clients, the salary: the pay in US dollars at the peg; the
-- summary that My Applications shows carries the pay.
ALTER TABLE "jobs" DROP COLUMN "card";--> statement-breakpoint
ALTER TABLE "jobs" DROP COLUMN "summary";--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "pay_amount" integer;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "pay_currency" text DEFAULT 'SAR' NOT NULL;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "pay_basis" text;--> statement-breakpoint
UPDATE "jobs" SET "pay_amount" = round("salary" * 100)::integer, "pay_currency" = 'USD', "pay_basis" = 'HOUR';--> statement-breakpoint
ALTER TABLE "jobs" ALTER COLUMN "pay_amount" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "jobs" ALTER COLUMN "pay_basis" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "jobs" DROP CONSTRAINT "jobs_salary_check";--> statement-breakpoint
ALTER TABLE "jobs" DROP COLUMN "salary";--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_pay_amount_check" CHECK ("jobs"."pay_amount" > 0);--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_pay_currency_check" CHECK ("jobs"."pay_currency" in ('SAR', 'USD'));--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_pay_basis_check" CHECK ("jobs"."pay_basis" in ('HOUR', 'DAY', 'JOB'));--> statement-breakpoint
-- Explore's pay filter compares across currencies at the riyal's peg (contract inSarHalalas).
ALTER TABLE "jobs" ADD COLUMN "pay_sar_halalas" integer GENERATED ALWAYS AS ((case when pay_currency = 'USD' then round(pay_amount * 3.75) else pay_amount end)::integer) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "jobs_pay_sar_idx" ON "jobs" USING btree ("pay_sar_halalas");--> statement-breakpoint
DROP FUNCTION job_card(uuid, text, text, text, numeric, int, text, int, text, text, text, timestamptz);--> statement-breakpoint
CREATE FUNCTION job_card(id uuid, title text, job_category text, location text, pay_amount int,
  pay_currency text, pay_basis text, duration_minimum int, duration_minimum_unit text,
  duration_maximum int, duration_maximum_unit text, tag_titles text, job_status text, created_at timestamptz)
RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT json_ascii(row_to_json(card)::text) FROM (SELECT
    id AS "id",
    title AS "title",
    job_category AS "jobCategory",
    location AS "location",
    (SELECT row_to_json(pay) FROM (SELECT
        pay_amount AS "amount",
        pay_currency AS "currency",
        pay_basis AS "basis") AS pay) AS "pay",
    -- contract salaryOf: US dollars, riyals at the peg to the nearest cent
    ((CASE WHEN pay_currency = 'USD' THEN pay_amount ELSE round(pay_amount / 3.75) END) / 100.0)::float8 AS "salary",
    (SELECT row_to_json(duration) FROM (SELECT
        duration_minimum AS "minimum",
        duration_minimum_unit AS "minimumPrefix",
        duration_maximum AS "maximum",
        duration_maximum_unit AS "maximumPrefix") AS duration) AS "jobDuration",
    -- one title per line (jobs.mapper TAG_SEPARATOR)
    string_to_array(tag_titles, E'\n') AS "tags",
    job_status AS "jobStatus",
    -- as Date.prototype.toISOString writes it
    to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS "createdAt") AS card
$$;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "card" text GENERATED ALWAYS AS (job_card(id, title, job_category, location, pay_amount, pay_currency, pay_basis, duration_minimum, duration_minimum_unit, duration_maximum, duration_maximum_unit, tag_titles, job_status, created_at)) STORED NOT NULL;--> statement-breakpoint
DROP FUNCTION job_summary(uuid, text, text);--> statement-breakpoint
CREATE FUNCTION job_summary(id uuid, title text, job_status text, pay_amount int, pay_currency text, pay_basis text)
RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT json_ascii(json_build_object('id', id, 'title', title, 'jobStatus', job_status,
    'pay', json_build_object('amount', pay_amount, 'currency', pay_currency, 'basis', pay_basis))::text)
$$;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "summary" text GENERATED ALWAYS AS (job_summary(id, title, job_status, pay_amount, pay_currency, pay_basis)) STORED NOT NULL;