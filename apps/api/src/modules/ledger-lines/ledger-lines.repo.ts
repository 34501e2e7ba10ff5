import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { ledgerEntries, ledgerTransactions } from '../../db/schema/ledger';
import { milestones } from '../../db/schema/milestones';
import type { LedgerAccount } from '../../lib/ledger/accounts';
import { cursorOf, startValues, type PageStart } from '../../lib/list-cursor';

/**
 * Lines of the ledger on some accounts, newest first, one more than `limit` (the next page's
 * sign), each with the milestone it was about; served by ledger_entries_account_created_idx.
 */
export async function listLedgerLines(
  db: Db,
  accounts: readonly LedgerAccount[],
  start: PageStart,
  limit: number,
) {
  const at = startValues(start, limit);
  const after =
    'afterId' in at
      ? sql`(${ledgerEntries.createdAt}, ${ledgerEntries.id}) < (${at.afterCreatedAt}::timestamptz, ${at.afterId}::uuid)`
      : undefined;
  return db
    .select({
      id: ledgerEntries.id,
      account: ledgerEntries.account,
      amount: ledgerEntries.amount,
      createdAt: ledgerEntries.createdAt,
      kind: ledgerTransactions.kind,
      payoutId: ledgerTransactions.payoutId,
      milestoneId: milestones.id,
      milestoneTitle: milestones.title,
      jobRequestId: milestones.jobRequestId,
      cursor: cursorOf(ledgerEntries.createdAt, ledgerEntries.id),
    })
    .from(ledgerEntries)
    .innerJoin(ledgerTransactions, eq(ledgerTransactions.id, ledgerEntries.transactionId))
    .leftJoin(milestones, eq(milestones.id, ledgerTransactions.milestoneId))
    .where(and(inArray(ledgerEntries.account, [...accounts]), after))
    .orderBy(desc(ledgerEntries.createdAt), desc(ledgerEntries.id))
    .limit(limit + 1)
    .offset(at.offset);
}
