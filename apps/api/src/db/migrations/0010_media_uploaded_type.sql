-- The type detected in an upload's bytes, kept beside the stored (re-encoded) type, so rules such
-- as "a logo is a JPEG or PNG" can be checked when the file is used. Earlier rows stay null.
ALTER TABLE "media" ADD COLUMN "uploaded_type" text;
