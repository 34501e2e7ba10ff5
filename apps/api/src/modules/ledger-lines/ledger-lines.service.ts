import type { LedgerLine } from '@casting/contract';
import type { Db } from '../../db/database';
import type { Actor } from '../../lib/auth';
import { ledgerAccounts, type LedgerAccount } from '../../lib/ledger/accounts';
import { pageStart } from '../../lib/list-cursor';
import { listLedgerLines } from './ledger-lines.repo';

/**
 * The caller's accounts whose lines it reads, each with the name a line shows it by: one line per
 * step. A payout moves two of the talent's accounts at each step; its passage through
 * `withdrawing` is left out, so a request reads as taken from the available balance, a payment
 * as added to what was withdrawn, and a failure as returned to the available balance.
 */
function accountsOf(actor: Actor): Map<LedgerAccount, LedgerLine['account']> {
  if (actor.role === 'ORGANIZATION')
    return new Map([[ledgerAccounts.organizationFunding(actor.userId), 'FUNDING']]);
  return new Map<LedgerAccount, LedgerLine['account']>([
    [ledgerAccounts.talentAvailable(actor.userId), 'AVAILABLE'],
    [ledgerAccounts.talentWithdrawn(actor.userId), 'WITHDRAWN'],
  ]);
}

function nameOf(accounts: Map<LedgerAccount, LedgerLine['account']>, account: string): LedgerLine['account'] {
  const name = accounts.get(account as LedgerAccount);
  if (name === undefined) throw new Error(`${account} is not one of the caller's accounts`);
  return name;
}

/** GET /users/me/transactions: the ledger, as far as it concerns the caller. */
export async function ledgerLinesOf(
  db: Db,
  actor: Actor,
  query: { page: number | undefined; cursor: string | undefined; limit: number },
) {
  const accounts = accountsOf(actor);
  const start = pageStart(query.page, query.cursor);
  const rows = await listLedgerLines(db, [...accounts.keys()], start, query.limit);
  const items = rows.slice(0, query.limit).map((row): LedgerLine => ({
    id: row.id,
    kind: row.kind as LedgerLine['kind'],
    account: nameOf(accounts, row.account),
    amount: row.amount,
    currency: 'SAR',
    milestone:
      row.milestoneId === null || row.milestoneTitle === null || row.jobRequestId === null
        ? null
        : { id: row.milestoneId, title: row.milestoneTitle, jobRequestId: row.jobRequestId },
    payoutId: row.payoutId,
    createdAt: row.createdAt.toISOString(),
  }));
  const hasMore = rows.length > query.limit;
  return {
    items,
    meta: {
      page: 'page' in start ? start.page : null,
      limit: query.limit,
      hasMore,
      nextCursor: hasMore ? (rows[query.limit - 1]?.cursor ?? null) : null,
    },
  };
}
