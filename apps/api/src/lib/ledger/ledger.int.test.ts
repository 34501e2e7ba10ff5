import { randomUUID } from 'node:crypto';
import { feeBreakdown } from '@casting/contract';
import { count, eq, sql } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { expectLedgerBalanced, ledgerViolations } from '../../../test/ledger-invariant';
import type { Db } from '../../db/database';
import { ledgerEntries, ledgerTransactions } from '../../db/schema/ledger';
import { isLedgerAccount, ledgerAccounts, mayGoNegative, type LedgerAccount } from './accounts';
import { balanceOf, balancesFor } from './balances';
import { LedgerError } from './ledger-error';
import { postTransaction } from './post-transaction';

let t: TestApp;

beforeEach(async () => {
  t = await buildTestApp();
});

afterEach(async () => {
  await t.close();
});

/** The database's own words for a refusal, whether the driver wraps the error or not. */
function databaseRefusal(error: unknown): string {
  const cause = error instanceof Error && error.cause instanceof Error ? error.cause.message : '';
  return `${error instanceof Error ? error.message : String(error)} ${cause}`;
}

async function refusal(work: Promise<unknown>): Promise<string> {
  try {
    await work;
  } catch (error) {
    return databaseRefusal(error);
  }
  throw new Error('the database accepted it');
}

async function ledgerRows(): Promise<{ transactions: number; entries: number }> {
  const [transactions] = await t.db.db.select({ n: count() }).from(ledgerTransactions);
  const [entries] = await t.db.db.select({ n: count() }).from(ledgerEntries);
  return { transactions: transactions?.n ?? 0, entries: entries?.n ?? 0 };
}

/** Entries written straight to the tables, as code that skipped postTransaction would. */
async function insertRaw(tx: Db, lines: readonly { account: string; amount: number }[]): Promise<string> {
  const [transaction] = await tx
    .insert(ledgerTransactions)
    .values({ kind: 'milestone.released' })
    .returning();
  if (transaction === undefined) throw new Error('no transaction row');
  await tx.insert(ledgerEntries).values(lines.map((line) => ({ ...line, transactionId: transaction.id })));
  return transaction.id;
}

async function fundAndRelease(organizationId: string, talentId: string, amount: number): Promise<string> {
  const milestoneId = randomUUID();
  const escrow = ledgerAccounts.milestoneEscrow(milestoneId);
  await postTransaction(t.db.db, {
    kind: 'milestone.held',
    milestoneId,
    lines: [
      { account: ledgerAccounts.organizationFunding(organizationId), amount: -amount },
      { account: escrow, amount },
    ],
  });
  const { fee, vat, net } = feeBreakdown(amount, 10);
  await postTransaction(t.db.db, {
    kind: 'milestone.released',
    milestoneId,
    lines: [
      { account: escrow, amount: -amount },
      { account: ledgerAccounts.talentAvailable(talentId), amount: net },
      { account: ledgerAccounts.platformFee, amount: fee },
      { account: ledgerAccounts.platformVat, amount: vat },
    ],
  });
  return milestoneId;
}

