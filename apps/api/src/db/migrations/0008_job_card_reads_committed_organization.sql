-- A job written while its organization is renamed could keep the old name: the job's trigger
-- read the organization's card from a snapshot taken before the rename committed, and the
-- rename's trigger could not see the job that was not committed yet. Reading the card FOR SHARE
-- waits for a rename in progress and then reads what it committed; a rename that starts later
-- waits for the job's transaction, and its own trigger then sees the job.
CREATE OR REPLACE FUNCTION jobs_copy_organization_card() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.organization_card := (SELECT card FROM organizations WHERE id = NEW.organization_id FOR SHARE);
  RETURN NEW;
END
$$;
