-- The talent card carries the talent's star average and review count, so a page of cards costs
-- one request (issue 17). rating_sum and rating_count are updated with each review in its
-- transaction, and the generated card follows them. "stars" is the mean to two decimals, 0 with
-- no reviews, as GET /individuals/{id}/stars answers.
CREATE FUNCTION individual_card(
  id uuid, first_name text, last_name text, role text, specialty_info jsonb, rating_sum int, rating_count int)
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
        AND specialty_info ->> 'dressSize' IS NOT NULL) AS "modelAttributes",
    (CASE WHEN rating_count = 0 THEN 0 ELSE round(rating_sum::numeric / rating_count, 2) END)::float8 AS "stars",
    rating_count AS "reviewCount") AS card
$$;--> statement-breakpoint
ALTER TABLE "individuals" DROP COLUMN "card";--> statement-breakpoint
ALTER TABLE "individuals" ADD COLUMN "card" text GENERATED ALWAYS AS (individual_card(id, first_name, last_name, role, specialty_info, rating_sum, rating_count)) STORED NOT NULL;--> statement-breakpoint
DROP FUNCTION individual_card(uuid, text, text, text, jsonb);
