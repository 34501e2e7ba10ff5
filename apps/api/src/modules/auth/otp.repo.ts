import { and, eq, gt, gte, inArray, isNotNull, isNull, lt, lte, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { otpCodes, type OtpCodeRow } from '../../db/schema/otp-codes';

type UseCase = OtpCodeRow['useCase'];

/** The limits a try is checked against, and the moments they are measured from. */
export interface TryLimits {
  readonly now: Date;
  /** Failures counted before this moment belong to an earlier day and no longer count. */
  readonly dayStart: Date;
  readonly maxTriesPerCode: number;
  readonly maxFailuresPerDay: number;
}

function timestamp(at: Date): SQL {
  return sql`${at.toISOString()}::timestamptz`;
}

/** Whether the day's count has lapsed, so that this try starts a new one. */
function newDay(limits: TryLimits): SQL {
  return sql`(${otpCodes.failuresSince} is null or ${otpCodes.failuresSince} <= ${timestamp(limits.dayStart)})`;
}

/** This try counted as a failure of the day, until the code proves right. */
function countedFailure(limits: TryLimits) {
  return {
    failures: sql`case when ${newDay(limits)} then 1 else ${otpCodes.failures} + 1 end`,
    failuresSince: sql`case when ${newDay(limits)} then ${timestamp(limits.now)} else ${otpCodes.failuresSince} end`,
  };
}

/** Neither locked nor out of failures for the day. */
function mayTry(limits: TryLimits): SQL | undefined {
  return and(
    or(isNull(otpCodes.lockedUntil), lte(otpCodes.lockedUntil, limits.now)),
    or(newDay(limits), lt(otpCodes.failures, limits.maxFailuresPerDay)),
  );
}

/** The day's failed tries of an account's use case, and its lock. */
export type OtpFailures = Pick<OtpCodeRow, 'failures' | 'failuresSince' | 'lockedUntil'>;

/**
 * Stores a new code, replacing the earlier one of the account and use case; the day's failures
 * stay. A first code may start with failures carried over from a replaced account.
 */
export async function upsertOtpCode(
  db: Db,
  values: { userId: string; useCase: UseCase; codeHmac: string; expiresAt: Date } & Partial<OtpFailures>,
): Promise<void> {
  await db
    .insert(otpCodes)
    .values(values)
    .onConflictDoUpdate({
      target: [otpCodes.userId, otpCodes.useCase],
      set: { codeHmac: values.codeHmac, expiresAt: values.expiresAt, attempts: 0, createdAt: sql`now()` },
    });
}

/**
 * Takes one try at the live code: counts it on the code and as a failure of the day, in the one
 * statement that checks both limits, before anyone compares the code. Under any concurrency a
 * code gets at most `maxTriesPerCode` tries and a day at most `maxFailuresPerDay` failures: the
 * row lock makes each try wait for the previous one and re-check the limits. Null when no try is
 * left (no live code, expired, tried out, locked, or out of failures for the day).
 */
export async function takeCodeTry(db: Db, userId: string, useCase: UseCase, limits: TryLimits) {
  const [row] = await db
    .update(otpCodes)
    .set({ attempts: sql`${otpCodes.attempts} + 1`, ...countedFailure(limits) })
    .where(
      and(
        eq(otpCodes.userId, userId),
        eq(otpCodes.useCase, useCase),
        isNotNull(otpCodes.codeHmac),
        gt(otpCodes.expiresAt, limits.now),
        lt(otpCodes.attempts, limits.maxTriesPerCode),
        mayTry(limits),
      ),
    )
    .returning({ id: otpCodes.id, codeHmac: otpCodes.codeHmac, failures: otpCodes.failures });
  if (row === undefined || row.codeHmac === null) return null;
  return { id: row.id, codeHmac: row.codeHmac, failures: row.failures };
}

/**
 * Counts a failure that no live code could answer (none, expired or tried out), with the same
 * limits. Null when the use case is locked or out of failures for the day.
 */
export async function countFailureWithoutCode(db: Db, userId: string, useCase: UseCase, limits: TryLimits) {
  const [row] = await db
    .insert(otpCodes)
    .values({ userId, useCase, failures: 1, failuresSince: limits.now })
    .onConflictDoUpdate({
      target: [otpCodes.userId, otpCodes.useCase],
      set: countedFailure(limits),
      setWhere: mayTry(limits),
    })
    .returning({ id: otpCodes.id, failures: otpCodes.failures });
  return row ?? null;
}

/**
 * Locks the use case once its failures reach the day's limit. True only for the call that set
 * the lock, so the owner is told once.
 */
export async function lockOtpUseCase(db: Db, id: string, limits: TryLimits, until: Date): Promise<boolean> {
  const rows = await db
    .update(otpCodes)
    .set({ lockedUntil: until })
    .where(
      and(
        eq(otpCodes.id, id),
        gte(otpCodes.failures, limits.maxFailuresPerDay),
        or(isNull(otpCodes.lockedUntil), lte(otpCodes.lockedUntil, limits.now)),
      ),
    )
    .returning({ id: otpCodes.id });
  return rows.length === 1;
}

/** When the use case may be tried again: the lock's end, or null when it is not locked. */
export async function findLockedUntil(db: Db, userId: string, useCase: UseCase): Promise<Date | null> {
  const [row] = await db
    .select({ lockedUntil: otpCodes.lockedUntil })
    .from(otpCodes)
    .where(and(eq(otpCodes.userId, userId), eq(otpCodes.useCase, useCase)))
    .limit(1);
  return row?.lockedUntil ?? null;
}

/**
 * Uses the code: compare-and-clear, so of concurrent uses exactly one gets true. The right try
 * is no failure, so it is taken off the day's count.
 */
export async function useOtpCode(db: Db, id: string, codeHmac: string): Promise<boolean> {
  const rows = await db
    .update(otpCodes)
    .set({ codeHmac: null, expiresAt: null, failures: sql`greatest(${otpCodes.failures} - 1, 0)` })
    .where(and(eq(otpCodes.id, id), eq(otpCodes.codeHmac, codeHmac)))
    .returning({ id: otpCodes.id });
  return rows.length === 1;
}

/** Deletes the codes of the accounts, returning what each use case had counted. */
export async function deleteOtpCodesOf(db: Db, userIds: readonly string[]) {
  if (userIds.length === 0) return [];
  return db
    .delete(otpCodes)
    .where(inArray(otpCodes.userId, [...userIds]))
    .returning({
      userId: otpCodes.userId,
      useCase: otpCodes.useCase,
      failures: otpCodes.failures,
      failuresSince: otpCodes.failuresSince,
      lockedUntil: otpCodes.lockedUntil,
    });
}
