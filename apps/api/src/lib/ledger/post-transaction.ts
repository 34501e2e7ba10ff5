import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { ledgerEntries, ledgerTransactions } from '../../db/schema/ledger';
import { lockUntilCommit } from '../advisory-lock';
import { isLedgerAccount, mayGoNegative, type LedgerAccount } from './accounts';
import { balancesFor } from './balances';
import { LedgerError } from './ledger-error';
import type { LedgerTransactionKind } from './transaction-kinds';

export interface LedgerLine {
  readonly account: LedgerAccount;
  /** Halalas: negative takes from the account, positive gives to it. */
  readonly amount: number;
}

export interface LedgerPosting {
  readonly kind: LedgerTransactionKind;
  /** The provider's id of the event this applies: a second posting with it changes nothing. */
  readonly externalId?: string;
  readonly milestoneId?: string;
  readonly payoutId?: string;
  readonly lines: readonly LedgerLine[];
}

export interface PostedTransaction {
  readonly id: string;
  readonly kind: LedgerTransactionKind;
  readonly externalId: string | null;
  readonly milestoneId: string | null;
  readonly payoutId: string | null;
  readonly createdAt: Date;
  readonly lines: readonly LedgerLine[];
  /** False when the externalId had been posted before: this is that first transaction. */
  readonly applied: boolean;
}

/** The lock postTransaction and the database's commit check both take before reading a balance. */
export function accountLockName(account: LedgerAccount): string {
  return `ledger:${account}`;
}

function validate(posting: LedgerPosting): void {
  if (posting.lines.length < 2)
    throw new LedgerError('INVALID', 'a ledger transaction has at least two lines');
  let total = 0n;
  for (const line of posting.lines) {
    // Typed as an account, but callers can still cast any text to one.
    const name: string = line.account;
    if (!isLedgerAccount(name)) throw new LedgerError('INVALID', `${name} is not a ledger account`);
    if (!Number.isSafeInteger(line.amount) || line.amount === 0) {
      throw new LedgerError(
        'INVALID',
        `${line.amount} on ${line.account} is not a whole, non-zero number of halalas`,
      );
    }
    total += BigInt(line.amount);
  }
  if (total !== 0n) {
    throw new LedgerError('UNBALANCED', `a ${posting.kind} transaction's lines sum to ${total}, not zero`);
  }
}

/**
 * Guarded accounts this posting takes from, locked in one order (so two postings cannot wait on
 * each other) until commit, then read: money that is not there is refused here, with a reason,
 * before the database's commit check would refuse it.
 */
async function refuseOverdraft(tx: Db, lines: readonly LedgerLine[]): Promise<void> {
  const change = new Map<LedgerAccount, number>();
  for (const line of lines) change.set(line.account, (change.get(line.account) ?? 0) + line.amount);
  const debited = [
    ...new Set(
      lines.filter((line) => line.amount < 0 && !mayGoNegative(line.account)).map((line) => line.account),
    ),
  ].sort();
  if (debited.length === 0) return;
  for (const account of debited) await lockUntilCommit(tx, accountLockName(account));
  const balances = await balancesFor(tx, debited);
  for (const account of debited) {
    const balance = balances.get(account) ?? 0;
    const delta = change.get(account) ?? 0;
    if (balance + delta < 0) {
      throw new LedgerError(
        'INSUFFICIENT_FUNDS',
        `${account} holds ${balance} halalas; ${-delta} cannot be taken`,
      );
    }
  }
}

async function firstPosting(
  tx: Db,
  externalId: string,
  kind: LedgerTransactionKind,
): Promise<PostedTransaction> {
  const [transaction] = await tx
    .select()
    .from(ledgerTransactions)
    .where(eq(ledgerTransactions.externalId, externalId));
  if (transaction === undefined)
    throw new Error(`ledger transaction ${externalId} conflicted but cannot be read`);
  if (transaction.kind !== kind) {
    throw new LedgerError(
      'EXTERNAL_ID_REUSED',
      `${externalId} was posted as ${transaction.kind}, not ${kind}`,
    );
  }
  const lines = await tx
    .select({ account: ledgerEntries.account, amount: ledgerEntries.amount })
    .from(ledgerEntries)
    .where(eq(ledgerEntries.transactionId, transaction.id))
    .orderBy(asc(ledgerEntries.account));
  return {
    ...transaction,
    kind,
    lines: lines.map((line) => ({ account: line.account as LedgerAccount, amount: line.amount })),
    applied: false,
  };
}

/**
 * Writes one balanced ledger transaction, inside the caller's transaction when it is given one
 * (a savepoint), so a state change and the money it moves commit together (DESIGN §9). With an
 * `externalId` already posted it writes nothing and returns that first transaction: the unique
 * constraint makes a concurrent second posting wait for the first and then find it. The caller's
 * transaction runs at READ COMMITTED (the default), which the database's overdraft check needs.
 */
export async function postTransaction(db: Db, posting: LedgerPosting): Promise<PostedTransaction> {
  validate(posting);
  return db.transaction(async (tx) => {
    const [transaction] = await tx
      .insert(ledgerTransactions)
      .values({
        kind: posting.kind,
        externalId: posting.externalId ?? null,
        milestoneId: posting.milestoneId ?? null,
        payoutId: posting.payoutId ?? null,
      })
      .onConflictDoNothing({ target: ledgerTransactions.externalId })
      .returning();
    if (transaction === undefined) return firstPosting(tx, posting.externalId ?? '', posting.kind);
    await refuseOverdraft(tx, posting.lines);
    await tx.insert(ledgerEntries).values(
      posting.lines.map((line) => ({
        transactionId: transaction.id,
        account: line.account,
        amount: line.amount,
      })),
    );
    return { ...transaction, kind: posting.kind, lines: posting.lines, applied: true };
  });
}