describe('posting to the ledger', () => {
  it('holds and releases a milestone, and reads every balance from the entries', async () => {
    const organizationId = randomUUID();
    const talentId = randomUUID();
    const milestoneId = await fundAndRelease(organizationId, talentId, 243_750);
    const balances = await balancesFor(t.db.db, [
      ledgerAccounts.organizationFunding(organizationId),
      ledgerAccounts.milestoneEscrow(milestoneId),
      ledgerAccounts.talentAvailable(talentId),
      ledgerAccounts.platformFee,
      ledgerAccounts.platformVat,
      ledgerAccounts.talentWithdrawn(talentId),
    ]);
    expect(Object.fromEntries(balances)).toEqual({
      [`organization:${organizationId}:funding`]: -243_750,
      [`escrow:milestone:${milestoneId}`]: 0,
      [`talent:${talentId}:available`]: 215_719,
      'platform:fee': 24_375,
      'platform:vat': 3_656,
      [`talent:${talentId}:withdrawn`]: 0,
    });
    expect(await balanceOf(t.db.db, ledgerAccounts.talentAvailable(talentId))).toBe(215_719);
    expect(await balanceOf(t.db.db, ledgerAccounts.talentAvailable(randomUUID()))).toBe(0);
    await expectLedgerBalanced(t.db);
  });

  it('returns the transaction it wrote, with its references', async () => {
    const talentId = randomUUID();
    await fundAndRelease(randomUUID(), talentId, 1_000);
    const payoutId = randomUUID();
    const posted = await postTransaction(t.db.db, {
      kind: 'payout.requested',
      payoutId,
      lines: [
        { account: ledgerAccounts.talentAvailable(talentId), amount: -500 },
        { account: ledgerAccounts.talentWithdrawing(talentId), amount: 500 },
      ],
    });
    expect(posted).toMatchObject({
      kind: 'payout.requested',
      payoutId,
      milestoneId: null,
      externalId: null,
      applied: true,
    });
    const [row] = await t.db.db.select().from(ledgerTransactions).where(eq(ledgerTransactions.id, posted.id));
    expect(row?.payoutId).toBe(payoutId);
  });

  it('refuses lines that do not sum to zero, and writes nothing', async () => {
    const posting = postTransaction(t.db.db, {
      kind: 'milestone.held',
      lines: [
        { account: ledgerAccounts.organizationFunding(randomUUID()), amount: -100 },
        { account: ledgerAccounts.milestoneEscrow(randomUUID()), amount: 99 },
      ],
    });
    await expect(posting).rejects.toThrow(LedgerError);
    await expect(posting).rejects.toMatchObject({ reason: 'UNBALANCED' });
    expect(await ledgerRows()).toEqual({ transactions: 0, entries: 0 });
  });

  it('refuses one line, zero or fractional amounts, and accounts the ledger does not know', async () => {
    const funding = ledgerAccounts.organizationFunding(randomUUID());
    const escrow = ledgerAccounts.milestoneEscrow(randomUUID());
    const invalid = [
      [{ account: funding, amount: 0 }],
      [
        { account: funding, amount: 0 },
        { account: escrow, amount: 0 },
      ],
      [
        { account: funding, amount: -1.5 },
        { account: escrow, amount: 1.5 },
      ],
      [
        { account: funding, amount: -100 },
        { account: 'platform:tips' as LedgerAccount, amount: 100 },
      ],
    ];
    for (const lines of invalid) {
      await expect(postTransaction(t.db.db, { kind: 'milestone.held', lines })).rejects.toMatchObject({
        reason: 'INVALID',
      });
    }
    expect(() => ledgerAccounts.milestoneEscrow('not-a-uuid')).toThrow(RangeError);
    expect(await ledgerRows()).toEqual({ transactions: 0, entries: 0 });
  });

  it('refuses to take more than a guarded account holds, and lets a funding account go negative', async () => {
    const talentId = randomUUID();
    await fundAndRelease(randomUUID(), talentId, 1_000);
    const available = ledgerAccounts.talentAvailable(talentId);
    const overdraft = postTransaction(t.db.db, {
      kind: 'payout.requested',
      lines: [
        { account: available, amount: -(await balanceOf(t.db.db, available)) - 1 },
        {
          account: ledgerAccounts.talentWithdrawing(talentId),
          amount: (await balanceOf(t.db.db, available)) + 1,
        },
      ],
    });
    await expect(overdraft).rejects.toMatchObject({ reason: 'INSUFFICIENT_FUNDS' });
    expect(await balanceOf(t.db.db, available)).toBe(885);
  });

  it('writes nothing when the caller’s transaction rolls back', async () => {
    const organizationId = randomUUID();
    await expect(
      t.db.db.transaction(async (tx) => {
        await postTransaction(tx, {
          kind: 'milestone.held',
          lines: [
            { account: ledgerAccounts.organizationFunding(organizationId), amount: -100 },
            { account: ledgerAccounts.milestoneEscrow(randomUUID()), amount: 100 },
          ],
        });
        throw new Error('the milestone could not move');
      }),
    ).rejects.toThrow('the milestone could not move');
    expect(await ledgerRows()).toEqual({ transactions: 0, entries: 0 });
  });
});

