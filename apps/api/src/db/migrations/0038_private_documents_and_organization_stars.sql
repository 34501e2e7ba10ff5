ALTER TABLE "media" DROP CONSTRAINT "media_kind_check";--> statement-breakpoint
ALTER TABLE "media" ADD CONSTRAINT "media_kind_check" CHECK ("media"."kind" in ('image', 'video', 'document'));--> statement-breakpoint
-- The organization card carries its stars and review count (issue 34), so Explore's job cards and
-- the job page show the rating without another read: a job's copy of the card follows each
-- published review through the trigger below. As in 0036, the card is built anew with its new
-- arguments, and the trigger that names the column goes and comes back around it.
CREATE FUNCTION organization_card(id uuid, name text, logo text, verified boolean, rating_sum int, rating_count int)
RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT json_ascii(row_to_json(card)::text) FROM (SELECT
    id AS "id",
    name AS "name",
    logo AS "logo",
    verified AS "verified",
    (CASE WHEN rating_count = 0 THEN 0 ELSE round(rating_sum::numeric / rating_count, 2) END)::float8 AS "stars",
    rating_count AS "reviewCount") AS card
$$;--> statement-breakpoint
DROP TRIGGER organizations_card_to_jobs ON organizations;--> statement-breakpoint
ALTER TABLE "organizations" DROP COLUMN "card";--> statement-breakpoint
ALTER TABLE "organizations" ADD COLUMN "card" text GENERATED ALWAYS AS (organization_card(id, name, logo, verified, rating_sum, rating_count)) STORED NOT NULL;--> statement-breakpoint
CREATE TRIGGER organizations_card_to_jobs AFTER UPDATE ON organizations
  FOR EACH ROW WHEN (OLD.card IS DISTINCT FROM NEW.card) EXECUTE FUNCTION organizations_pass_card_to_jobs();--> statement-breakpoint
UPDATE jobs SET organization_card = organizations.card FROM organizations WHERE organizations.id = jobs.organization_id;--> statement-breakpoint
DROP FUNCTION organization_card(uuid, text, text, boolean);--> statement-breakpoint
-- A review an operator hid (issue 35) stays out of its subject's stars and count. Hiding used to
-- leave a published review counted: take those out once; hideReview and publishReviews keep it so.
UPDATE individuals SET rating_sum = individuals.rating_sum - hidden.rating_sum, rating_count = individuals.rating_count - hidden.rating_count
FROM (SELECT individual_id, sum(rating)::int AS rating_sum, count(*)::int AS rating_count FROM reviews
  WHERE author_role = 'ORGANIZATION' AND published_at IS NOT NULL AND hidden_at IS NOT NULL GROUP BY individual_id) AS hidden
WHERE individuals.id = hidden.individual_id;--> statement-breakpoint
UPDATE organizations SET rating_sum = organizations.rating_sum - hidden.rating_sum, rating_count = organizations.rating_count - hidden.rating_count
FROM (SELECT organization_id, sum(rating)::int AS rating_sum, count(*)::int AS rating_count FROM reviews
  WHERE author_role = 'INDIVIDUAL' AND published_at IS NOT NULL AND hidden_at IS NOT NULL GROUP BY organization_id) AS hidden
WHERE organizations.id = hidden.organization_id;
