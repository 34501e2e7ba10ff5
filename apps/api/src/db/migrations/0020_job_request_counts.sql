-- Moved to 0021: this migration's journal time sorted before 0019's, so a database migrated to
-- 0019 earlier never ran it. A database that did run it keeps what it made.
SELECT 1;
