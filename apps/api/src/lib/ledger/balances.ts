import { inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { ledgerEntries } from '../../db/schema/ledger';
import type { LedgerAccount } from './accounts';

/** A sum of halalas as PostgreSQL writes it (numeric), as a number; it is exact below 2^53. */
function toHalalas(total: string): number {
  const value = Number(total);
  if (!Number.isSafeInteger(value)) throw new RangeError(`a ledger balance of ${total} halalas exceeds 2^53`);
  return value;
}

/**
 * The balances of some accounts, read from the ledger (the sum of each one's entries, served by
 * ledger_entries_account_created_idx); an account without entries has 0.
 */
export async function balancesFor(
  db: Db,
  accounts: readonly LedgerAccount[],
): Promise<Map<LedgerAccount, number>> {
  const balances = new Map<LedgerAccount, number>(accounts.map((account) => [account, 0]));
  if (accounts.length === 0) return balances;
  const rows = await db
    .select({ account: ledgerEntries.account, total: sql<string>`sum(${ledgerEntries.amount})::text` })
    .from(ledgerEntries)
    .where(inArray(ledgerEntries.account, [...new Set(accounts)]))
    .groupBy(ledgerEntries.account);
  for (const row of rows) balances.set(row.account as LedgerAccount, toHalalas(row.total));
  return balances;
}

/** One account's balance in halalas. */
export async function balanceOf(db: Db, account: LedgerAccount): Promise<number> {
  return (await balancesFor(db, [account])).get(account) ?? 0;
}
