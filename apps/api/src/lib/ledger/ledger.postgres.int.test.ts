import { randomUUID } from 'node:crypto';
import { count, sql } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { createPool, wrapPool } from '../../db/client';
import type { DatabaseHandle } from '../../db/database';
import { loadEnv } from '../../env';
import { expectLedgerBalanced } from '../../../test/ledger-invariant';
import { ledgerEntries, ledgerTransactions } from '../../db/schema/ledger';
import { ledgerAccounts } from './accounts';
import { balanceOf } from './balances';
import { LedgerError } from './ledger-error';
import { postTransaction } from './post-transaction';

let t: TestApp;
/** Twenty connections, so that twenty postings are really open at once (the app's pool has ten). */
let wide: DatabaseHandle;

beforeEach(async () => {
  t = await buildTestApp();
  if (t.databaseUrl === null) throw new Error('this file runs on PostgreSQL only');
  const limits = { ...loadEnv({}).database, poolMax: 20 };
  wide = wrapPool(createPool(t.databaseUrl, limits), t.databaseUrl, limits);
});

afterEach(async () => {
  await wide.close();
  await t.close();
});

/** A talent with `amount` halalas available, released from a milestone without a fee. */
async function talentWithAvailable(amount: number): Promise<string> {
  const talentId = randomUUID();
  const milestoneId = randomUUID();
  const escrow = ledgerAccounts.milestoneEscrow(milestoneId);
  await postTransaction(t.db.db, {
    kind: 'milestone.held',
    milestoneId,
    lines: [
      { account: ledgerAccounts.organizationFunding(randomUUID()), amount: -amount },
      { account: escrow, amount },
    ],
  });
  await postTransaction(t.db.db, {
    kind: 'milestone.released',
    milestoneId,
    lines: [
      { account: escrow, amount: -amount },
      { account: ledgerAccounts.talentAvailable(talentId), amount },
    ],
  });
  return talentId;
}

describe('the ledger under concurrency, on PostgreSQL', () => {
  it('applies one provider event posted twenty times at once, and counts its money once', async () => {
    const milestoneId = randomUUID();
    const escrow = ledgerAccounts.milestoneEscrow(milestoneId);
    const results = await Promise.all(
      Array.from({ length: 20 }, () =>
        postTransaction(wide.db, {
          kind: 'milestone.held',
          externalId: 'moyasar:payment:pay_race:paid',
          milestoneId,
          lines: [
            { account: ledgerAccounts.organizationFunding(randomUUID()), amount: -7_500 },
            { account: escrow, amount: 7_500 },
          ],
        }),
      ),
    );
    expect(results.filter((result) => result.applied)).toHaveLength(1);
    expect(new Set(results.map((result) => result.id)).size).toBe(1);
    expect(await balanceOf(t.db.db, escrow)).toBe(7_500);
    const [transactions] = await t.db.db.select({ n: count() }).from(ledgerTransactions);
    expect(transactions?.n).toBe(1);
  });

  it('lets exactly ten of twenty withdrawals of 10 take a balance of 100, which ends at 0', async () => {
    const talentId = await talentWithAvailable(100);
    const available = ledgerAccounts.talentAvailable(talentId);
    // Without the lock each would read 100 and pass; the database would then refuse ten at commit.
    const outcomes = await Promise.allSettled(
      Array.from({ length: 20 }, () =>
        postTransaction(wide.db, {
          kind: 'payout.requested',
          payoutId: randomUUID(),
          lines: [
            { account: available, amount: -10 },
            { account: ledgerAccounts.talentWithdrawing(talentId), amount: 10 },
          ],
        }),
      ),
    );
    expect(outcomes.filter((outcome) => outcome.status === 'fulfilled')).toHaveLength(10);
    for (const outcome of outcomes.filter((o) => o.status === 'rejected')) {
      expect(outcome.reason).toBeInstanceOf(LedgerError);
      expect(outcome.reason).toMatchObject({ reason: 'INSUFFICIENT_FUNDS' });
    }
    expect(await balanceOf(t.db.db, available)).toBe(0);
    expect(await balanceOf(t.db.db, ledgerAccounts.talentWithdrawing(talentId))).toBe(100);
    await expectLedgerBalanced(t.db);
  });

  it('stops concurrent overdrafts by itself when code skips postTransaction and its lock', async () => {
    const talentId = await talentWithAvailable(100);
    const available = ledgerAccounts.talentAvailable(talentId);
    // A slow commit: 50 ms between the overdraft check and the end of each commit, where a check
    // without the account's lock would let the others pass on a balance about to shrink.
    await t.db.db.execute(sql`
      create function slow_commit() returns trigger language plpgsql as $$
      begin perform pg_sleep(0.05); return null; end $$`);
    await t.db.db.execute(sql`
      create constraint trigger ledger_entries_zz_slow_commit after insert on ledger_entries
      deferrable initially deferred for each row when (new.amount < 0) execute function slow_commit()`);
    // Each writes its debit, then waits so that all twenty are open at once before committing.
    const outcomes = await Promise.allSettled(
      Array.from({ length: 20 }, () =>
        wide.db.transaction(async (tx) => {
          const [transaction] = await tx
            .insert(ledgerTransactions)
            .values({ kind: 'payout.requested' })
            .returning({ id: ledgerTransactions.id });
          if (transaction === undefined) throw new Error('no transaction row');
          await tx.insert(ledgerEntries).values([
            { transactionId: transaction.id, account: available, amount: -10 },
            {
              transactionId: transaction.id,
              account: ledgerAccounts.talentWithdrawing(talentId),
              amount: 10,
            },
          ]);
          await tx.execute(sql`select pg_sleep(0.2)`);
        }),
      ),
    );
    const refused = outcomes.filter((outcome) => outcome.status === 'rejected');
    expect(outcomes.length - refused.length).toBe(10);
    for (const outcome of refused) {
      const error: unknown = outcome.reason;
      const text = `${String(error)} ${error instanceof Error ? String(error.cause) : ''}`;
      expect(text).toMatch(/would go negative/);
    }
    expect(await balanceOf(t.db.db, available)).toBe(0);
    await expectLedgerBalanced(t.db);
  });
});
