-- Media are referenced by storage key (`<uuid>.webp`), no longer by URL: the API makes URLs
-- when it answers (lib/media-urls.ts), so a new host, CDN or bucket needs no data migration.
-- This turns the URLs stored until now, `<PUBLIC_URL>/media/<key>` whatever PUBLIC_URL was
-- then, into their keys: in the media fields of every talent's specialty info (the fields the
-- contract's MEDIA_FIELDS lists; a link someone typed into another field stays as it is) and in
-- every organization's logo.
CREATE FUNCTION media_key_of_url(value text) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT regexp_replace(value, '^https?://[^?#]*/media/([0-9a-f-]{36}\.(webp|mp4|mov|webm))$', '\1')
$$;--> statement-breakpoint
CREATE FUNCTION media_keys_of_urls(value jsonb) RETURNS jsonb LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE jsonb_typeof(value)
    WHEN 'string' THEN to_jsonb(media_key_of_url(value #>> '{}'))
    WHEN 'array' THEN (
      SELECT coalesce(jsonb_agg(
          CASE jsonb_typeof(item) WHEN 'string' THEN to_jsonb(media_key_of_url(item #>> '{}')) ELSE item END
          ORDER BY position), '[]'::jsonb)
      FROM jsonb_array_elements(value) WITH ORDINALITY AS items(item, position))
    ELSE value
  END
$$;--> statement-breakpoint
-- individuals.card is generated from specialty_info, so the talent cards follow.
UPDATE individuals SET specialty_info = (
  SELECT jsonb_object_agg(field, CASE WHEN field IN ('profilePicture', 'portfolioPictures', 'headShots',
      'fullBodyShots', 'reels', 'certificates', 'previousWork', 'bodyPictures', 'trophiePictures')
    THEN media_keys_of_urls(value) ELSE value END)
  FROM jsonb_each(specialty_info) AS fields(field, value))
WHERE specialty_info::text LIKE '%/media/%';--> statement-breakpoint
-- organizations.card is generated from the logo; the organizations_card_to_jobs trigger passes
-- each changed card on to its jobs.
UPDATE organizations SET logo = media_key_of_url(logo) WHERE logo LIKE '%/media/%';--> statement-breakpoint
-- And every job's copy is brought in line here too, so no job keeps an old URL whatever the
-- triggers did.
UPDATE jobs SET organization_card = organizations.card FROM organizations
  WHERE organizations.id = jobs.organization_id AND jobs.organization_card IS DISTINCT FROM organizations.card;--> statement-breakpoint
DROP FUNCTION media_keys_of_urls(jsonb);--> statement-breakpoint
DROP FUNCTION media_key_of_url(text);
