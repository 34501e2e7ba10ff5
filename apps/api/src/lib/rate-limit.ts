import type { Db } from '../db/database';
import { lockUntilCommit } from './advisory-lock';
import { AppError } from './app-error';
import type { Clock } from './clock';
import { countRateEvents, deleteRateEvents, insertRateEvent, rateEventTimeAt } from './rate-events.repo';
import { serverText } from './messages/server-messages';

export interface RateRule {
  readonly bucket: string;
  readonly limit: number;
  readonly windowMs: number;
}

export const RATE_LIMITED_MESSAGE = serverText('tooManyAttempts');

/** Counters kept in the database, so limits hold across restarts and processes. */
export class RateLimiter {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
  ) {}

  async record(bucket: string, subject: string): Promise<void> {
    await insertRateEvent(this.db, bucket, subject, this.clock.now());
  }

  /** Forgets the subject's events in the bucket: its count starts again. */
  reset(bucket: string, subject: string): Promise<void> {
    return deleteRateEvents(this.db, bucket, subject);
  }

  count(bucket: string, subject: string, windowMs: number): Promise<number> {
    return countRateEvents(this.db, bucket, subject, new Date(this.clock.now().getTime() - windowMs));
  }

  /** Seconds until the rule allows one more event; 0 when it allows one now. */
  async waitSeconds(rule: RateRule, subject: string, db: Db = this.db): Promise<number> {
    const now = this.clock.now().getTime();
    const since = new Date(now - rule.windowMs);
    const used = await countRateEvents(db, rule.bucket, subject, since);
    if (used < rule.limit) return 0;
    const freeing = await rateEventTimeAt(db, rule.bucket, subject, since, used - rule.limit);
    if (freeing === null) return 0;
    return Math.max(1, Math.ceil((freeing.getTime() + rule.windowMs - now) / 1000));
  }

  /** Throws RATE_LIMITED with Retry-After when any rule is exhausted. */
  async enforce(rules: readonly RateRule[], subject: string, message = RATE_LIMITED_MESSAGE): Promise<void> {
    let wait = 0;
    for (const rule of rules) wait = Math.max(wait, await this.waitSeconds(rule, subject));
    if (wait > 0) throw rateLimited(wait, message);
  }

  /**
   * Inside the transaction of the action it counts: counts it, or throws RATE_LIMITED with
   * Retry-After when any of the rules is used up. The subject's other actions in the bucket wait
   * for this transaction, so a burst sent at once cannot slip past the limit, from one process or
   * many; a rolled-back action is not counted.
   */
  async consume(
    tx: Db,
    rules: RateRule | readonly RateRule[],
    subject: string,
    message: (waitSeconds: number) => string,
  ): Promise<void> {
    const all = 'bucket' in rules ? [rules] : rules;
    const buckets = [...new Set(all.map((rule) => rule.bucket))];
    for (const bucket of buckets) await lockUntilCommit(tx, `rate:${bucket}:${subject}`);
    let wait = 0;
    for (const rule of all) wait = Math.max(wait, await this.waitSeconds(rule, subject, tx));
    if (wait > 0) throw rateLimited(wait, message(wait));
    for (const bucket of buckets) await insertRateEvent(tx, bucket, subject, this.clock.now());
  }
}

export function rateLimited(seconds: number, message = RATE_LIMITED_MESSAGE): AppError {
  return new AppError('RATE_LIMITED', message, { 'retry-after': String(seconds) });
}

export const MINUTE = 60_000;
export const HOUR = 60 * MINUTE;
export const DAY = 24 * HOUR;
