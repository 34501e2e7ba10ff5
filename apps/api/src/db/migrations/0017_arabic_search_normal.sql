-- Search as Saudis type Arabic: the stored search texts and the query fragments (TypeScript's
-- normalizeSearchText, lib/search-normal.ts) are compared in one form: lower-cased, without
-- tashkeel (U+064B-U+0655, U+0670) or tatweel (U+0640), and with each group of letters
-- written alike: alef forms (أ إ آ ٱ) as ا, ى as ي, ة as ه, ؤ as و, ئ as ي. translate() drops
-- the characters of its second argument that have no counterpart in the third. lower() and
-- translate() depend on no setting the columns could see change, so the function is IMMUTABLE
-- as generated columns and their indexes require.
CREATE FUNCTION search_normal(value text)
RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT AS $$
  SELECT translate(
    lower(value),
    U&'\0623\0625\0622\0671\0649\0629\0624\0626\0640\064B\064C\064D\064E\064F\0650\0651\0652\0653\0654\0655\0670',
    U&'\0627\0627\0627\0627\064A\0647\0648\064A'
  )
$$;--> statement-breakpoint
ALTER TABLE "individuals" DROP COLUMN "search_name";--> statement-breakpoint
ALTER TABLE "individuals" ADD COLUMN "search_name" text GENERATED ALWAYS AS (search_normal(first_name || ' ' || last_name)) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "individuals_search_name_trgm_idx" ON "individuals" USING gin ("search_name" gin_trgm_ops);--> statement-breakpoint
ALTER TABLE "jobs" DROP COLUMN "search_text";--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "search_text" text GENERATED ALWAYS AS (search_normal(title || ' ' || description || ' ' || tag_titles)) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "jobs_search_trgm_idx" ON "jobs" USING gin ("search_text" gin_trgm_ops);
