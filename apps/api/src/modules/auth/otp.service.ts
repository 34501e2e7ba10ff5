import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { LIMITS, type OtpUseCase } from '@casting/contract';
import type { Db } from '../../db/database';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import { isForeignKeyViolation } from '../../lib/foreign-key-violation';
import type { MailOutbox } from '../../lib/mail/mail-outbox';
import { DAY, HOUR, MINUTE, rateLimited, type RateLimiter } from '../../lib/rate-limit';
import { CODE_LIFETIME_MINUTES, codeMail, codesLockedMail, type MailRecipient } from './auth.mails';
import {
  countFailureWithoutCode,
  findLockedUntil,
  lockOtpUseCase,
  deleteOtpCodesOf,
  takeCodeTry,
  upsertOtpCode,
  useOtpCode,
  type OtpFailures,
  type TryLimits,
} from './otp.repo';
import { serverText } from '../../lib/messages/server-messages';

export const INVALID_CODE_MESSAGE = serverText('codeInvalid');
export const CODE_LOCKED_MESSAGE = serverText('codeLocked');

const MAX_TRIES_PER_CODE = 5;
const MAX_FAILURES_PER_DAY = 10;
const UNKNOWN_FAILURE_BUCKET = 'otp-failure';
const UNKNOWN_LOCK_RULE = { bucket: 'otp-lock', limit: 1, windowMs: DAY } as const;
const SEND_BUCKET = 'otp-send';
const SEND_RULES = [
  { bucket: SEND_BUCKET, limit: 1, windowMs: MINUTE },
  { bucket: SEND_BUCKET, limit: 5, windowMs: HOUR },
] as const;

export interface OtpDeps {
  readonly db: Db;
  readonly clock: Clock;
  readonly limiter: RateLimiter;
  readonly outbox: MailOutbox;
  readonly key: Buffer;
}

export interface CodeRecipient extends MailRecipient {
  readonly id: string;
}

function sendSubject(address: string, useCase: OtpUseCase): string {
  return `${address.toLowerCase()}:${useCase}`;
}

/** Seconds up to two minutes, whole minutes beyond. */
function askAgainMessage(seconds: number): string {
  const wait =
    seconds < 120
      ? serverText(seconds === 1 ? 'waitSecond' : 'waitSeconds', { count: seconds })
      : serverText('waitMinutes', { count: Math.ceil(seconds / 60) });
  return serverText('newCodeIn', { wait });
}

function newCode(): string {
  return String(randomInt(0, 10 ** LIMITS.otpLength)).padStart(LIMITS.otpLength, '0');
}

