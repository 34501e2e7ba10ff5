DROP INDEX "ledger_entries_account_idx";--> statement-breakpoint
CREATE INDEX "ledger_entries_account_created_idx" ON "ledger_entries" USING btree ("account","created_at","id");