describe('a provider event posted twice', () => {
  it('is applied once: the second posting writes nothing and returns the first', async () => {
    const organizationId = randomUUID();
    const milestoneId = randomUUID();
    const posting = {
      kind: 'milestone.held',
      externalId: 'moyasar:payment:pay_1:paid',
      milestoneId,
      lines: [
        { account: ledgerAccounts.organizationFunding(organizationId), amount: -5_000 },
        { account: ledgerAccounts.milestoneEscrow(milestoneId), amount: 5_000 },
      ],
    } as const;
    const first = await postTransaction(t.db.db, posting);
    const second = await postTransaction(t.db.db, posting);
    expect(first.applied).toBe(true);
    expect(second).toMatchObject({
      id: first.id,
      applied: false,
      milestoneId,
      externalId: posting.externalId,
    });
    expect([...second.lines].sort((a, b) => a.amount - b.amount)).toEqual([...posting.lines]);
    expect(await balanceOf(t.db.db, ledgerAccounts.milestoneEscrow(milestoneId))).toBe(5_000);
    expect(await ledgerRows()).toEqual({ transactions: 1, entries: 2 });
  });

  it('is refused when the id comes back with another kind of posting', async () => {
    const funding = ledgerAccounts.organizationFunding(randomUUID());
    const escrow = ledgerAccounts.milestoneEscrow(randomUUID());
    await postTransaction(t.db.db, {
      kind: 'milestone.held',
      externalId: 'evt_1',
      lines: [
        { account: funding, amount: -100 },
        { account: escrow, amount: 100 },
      ],
    });
    await expect(
      postTransaction(t.db.db, {
        kind: 'milestone.refunded',
        externalId: 'evt_1',
        lines: [
          { account: escrow, amount: -100 },
          { account: funding, amount: 100 },
        ],
      }),
    ).rejects.toMatchObject({ reason: 'EXTERNAL_ID_REUSED' });
    expect(await balanceOf(t.db.db, escrow)).toBe(100);
  });
});

