-- The organization card says whether an operator verified the organization (issue 35). The card
-- is generated from the row, so it is built anew with its new argument; the trigger that passes a
-- card on to the organization's jobs names the column, so it goes and comes back around it.
CREATE FUNCTION organization_card(id uuid, name text, logo text, verified boolean)
RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT json_ascii(row_to_json(card)::text) FROM (SELECT id AS "id", name AS "name", logo AS "logo", verified AS "verified") AS card
$$;--> statement-breakpoint
DROP TRIGGER organizations_card_to_jobs ON organizations;--> statement-breakpoint
ALTER TABLE "organizations" DROP COLUMN "card";--> statement-breakpoint
ALTER TABLE "organizations" ADD COLUMN "card" text GENERATED ALWAYS AS (organization_card(id, name, logo, verified)) STORED NOT NULL;--> statement-breakpoint
CREATE TRIGGER organizations_card_to_jobs AFTER UPDATE ON organizations
  FOR EACH ROW WHEN (OLD.card IS DISTINCT FROM NEW.card) EXECUTE FUNCTION organizations_pass_card_to_jobs();--> statement-breakpoint
UPDATE jobs SET organization_card = organizations.card FROM organizations WHERE organizations.id = jobs.organization_id;--> statement-breakpoint
DROP FUNCTION organization_card(uuid, text, text);--> statement-breakpoint
-- Hidden content and warnings (issue 35) tell their reader why, in the operator's words.
ALTER TABLE "notification_opt_outs" DROP CONSTRAINT "notification_opt_outs_kind_check";--> statement-breakpoint
ALTER TABLE "notifications" DROP CONSTRAINT "notifications_kind_check";--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "note" text;--> statement-breakpoint
CREATE INDEX "users_suspended_idx" ON "users" USING btree ("suspended_at") WHERE "users"."suspended_at" is not null;--> statement-breakpoint
ALTER TABLE "notification_opt_outs" ADD CONSTRAINT "notification_opt_outs_kind_check" CHECK ("notification_opt_outs"."kind" in ('NEW_APPLICATION', 'APPLICATION_ACCEPTED', 'APPLICATION_DECLINED', 'JOB_FINISHED', 'REVIEW_RECEIVED', 'INVITATION', 'JOB_CLOSED', 'NEW_MESSAGE', 'MILESTONE_PROPOSED', 'MILESTONE_ACCEPTED', 'MILESTONE_DECLINED', 'MILESTONE_FUNDED', 'MILESTONE_DELIVERED', 'MILESTONE_RELEASED', 'MILESTONE_REFUNDED', 'MILESTONE_DISPUTED', 'RELEASE_REMINDER', 'PAYOUT_PAID', 'PAYOUT_FAILED', 'REVIEW_DUE', 'REVIEW_CLOSING', 'REVIEW_WAITING', 'DISPUTE_DECIDED', 'CONTENT_HIDDEN', 'ACCOUNT_WARNED'));--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_kind_check" CHECK ("notifications"."kind" in ('NEW_APPLICATION', 'APPLICATION_ACCEPTED', 'APPLICATION_DECLINED', 'JOB_FINISHED', 'REVIEW_RECEIVED', 'INVITATION', 'JOB_CLOSED', 'NEW_MESSAGE', 'MILESTONE_PROPOSED', 'MILESTONE_ACCEPTED', 'MILESTONE_DECLINED', 'MILESTONE_FUNDED', 'MILESTONE_DELIVERED', 'MILESTONE_RELEASED', 'MILESTONE_REFUNDED', 'MILESTONE_DISPUTED', 'RELEASE_REMINDER', 'PAYOUT_PAID', 'PAYOUT_FAILED', 'REVIEW_DUE', 'REVIEW_CLOSING', 'REVIEW_WAITING', 'DISPUTE_DECIDED', 'CONTENT_HIDDEN', 'ACCOUNT_WARNED'));
