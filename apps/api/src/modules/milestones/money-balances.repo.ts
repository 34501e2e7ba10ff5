import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { individuals } from '../../db/schema/individuals';
import { jobRequests } from '../../db/schema/job-requests';
import { jobs } from '../../db/schema/jobs';
import { ledgerEntries } from '../../db/schema/ledger';
import { milestones } from '../../db/schema/milestones';
import { organizations } from '../../db/schema/organizations';
import { ledgerAccounts } from '../../lib/ledger/accounts';
import { balanceOf, balancesFor } from '../../lib/ledger/balances';

const HOLDING = ['HELD', 'DELIVERED', 'DISPUTED'];

/** The money in escrow for the milestones of one party's contracts, summed from the ledger. */
async function heldFor(db: Db, party: 'INDIVIDUAL' | 'ORGANIZATION', userId: string): Promise<number> {
  const owner = party === 'INDIVIDUAL' ? individuals.userId : organizations.userId;
  const base = db
    .select({ total: sql<string>`coalesce(sum(${ledgerEntries.amount}), 0)::text` })
    .from(milestones)
    .innerJoin(jobRequests, eq(jobRequests.id, milestones.jobRequestId))
    .innerJoin(ledgerEntries, eq(ledgerEntries.account, sql`'escrow:milestone:' || ${milestones.id}::text`));
  const joined =
    party === 'INDIVIDUAL'
      ? base.innerJoin(individuals, eq(individuals.id, jobRequests.individualId))
      : base
          .innerJoin(jobs, eq(jobs.id, jobRequests.jobId))
          .innerJoin(organizations, eq(organizations.id, jobs.organizationId));
  const [row] = await joined.where(and(eq(owner, userId), inArray(milestones.status, HOLDING)));
  return Number(row?.total ?? 0);
}

export async function talentMoney(db: Db, userId: string) {
  const accounts = {
    available: ledgerAccounts.talentAvailable(userId),
    withdrawing: ledgerAccounts.talentWithdrawing(userId),
    withdrawn: ledgerAccounts.talentWithdrawn(userId),
  };
  const [balances, held] = await Promise.all([
    balancesFor(db, Object.values(accounts)),
    heldFor(db, 'INDIVIDUAL', userId),
  ]);
  return {
    held,
    available: balances.get(accounts.available) ?? 0,
    withdrawing: balances.get(accounts.withdrawing) ?? 0,
    withdrawn: balances.get(accounts.withdrawn) ?? 0,
  };
}

/**
 * An organization's money: what it paid in, less refunds, is held, released, or a second payment
 * still owed back to it. Its funding account goes down by each payment and up by each refund.
 */
export async function organizationMoney(db: Db, userId: string) {
  const funding = ledgerAccounts.organizationFunding(userId);
  const refunding = ledgerAccounts.organizationRefunding(userId);
  const [sums, held, owed] = await Promise.all([
    db
      .select({
        paidIn: sql<string>`coalesce(-sum(${ledgerEntries.amount}) filter (where ${ledgerEntries.amount} < 0), 0)::text`,
        refunded: sql<string>`coalesce(sum(${ledgerEntries.amount}) filter (where ${ledgerEntries.amount} > 0), 0)::text`,
      })
      .from(ledgerEntries)
      .where(eq(ledgerEntries.account, funding)),
    heldFor(db, 'ORGANIZATION', userId),
    balanceOf(db, refunding),
  ]);
  const paidIn = Number(sums[0]?.paidIn ?? 0);
  const refunded = Number(sums[0]?.refunded ?? 0);
  return { held, refunded, released: paidIn - refunded - held - owed };
}