describe('what the database enforces by itself', () => {
  it('refuses to commit entries that do not sum to zero', async () => {
    const message = await refusal(
      t.db.db.transaction(async (tx) => {
        await insertRaw(tx, [
          { account: ledgerAccounts.organizationFunding(randomUUID()), amount: -100 },
          { account: ledgerAccounts.milestoneEscrow(randomUUID()), amount: 90 },
        ]);
      }),
    );
    expect(message).toMatch(/does not sum to zero \(-10\)/);
    expect(await ledgerRows()).toEqual({ transactions: 0, entries: 0 });
  });

  it('refuses to commit a transaction without entries', async () => {
    const message = await refusal(t.db.db.insert(ledgerTransactions).values({ kind: 'milestone.held' }));
    expect(message).toMatch(/has no entries/);
  });

  it('refuses entries added later to a committed transaction, even balanced ones', async () => {
    const transactionId = await t.db.db.transaction((tx) =>
      insertRaw(tx, [
        { account: ledgerAccounts.organizationFunding(randomUUID()), amount: -100 },
        { account: ledgerAccounts.milestoneEscrow(randomUUID()), amount: 100 },
      ]),
    );
    const message = await refusal(
      t.db.db.transaction(async (tx) => {
        await tx.insert(ledgerEntries).values([
          { transactionId, account: ledgerAccounts.platformFee, amount: 5 },
          { transactionId, account: ledgerAccounts.organizationFunding(randomUUID()), amount: -5 },
        ]);
      }),
    );
    expect(message).toMatch(/written with their transaction/);
  });

  it('refuses to change or remove entries and transactions', async () => {
    await fundAndRelease(randomUUID(), randomUUID(), 1_000);
    const attempts = [
      t.db.db.update(ledgerEntries).set({ amount: 1 }),
      t.db.db.update(ledgerEntries).set({ account: ledgerAccounts.platformFee }),
      t.db.db.delete(ledgerEntries),
      t.db.db.update(ledgerTransactions).set({ kind: 'payout.paid' }),
      t.db.db.delete(ledgerTransactions),
      t.db.db.execute(sql`truncate ledger_entries, ledger_transactions`),
    ];
    for (const attempt of attempts) expect(await refusal(attempt)).toMatch(/append-only/);
    expect(await ledgerRows()).toEqual({ transactions: 2, entries: 6 });
  });

  it('refuses to commit a debit that takes a guarded account below zero', async () => {
    const talentId = randomUUID();
    const message = await refusal(
      t.db.db.transaction(async (tx) => {
        await insertRaw(tx, [
          { account: ledgerAccounts.talentAvailable(talentId), amount: -100 },
          { account: ledgerAccounts.talentWithdrawing(talentId), amount: 100 },
        ]);
      }),
    );
    expect(message).toMatch(new RegExp(`talent:${talentId}:available would go negative \\(-100\\)`));
    expect(await ledgerRows()).toEqual({ transactions: 0, entries: 0 });
  });

  it('refuses a debit of a guarded account at REPEATABLE READ, whose snapshot could miss a concurrent one', async () => {
    const talentId = randomUUID();
    await fundAndRelease(randomUUID(), talentId, 1_000);
    const message = await refusal(
      t.db.db.transaction(
        (tx) =>
          postTransaction(tx, {
            kind: 'payout.requested',
            lines: [
              { account: ledgerAccounts.talentAvailable(talentId), amount: -100 },
              { account: ledgerAccounts.talentWithdrawing(talentId), amount: 100 },
            ],
          }),
        { isolationLevel: 'repeatable read' },
      ),
    );
    expect(message).toMatch(/must run at READ COMMITTED/);
  });

  it('rejects account names outside the scheme', async () => {
    const message = await refusal(
      t.db.db.transaction(async (tx) => {
        await insertRaw(tx, [
          { account: 'platform:tips', amount: 100 },
          { account: ledgerAccounts.organizationFunding(randomUUID()), amount: -100 },
        ]);
      }),
    );
    expect(message).toMatch(/ledger_entries_account_check/);
  });

  it('agrees with the code on which accounts exist and which may go negative', async () => {
    const id = randomUUID();
    const names = [
      `organization:${id}:funding`,
      `organization:${id}:refunding`,
      `escrow:milestone:${id}`,
      `talent:${id}:available`,
      `talent:${id}:withdrawing`,
      `talent:${id}:withdrawn`,
      'platform:fee',
      'platform:vat',
      `talent:${id}:funding`,
      `organization:${id}:available`,
      `escrow:milestone:${id.toUpperCase()}`,
      'platform:fees',
      'provider:clearing',
    ];
    for (const name of names) {
      // The CHECK's own pattern, read from the catalogue, so the test follows the migration.
      const result: unknown = await t.db.db.execute(sql`
        select ${name} ~ substring(pg_get_constraintdef(oid) from ${"'(\\^.*\\$)'"}) as known,
          ledger_account_may_go_negative(${name}) as negative
        from pg_constraint where conname = 'ledger_entries_account_check'`);
      const [row] = (result as { rows: { known: boolean; negative: boolean }[] }).rows;
      expect(row?.known, name).toBe(isLedgerAccount(name));
      if (isLedgerAccount(name)) expect(row?.negative, name).toBe(mayGoNegative(name));
    }
  });
});

describe('the invariant every integration test ends with', () => {
  it('finds a transaction that does not sum to zero and an account below zero, written past the triggers', async () => {
    expect(await ledgerViolations(t.db)).toEqual({ unbalanced: [], negative: [] });
    const talentId = randomUUID();
    const available = ledgerAccounts.talentAvailable(talentId);
    // As a superuser restoring a dump would: replica mode fires no ordinary trigger.
    const transactionId = await t.db.db.transaction(async (tx) => {
      await tx.execute(sql`set local session_replication_role = replica`);
      return insertRaw(tx, [{ account: available, amount: -100 }]);
    });
    expect(await ledgerViolations(t.db)).toEqual({ unbalanced: [transactionId], negative: [available] });
    await t.db.db.transaction(async (tx) => {
      await tx.execute(sql`set local session_replication_role = replica`);
      await tx.delete(ledgerEntries);
      await tx.delete(ledgerTransactions);
    });
    await expectLedgerBalanced(t.db);
  });
});
