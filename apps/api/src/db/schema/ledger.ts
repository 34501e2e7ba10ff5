import { sql } from 'drizzle-orm';
import { bigint, check, index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { LEDGER_TRANSACTION_KINDS } from '../../lib/ledger/transaction-kinds';
import { createdAt, id } from './columns';

const kindsList = sql.raw(LEDGER_TRANSACTION_KINDS.map((kind) => `'${kind}'`).join(', '));

/**
 * One movement of money: the entries written with it sum to zero. Rows are never changed or
 * removed (triggers of migration 0027); a correction is a new transaction. Its references are
 * plain columns, without foreign keys: the milestones and payouts they name come in later
 * migrations, and a ledger row must outlive whatever it was about.
 */
export const ledgerTransactions = pgTable(
  'ledger_transactions',
  {
    id: id(),
    /** What moved the money ('milestone.held', 'milestone.released', …): lib/ledger/transaction-kinds.ts. */
    kind: text('kind').notNull(),
    /** The payment provider's id of the event that caused it: unique, so an event is applied once. */
    externalId: text('external_id').unique('ledger_transactions_external_id_unique'),
    milestoneId: uuid('milestone_id'),
    payoutId: uuid('payout_id'),
    createdAt: createdAt(),
  },
  (table) => [
    index('ledger_transactions_milestone_idx').on(table.milestoneId),
    check('ledger_transactions_kind_check', sql`${table.kind} in (${kindsList})`),
  ],
);

/**
 * One line of a transaction: a signed amount in halalas on a named account (lib/ledger/accounts.ts).
 * An account's balance is the sum of its entries.
 */
export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: id(),
    transactionId: uuid('transaction_id')
      .notNull()
      .references(() => ledgerTransactions.id),
    account: text('account').notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    // An account's balance, and its lines newest first (GET /users/me/transactions).
    index('ledger_entries_account_created_idx').on(table.account, table.createdAt, table.id),
    index('ledger_entries_transaction_idx').on(table.transactionId),
    check('ledger_entries_amount_check', sql`${table.amount} <> 0`),
    // The account names the ledger knows, so a typo cannot open an account no rule guards.
    check(
      'ledger_entries_account_check',
      sql`${table.account} ~ '^(organization:[0-9a-f-]{36}:(funding|refunding)|escrow:milestone:[0-9a-f-]{36}|talent:[0-9a-f-]{36}:(available|withdrawing|withdrawn)|platform:(fee|vat))$'`,
    ),
  ],
);
