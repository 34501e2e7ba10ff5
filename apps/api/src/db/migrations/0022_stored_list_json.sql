-- Issue 15: the applicants list and My Applications reach the primary-key anchor's pace only
-- when PostgreSQL writes a page's JSON from stored text, as the talent and job cards are
-- (migration 0007), joined into one text per page (docs/decisions/019-pages-joined-by-the-database.md).
-- Building each request's object on every read was a third of the list's database time.
--
-- The stored JSON texts are ASCII: every other character is a \u escape. Node decodes a page of
-- ASCII from the database and encodes it to the response at memory speed, while one Arabic name
-- makes the whole page a two-byte string, decoded, collected and encoded again at a fifth of the
-- list's time. Clients read the same JSON; compression takes back the escapes' bytes.
CREATE FUNCTION json_ascii(json_text text)
RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT CASE WHEN json_text !~ '[^\x01-\x7f]' THEN json_text ELSE (
    SELECT string_agg(CASE
        WHEN ascii(c) < 128 THEN c
        WHEN ascii(c) < 65536 THEN '\u' || lpad(to_hex(ascii(c)), 4, '0')
        -- past the Basic Multilingual Plane: a UTF-16 surrogate pair, as JSON writes it
        ELSE '\u' || to_hex(55296 + ((ascii(c) - 65536) >> 10)) || '\u' || to_hex(56320 + ((ascii(c) - 65536) & 1023))
      END, '' ORDER BY n)
    FROM regexp_split_to_table(json_text, '') WITH ORDINALITY AS chars(c, n)) END
$$;--> statement-breakpoint
-- Each request keeps its members as JSON text without braces, so a list joins them with a card
-- in one concatenation; the generated columns follow every change of state, shortlist and cover
-- letter in the statement that makes it.
CREATE FUNCTION job_request_members(id uuid, status text, created_at timestamptz, chat_id uuid)
RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT '"id":"' || id || '","requestStatus":"' || status || '","createdAt":"'
    || to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') || '","chatId":"' || chat_id || '"'
$$;--> statement-breakpoint
CREATE FUNCTION job_request_organization_members(shortlisted boolean, cover_letter text)
RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT '"shortlisted":' || shortlisted || ',"coverLetter":' || json_ascii(to_json(cover_letter)::text)
$$;--> statement-breakpoint
ALTER TABLE "job_requests" ADD COLUMN "members" text GENERATED ALWAYS AS (job_request_members(id, status, created_at, chat_id)) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "job_requests" ADD COLUMN "organization_members" text GENERATED ALWAYS AS (job_request_organization_members(shortlisted, cover_letter)) STORED NOT NULL;--> statement-breakpoint
-- The job as My Applications names it.
CREATE FUNCTION job_summary(id uuid, title text, job_status text)
RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT json_ascii(json_build_object('id', id, 'title', title, 'jobStatus', job_status)::text)
$$;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "summary" text GENERATED ALWAYS AS (job_summary(id, title, job_status)) STORED NOT NULL;--> statement-breakpoint
-- The talent card carries a model's key measurements (null for other specialties), so an
-- applicant is the request's members and the card, and Explore can show them too.
CREATE OR REPLACE FUNCTION individual_card(
  id uuid, first_name text, last_name text, role text, specialty_info jsonb, rating_sum int, rating_count int)
RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT json_ascii(row_to_json(card)::text) FROM (SELECT
    id AS "id",
    first_name AS "firstName",
    last_name AS "lastName",
    first_name || ' ' || last_name AS "fullName",
    role AS "role",
    specialty_info ->> 'nationality' AS "nationality",
    -- the thumbnail made beside every uploaded image (media.service: <id>-thumb.webp)
    regexp_replace(specialty_info ->> 'profilePicture', '\.webp$', '-thumb.webp') AS "profilePicture",
    (SELECT row_to_json(model) FROM (SELECT
        specialty_info ->> 'gender' AS "gender",
        specialty_info ->> 'hairColorEnum' AS "hairColorEnum",
        specialty_info ->> 'skinToneEnum' AS "skinToneEnum",
        specialty_info ->> 'eyeColorEnum' AS "eyeColorEnum",
        (specialty_info ->> 'shoeSize')::int AS "shoeSize",
        (specialty_info ->> 'dressSize')::int AS "dressSize") AS model
      WHERE specialty_info ->> 'gender' IS NOT NULL
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
      WHERE role = 'MODEL') AS "measurements") AS card
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION organization_card(id uuid, name text, logo text)
RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT json_ascii(row_to_json(card)::text) FROM (SELECT id AS "id", name AS "name", logo AS "logo") AS card
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION job_card(id uuid, title text, job_category text, location text, salary numeric,
  duration_minimum int, duration_minimum_unit text, duration_maximum int, duration_maximum_unit text,
  tag_titles text, job_status text, created_at timestamptz)
RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT json_ascii(row_to_json(card)::text) FROM (SELECT
    id AS "id",
    title AS "title",
    job_category AS "jobCategory",
    location AS "location",
    salary::float8 AS "salary",
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
-- A stored generated column is computed when its row is written: the cards are written anew,
-- the talent's and the jobs' by rewriting their columns, the organizations' by rewriting the
-- rows whose card changes (organizations_card_to_jobs passes each on to its jobs).
ALTER TABLE "individuals" DROP COLUMN "card";--> statement-breakpoint
ALTER TABLE "individuals" ADD COLUMN "card" text GENERATED ALWAYS AS (individual_card(id, first_name, last_name, role, specialty_info, rating_sum, rating_count)) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "jobs" DROP COLUMN "card";--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "card" text GENERATED ALWAYS AS (job_card(id, title, job_category, location, salary, duration_minimum, duration_minimum_unit, duration_maximum, duration_maximum_unit, tag_titles, job_status, created_at)) STORED NOT NULL;--> statement-breakpoint
UPDATE organizations SET name = name WHERE card IS DISTINCT FROM organization_card(id, name, logo);
