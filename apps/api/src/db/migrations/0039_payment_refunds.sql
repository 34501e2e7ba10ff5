ALTER TABLE "ledger_entries" DROP CONSTRAINT "ledger_entries_account_check";--> statement-breakpoint
ALTER TABLE "ledger_transactions" DROP CONSTRAINT "ledger_transactions_kind_check";--> statement-breakpoint
ALTER TABLE "milestone_payments" ADD COLUMN "duplicate" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "milestone_payments" ADD COLUMN "refund_claimed_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "invoice_id" uuid;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "milestone_payments_duplicate_owed_idx" ON "milestone_payments" USING btree ("created_at") WHERE "milestone_payments"."duplicate" and "milestone_payments"."refunded_at" is null;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_account_check" CHECK ("ledger_entries"."account" ~ '^(organization:[0-9a-f-]{36}:(funding|refunding)|escrow:milestone:[0-9a-f-]{36}|talent:[0-9a-f-]{36}:(available|withdrawing|withdrawn)|platform:(fee|vat))$');--> statement-breakpoint
ALTER TABLE "ledger_transactions" ADD CONSTRAINT "ledger_transactions_kind_check" CHECK ("ledger_transactions"."kind" in ('milestone.held', 'milestone.released', 'milestone.refunded', 'milestone.split', 'payout.requested', 'payout.paid', 'payout.failed', 'payment.duplicate', 'payment.refunded'));--> statement-breakpoint
-- Only an organization's funding account may go negative: its refunding account holds money (ADR 026).
CREATE OR REPLACE FUNCTION ledger_account_may_go_negative(account text) RETURNS boolean
  LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$ SELECT account LIKE 'organization:%:funding' $$;