export function createOtpService(deps: OtpDeps) {
  const hmac = (userId: string, useCase: OtpUseCase, code: string) =>
    createHmac('sha256', deps.key).update(`${userId}:${useCase}:${code}`).digest('hex');

  /**
   * Throws RATE_LIMITED, saying when to ask again, when the address had a code of this use case
   * in the last minute or five in the hour. Each use case counts apart: having just verified an
   * account says nothing against asking for a password reset.
   */
  async function enforceSendThrottle(address: string, useCase: OtpUseCase): Promise<void> {
    const subject = sendSubject(address, useCase);
    let wait = 0;
    for (const rule of SEND_RULES) wait = Math.max(wait, await deps.limiter.waitSeconds(rule, subject));
    if (wait > 0) throw rateLimited(wait, askAgainMessage(wait));
  }

  /** Counts a send against the address, whether or not an account stands behind it. */
  async function recordSend(address: string, useCase: OtpUseCase): Promise<void> {
    await deps.limiter.record(SEND_BUCKET, sendSubject(address, useCase));
  }

  /**
   * Deletes an account's codes before the account goes, returning the day's failures of
   * `useCase` to carry over. Codes go before their account, in the order that using a code
   * locks them (code, then account), so that the two never wait for each other.
   */
  async function discardCodes(tx: Db, userId: string, useCase: OtpUseCase): Promise<OtpFailures | undefined> {
    const rows = await deleteOtpCodesOf(tx, [userId]);
    const row = rows.find((candidate) => candidate.useCase === useCase);
    return row === undefined
      ? undefined
      : { failures: row.failures, failuresSince: row.failuresSince, lockedUntil: row.lockedUntil };
  }

  /**
   * Makes a code, replacing the previous one, and queues its e-mail in the same transaction.
   * `carried` are the failures of an account this one replaces, so that replacing does not
   * restart the day's count.
   */
  async function issue(
    tx: Db,
    recipient: CodeRecipient,
    useCase: OtpUseCase,
    carried?: OtpFailures,
  ): Promise<void> {
    const code = newCode();
    await upsertOtpCode(tx, {
      ...carried,
      userId: recipient.id,
      useCase,
      codeHmac: hmac(recipient.id, useCase, code),
      expiresAt: new Date(deps.clock.now().getTime() + CODE_LIFETIME_MINUTES * MINUTE),
    });
    await deps.outbox.enqueue(tx, codeMail(recipient, useCase, code));
  }

  function tryLimits(): TryLimits {
    const now = deps.clock.now();
    return {
      now,
      dayStart: new Date(now.getTime() - DAY),
      maxTriesPerCode: MAX_TRIES_PER_CODE,
      maxFailuresPerDay: MAX_FAILURES_PER_DAY,
    };
  }

  /** The failure that reaches the day's limit locks the use case for a day and tells the owner. */
  async function lockWhenOutOfFailures(
    recipient: CodeRecipient,
    useCase: OtpUseCase,
    counted: { id: string; failures: number },
    limits: TryLimits,
  ): Promise<void> {
    if (counted.failures < MAX_FAILURES_PER_DAY) return;
    const until = new Date(limits.now.getTime() + DAY);
    if (!(await lockOtpUseCase(deps.db, counted.id, limits, until))) return;
    await deps.outbox.enqueue(deps.db, codesLockedMail(recipient, useCase));
    void deps.outbox.drain();
  }

  /** A try that found no code to compare: still a failure of the day, or refused while locked. */
  async function failWithoutCode(
    recipient: CodeRecipient,
    useCase: OtpUseCase,
    limits: TryLimits,
  ): Promise<never> {
    let counted: Awaited<ReturnType<typeof countFailureWithoutCode>>;
    try {
      counted = await countFailureWithoutCode(deps.db, recipient.id, useCase, limits);
    } catch (error) {
      // The account was deleted meanwhile (replaced by a new sign-up, or swept unverified).
      if (isForeignKeyViolation(error)) return reject(recipient.id, useCase);
      throw error;
    }
    if (counted === null) {
      const lockedUntil = await findLockedUntil(deps.db, recipient.id, useCase);
      const until =
        lockedUntil !== null && lockedUntil > limits.now ? lockedUntil.getTime() : limits.now.getTime() + DAY;
      throw rateLimited(Math.ceil((until - limits.now.getTime()) / 1000), CODE_LOCKED_MESSAGE);
    }
    await lockWhenOutOfFailures(recipient, useCase, counted, limits);
    throw new AppError('VALIDATION_FAILED', [INVALID_CODE_MESSAGE]);
  }

  /**
   * Checks a code and, if right, uses it and runs `action` in one transaction: a code works
   * once, even when submitted many times at once. The try is counted in the database before the
   * code is compared, in the statement that checks the limits, so no number of concurrent
   * requests compares more than five guesses with one code or ten in a day.
   */
  async function consume<T>(
    recipient: CodeRecipient,
    useCase: OtpUseCase,
    code: string,
    action: (tx: Db) => Promise<T>,
  ): Promise<T> {
    const limits = tryLimits();
    const attempt = await takeCodeTry(deps.db, recipient.id, useCase, limits);
    if (attempt === null) return failWithoutCode(recipient, useCase, limits);
    const expected = Buffer.from(attempt.codeHmac, 'hex');
    const given = Buffer.from(hmac(recipient.id, useCase, code), 'hex');
    if (timingSafeEqual(expected, given)) {
      try {
        const result = await deps.db.transaction(async (tx) => {
          if (!(await useOtpCode(tx, attempt.id, attempt.codeHmac))) return { used: true as const };
          return { used: false as const, value: await action(tx) };
        });
        if (!result.used) return result.value;
      } catch (error) {
        // The action refused (e.g. a taken address): the rollback keeps the try as a failure.
        await lockWhenOutOfFailures(recipient, useCase, attempt, limits);
        throw error;
      }
    }
    await lockWhenOutOfFailures(recipient, useCase, attempt, limits);
    throw new AppError('VALIDATION_FAILED', [INVALID_CODE_MESSAGE]);
  }

  /**
   * The answer to a code for an account that cannot have one (unknown, or not in the state the
   * use case needs), with the same day's limit, so that the answers do not tell it apart.
   */
  async function reject(subject: string, useCase: OtpUseCase): Promise<never> {
    const key = `${subject}:${useCase}`;
    const locked = await deps.limiter.waitSeconds(UNKNOWN_LOCK_RULE, key);
    if (locked > 0) throw rateLimited(locked, CODE_LOCKED_MESSAGE);
    await deps.limiter.record(UNKNOWN_FAILURE_BUCKET, key);
    if ((await deps.limiter.count(UNKNOWN_FAILURE_BUCKET, key, DAY)) >= MAX_FAILURES_PER_DAY) {
      await deps.limiter.record(UNKNOWN_LOCK_RULE.bucket, key);
    }
    throw new AppError('VALIDATION_FAILED', [INVALID_CODE_MESSAGE]);
  }

  return { enforceSendThrottle, recordSend, discardCodes, issue, consume, reject };
}

export type OtpService = ReturnType<typeof createOtpService>;
