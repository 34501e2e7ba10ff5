-- Issue 31: a talent may give their name in the other script too (Arabic or Latin letters), and a
-- search in either finds them. The name search stays one trigram-indexed column: search_name now
-- ends with that name, so both search paths (ADR 004) and their statements are unchanged.
-- A generated column's expression cannot be altered, so it is dropped (with its index) and added again.
ALTER TABLE "individuals" ADD COLUMN "other_script_name" text;--> statement-breakpoint
ALTER TABLE "individuals" DROP COLUMN "search_name";--> statement-breakpoint
ALTER TABLE "individuals" ADD COLUMN "search_name" text GENERATED ALWAYS AS (search_normal(first_name || ' ' || last_name || coalesce(' ' || other_script_name, ''))) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "individuals_search_name_trgm_idx" ON "individuals" USING gin ("search_name" gin_trgm_ops);
