import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { LIMITS, type OtpUseCase } from '@casting/contract';
import type { Db } from '../../db/database';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import type { MailOutbox } from '../../lib/mail/mail-outbox';
import { DAY, HOUR, MINUTE, rateLimited, type RateLimiter } from '../../lib/rate-limit';
import { CODE_LIFETIME_MINUTES, codeMail } from './auth.mails';
import { consumeOtpCode, deleteOtpCode, findOtpCode, incrementOtpAttempts, upsertOtpCode } from './otp.repo';

export const INVALID_CODE_MESSAGE = 'The code is incorrect or has expired.';
export const CODE_LOCKED_MESSAGE = 'Too many wrong codes. Please try again in 24 hours.';

const MAX_TRIES_PER_CODE = 5;
const MAX_FAILURES_PER_DAY = 10;
const LOCK_RULE = { bucket: 'otp-lock', limit: 1, windowMs: DAY } as const;
const SEND_RULES = [
  { bucket: 'otp-send', limit: 1, windowMs: MINUTE },
  { bucket: 'otp-send', limit: 5, windowMs: HOUR },
] as const;

export interface OtpDeps {
  readonly db: Db;
  readonly clock: Clock;
  readonly limiter: RateLimiter;
  readonly outbox: MailOutbox;
  readonly key: Buffer;
}

export interface CodeRecipient {
  readonly id: string;
  readonly email: string;
  readonly firstName: string;
}

function newCode(): string {
  return String(randomInt(0, 10 ** LIMITS.otpLength)).padStart(LIMITS.otpLength, '0');
}

function failureSubject(userId: string, useCase: OtpUseCase): string {
  return `${userId}:${useCase}`;
}

export function createOtpService(deps: OtpDeps) {
  const hmac = (userId: string, useCase: OtpUseCase, code: string) =>
    createHmac('sha256', deps.key).update(`${userId}:${useCase}:${code}`).digest('hex');

  /** Throws RATE_LIMITED when the address had a code in the last minute or five in the hour. */
  async function enforceSendThrottle(address: string): Promise<void> {
    await deps.limiter.enforce(SEND_RULES, address.toLowerCase());
  }

  /** Counts a send against the address, whether or not an account stands behind it. */
  async function recordSend(address: string): Promise<void> {
    await deps.limiter.record('otp-send', address.toLowerCase());
  }

  /** Makes a code, replacing the previous one, and queues its e-mail in the same transaction. */
  async function issue(tx: Db, recipient: CodeRecipient, useCase: OtpUseCase): Promise<void> {
    const code = newCode();
    await upsertOtpCode(tx, {
      userId: recipient.id,
      useCase,
      codeHmac: hmac(recipient.id, useCase, code),
      expiresAt: new Date(deps.clock.now().getTime() + CODE_LIFETIME_MINUTES * MINUTE),
    });
    await deps.outbox.enqueue(tx, codeMail(recipient.email, recipient.firstName, useCase, code));
  }

  /** Counts a failure; the tenth in a day locks the use case for the account for a day. */
  async function fail(userId: string, useCase: OtpUseCase): Promise<never> {
    const locked = await deps.limiter.waitSeconds(LOCK_RULE, failureSubject(userId, useCase));
    if (locked > 0) throw rateLimited(locked, CODE_LOCKED_MESSAGE);
    const subject = failureSubject(userId, useCase);
    await deps.limiter.record('otp-failure', subject);
    if ((await deps.limiter.count('otp-failure', subject, DAY)) >= MAX_FAILURES_PER_DAY) {
      await deps.limiter.record(LOCK_RULE.bucket, subject);
    }
    throw new AppError('VALIDATION_FAILED', [INVALID_CODE_MESSAGE]);
  }

  /**
   * Checks a code and, if right, consumes it and runs `action` in one transaction: a code
   * works once, even when submitted many times at once. Wrong tries are counted outside that
   * transaction so they survive its rollback.
   */
  async function consume<T>(
    userId: string,
    useCase: OtpUseCase,
    code: string,
    action: (tx: Db) => Promise<T>,
  ): Promise<T> {
    const locked = await deps.limiter.waitSeconds(LOCK_RULE, failureSubject(userId, useCase));
    if (locked > 0) throw rateLimited(locked, CODE_LOCKED_MESSAGE);
    const row = await findOtpCode(deps.db, userId, useCase);
    if (row === null || row.expiresAt.getTime() <= deps.clock.now().getTime()) return fail(userId, useCase);
    const expected = Buffer.from(row.codeHmac, 'hex');
    const given = Buffer.from(hmac(userId, useCase, code), 'hex');
    if (!timingSafeEqual(expected, given)) {
      const attempts = await incrementOtpAttempts(deps.db, row.id);
      if (attempts !== null && attempts >= MAX_TRIES_PER_CODE) await deleteOtpCode(deps.db, row.id);
      return fail(userId, useCase);
    }
    const result = await deps.db.transaction(async (tx) => {
      if (!(await consumeOtpCode(tx, row.id, row.codeHmac))) return { used: true as const };
      return { used: false as const, value: await action(tx) };
    });
    if (result.used) return fail(userId, useCase);
    return result.value;
  }

  return { enforceSendThrottle, recordSend, issue, consume, reject: fail };
}

export type OtpService = ReturnType<typeof createOtpService>;
