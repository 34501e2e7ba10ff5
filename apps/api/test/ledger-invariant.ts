import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import type { DatabaseHandle } from '../src/db/database';

export interface LedgerViolations {
  /** Transactions whose entries do not sum to zero, or that have none. */
  readonly unbalanced: string[];
  /** Accounts that may not go negative and are. */
  readonly negative: string[];
}

/**
 * The ledger's invariant, in one query: every transaction sums to zero and has entries, and no
 * account but an organization's funding account is below zero. On an empty ledger it reads two
 * empty indexes, so every integration test can afford it.
 */
export async function ledgerViolations(db: DatabaseHandle): Promise<LedgerViolations> {
  const result: unknown = await db.db.execute(sql`
    select
      array(
        select t.id::text from ledger_transactions t
        left join ledger_entries e on e.transaction_id = t.id
        group by t.id
        having count(e.id) = 0 or sum(e.amount) <> 0
      ) as unbalanced,
      array(
        select account from ledger_entries
        where not ledger_account_may_go_negative(account)
        group by account
        having sum(amount) < 0
      ) as negative`);
  const [row] = (result as { rows: LedgerViolations[] }).rows;
  return { unbalanced: row?.unbalanced ?? [], negative: row?.negative ?? [] };
}

export async function expectLedgerBalanced(db: DatabaseHandle): Promise<void> {
  expect(await ledgerViolations(db), 'the ledger invariant').toEqual({ unbalanced: [], negative: [] });
}

/**
 * The check TestApp.close() runs after every test. A test that took its database away (an
 * outage, a closed connection) has no ledger left to check; any other failure is the test's.
 */
export async function expectLedgerBalancedIfReachable(db: DatabaseHandle): Promise<void> {
  const reachable = await db.ping().then(
    () => true,
    () => false,
  );
  if (reachable) await expectLedgerBalanced(db);
}
