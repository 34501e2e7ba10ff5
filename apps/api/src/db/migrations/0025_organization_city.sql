-- Issue 31: an organization says which city it works from (the Kingdom's main cities, or OTHER).
-- Nullable: organizations made before, and those a client written from the spec creates, have none.
ALTER TABLE "organizations" ADD COLUMN "city" text;
