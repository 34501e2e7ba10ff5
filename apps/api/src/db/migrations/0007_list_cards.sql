-- The cards of the talent and job lists, kept as JSON text on each row (generated columns), so a
-- list page is the stored texts of its rows: the database builds no JSON and the server parses
-- and serializes none. The shapes are the contract's IndividualCard and JobCard; a job's card
-- lacks its organization, which jobs.organization_card copies from organizations.card (the
-- triggers at the end) and the server adds to the card. These functions only build compact
-- JSON from text and numbers, which does not depend on any setting, so they are IMMUTABLE as
-- generated columns require.
CREATE FUNCTION individual_card(id uuid, first_name text, last_name text, role text, specialty_info jsonb)
RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT row_to_json(card)::text FROM (SELECT
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
        AND specialty_info ->> 'dressSize' IS NOT NULL) AS "modelAttributes") AS card
$$;--> statement-breakpoint
CREATE FUNCTION job_card(
  id uuid, title text, job_category text, location text, salary numeric,
  duration_minimum int, duration_minimum_unit text, duration_maximum int, duration_maximum_unit text,
  tag_titles text, job_status text, created_at timestamptz)
RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT row_to_json(card)::text FROM (SELECT
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
CREATE FUNCTION organization_card(id uuid, name text, logo text)
RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT row_to_json(card)::text FROM (SELECT id AS "id", name AS "name", logo AS "logo") AS card
$$;--> statement-breakpoint
ALTER TABLE "individuals" ADD COLUMN "card" text GENERATED ALWAYS AS (individual_card(id, first_name, last_name, role, specialty_info)) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "card" text GENERATED ALWAYS AS (job_card(id, title, job_category, location, salary, duration_minimum, duration_minimum_unit, duration_maximum, duration_maximum_unit, tag_titles, job_status, created_at)) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "organization_card" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "organizations" ADD COLUMN "card" text GENERATED ALWAYS AS (organization_card(id, name, logo)) STORED NOT NULL;--> statement-breakpoint
-- jobs.organization_card follows its organization's card: copied when a job is written, and
-- rewritten on every job of an organization whose name or logo changes.
CREATE FUNCTION jobs_copy_organization_card() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.organization_card := (SELECT card FROM organizations WHERE id = NEW.organization_id);
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER jobs_organization_card BEFORE INSERT OR UPDATE OF organization_id ON jobs
  FOR EACH ROW EXECUTE FUNCTION jobs_copy_organization_card();--> statement-breakpoint
CREATE FUNCTION organizations_pass_card_to_jobs() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE jobs SET organization_card = NEW.card WHERE organization_id = NEW.id;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER organizations_card_to_jobs AFTER UPDATE ON organizations
  FOR EACH ROW WHEN (OLD.card IS DISTINCT FROM NEW.card) EXECUTE FUNCTION organizations_pass_card_to_jobs();--> statement-breakpoint
UPDATE jobs SET organization_card = organizations.card FROM organizations WHERE organizations.id = jobs.organization_id;
