-- Issue 33: the double-entry ledger that every movement of money is written to (ADR 026). The
-- tables are drizzle-kit's; the functions and triggers after them are what the database itself
-- enforces, whatever code writes: each transaction sums to zero and has entries, rows are never
-- changed or removed, entries join only a transaction made in the same database transaction, and
-- no account but an organization's funding account goes below zero.
CREATE TABLE "ledger_entries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"transaction_id" uuid NOT NULL,
	"account" text NOT NULL,
	"amount" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ledger_entries_amount_check" CHECK ("ledger_entries"."amount" <> 0),
	CONSTRAINT "ledger_entries_account_check" CHECK ("ledger_entries"."account" ~ '^(organization:[0-9a-f-]{36}:funding|escrow:milestone:[0-9a-f-]{36}|talent:[0-9a-f-]{36}:(available|withdrawing|withdrawn)|platform:(fee|vat))$')
);
--> statement-breakpoint
CREATE TABLE "ledger_transactions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"external_id" text,
	"milestone_id" uuid,
	"payout_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ledger_transactions_external_id_unique" UNIQUE("external_id")
);
--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_transaction_id_ledger_transactions_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "public"."ledger_transactions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ledger_entries_account_idx" ON "ledger_entries" USING btree ("account");--> statement-breakpoint
CREATE INDEX "ledger_entries_transaction_idx" ON "ledger_entries" USING btree ("transaction_id");--> statement-breakpoint
CREATE INDEX "ledger_transactions_milestone_idx" ON "ledger_transactions" USING btree ("milestone_id");--> statement-breakpoint
-- An organization's funding account is the one place money enters from outside: it goes negative
-- by what the organization paid in. Every other account holds money and never goes below zero.
-- lib/ledger/accounts.ts says the same (a test compares the two).
CREATE FUNCTION ledger_account_may_go_negative(account text) RETURNS boolean
  LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$ SELECT account LIKE 'organization:%' $$;--> statement-breakpoint
CREATE FUNCTION ledger_refuse_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'the ledger is append-only: % on % is refused', TG_OP, TG_TABLE_NAME
    USING ERRCODE = 'restrict_violation';
END $$;--> statement-breakpoint
CREATE TRIGGER ledger_transactions_append_only BEFORE UPDATE OR DELETE ON ledger_transactions
  FOR EACH ROW EXECUTE FUNCTION ledger_refuse_change();--> statement-breakpoint
CREATE TRIGGER ledger_transactions_no_truncate BEFORE TRUNCATE ON ledger_transactions
  FOR EACH STATEMENT EXECUTE FUNCTION ledger_refuse_change();--> statement-breakpoint
CREATE TRIGGER ledger_entries_append_only BEFORE UPDATE OR DELETE ON ledger_entries
  FOR EACH ROW EXECUTE FUNCTION ledger_refuse_change();--> statement-breakpoint
CREATE TRIGGER ledger_entries_no_truncate BEFORE TRUNCATE ON ledger_entries
  FOR EACH STATEMENT EXECUTE FUNCTION ledger_refuse_change();--> statement-breakpoint
-- A committed transaction is closed: balanced lines added to it later would rewrite its history.
-- now() is the start of the database transaction, and created_at is always its default.
CREATE FUNCTION ledger_entry_joins_open_transaction() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NOT EXISTS (SELECT 1 FROM ledger_transactions WHERE id = NEW.transaction_id AND created_at = now()) THEN
    RAISE EXCEPTION 'ledger entries are written with their transaction, in the database transaction that made it'
      USING ERRCODE = 'check_violation', CONSTRAINT = 'ledger_entry_joins_open_transaction';
  END IF;
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER ledger_entries_join_open_transaction BEFORE INSERT ON ledger_entries
  FOR EACH ROW EXECUTE FUNCTION ledger_entry_joins_open_transaction();--> statement-breakpoint
-- Checked at commit (deferred), when every line of the transaction is in.
CREATE FUNCTION ledger_check_balanced() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  total numeric;
BEGIN
  SELECT coalesce(sum(amount), 0) INTO total FROM ledger_entries WHERE transaction_id = NEW.transaction_id;
  IF total <> 0 THEN
    RAISE EXCEPTION 'ledger transaction % does not sum to zero (%)', NEW.transaction_id, total
      USING ERRCODE = 'check_violation', CONSTRAINT = 'ledger_transaction_balanced';
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE CONSTRAINT TRIGGER ledger_entries_balanced AFTER INSERT ON ledger_entries
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION ledger_check_balanced();--> statement-breakpoint
CREATE FUNCTION ledger_check_has_entries() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NOT EXISTS (SELECT 1 FROM ledger_entries WHERE transaction_id = NEW.id) THEN
    RAISE EXCEPTION 'ledger transaction % has no entries', NEW.id
      USING ERRCODE = 'check_violation', CONSTRAINT = 'ledger_transaction_balanced';
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE CONSTRAINT TRIGGER ledger_transactions_have_entries AFTER INSERT ON ledger_transactions
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION ledger_check_has_entries();--> statement-breakpoint
-- At commit, each debit of a guarded account takes that account's lock (the one postTransaction
-- takes first, so the order it chose holds) and sums the account. Under READ COMMITTED that sum
-- sees every transaction that committed before the lock was granted, so two debits racing for
-- the last riyal cannot both commit. A snapshot older than the lock (REPEATABLE READ and above)
-- would not see the other debit, so such transactions may not debit a guarded account.
CREATE FUNCTION ledger_check_not_negative() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  balance numeric;
BEGIN
  IF current_setting('transaction_isolation') <> 'read committed' THEN
    RAISE EXCEPTION 'a debit of ledger account % must run at READ COMMITTED, not %', NEW.account,
      current_setting('transaction_isolation') USING ERRCODE = 'check_violation', CONSTRAINT = 'ledger_account_not_negative';
  END IF;
  PERFORM pg_advisory_xact_lock(hashtextextended('ledger:' || NEW.account, 0));
  SELECT coalesce(sum(amount), 0) INTO balance FROM ledger_entries WHERE account = NEW.account;
  IF balance < 0 THEN
    RAISE EXCEPTION 'ledger account % would go negative (%)', NEW.account, balance
      USING ERRCODE = 'check_violation', CONSTRAINT = 'ledger_account_not_negative';
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE CONSTRAINT TRIGGER ledger_entries_not_negative AFTER INSERT ON ledger_entries
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW
  WHEN (NEW.amount < 0 AND NOT ledger_account_may_go_negative(NEW.account))
  EXECUTE FUNCTION ledger_check_not_negative();
