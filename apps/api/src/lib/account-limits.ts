import { serverText, type ServerMessageKey } from './messages/server-messages';
import type { Db } from '../db/database';
import { lockUntilCommit } from './advisory-lock';
import type { Clock } from './clock';
import { DAY, HOUR, MINUTE, RateLimiter, rateLimited, type RateRule } from './rate-limit';
import { deleteLatestRateEvent } from './rate-events.repo';

/** What one account may do (the contract's ACCOUNT_LIMITS unless the environment raises them). */
export interface AccountLimits {
  readonly messagesPerMinute: number;
  readonly applicationsPerDay: number;
  readonly jobPostsPerDay: number;
  readonly tagsPerHour: number;
  readonly uploadsPerHour: number;
  readonly invitationsPerDay: number;
  readonly chatsPerDay: number;
  readonly reportsPerHour: number;
  readonly mediaRequestsPerHour: number;
  readonly storedMediaBytes: number;
}

/** The actions an account may take only so often. */
export type CountedAction =
  | 'message'
  | 'application'
  | 'job-post'
  | 'tag'
  | 'upload'
  | 'invitation'
  | 'chat'
  | 'report'
  | 'media-request';

interface CountedRule {
  readonly bucket: string;
  readonly windowMs: number;
  readonly limit: (limits: AccountLimits) => number;
  readonly message: ServerMessageKey;
}

const RULES: { readonly [A in CountedAction]: CountedRule } = {
  message: {
    bucket: 'account-message',
    windowMs: MINUTE,
    limit: (limits) => limits.messagesPerMinute,
    message: 'messagesLimit',
  },
  application: {
    bucket: 'account-application',
    windowMs: DAY,
    limit: (limits) => limits.applicationsPerDay,
    message: 'applicationsLimit',
  },
  'job-post': {
    bucket: 'account-job-post',
    windowMs: DAY,
    limit: (limits) => limits.jobPostsPerDay,
    message: 'jobPostsLimit',
  },
  tag: {
    bucket: 'account-tag',
    windowMs: HOUR,
    limit: (limits) => limits.tagsPerHour,
    message: 'tagsLimit',
  },
  upload: {
    bucket: 'account-upload',
    windowMs: HOUR,
    limit: (limits) => limits.uploadsPerHour,
    message: 'uploadsLimit',
  },
  invitation: {
    bucket: 'account-invitation',
    windowMs: DAY,
    limit: (limits) => limits.invitationsPerDay,
    message: 'invitationsLimit',
  },
  chat: {
    bucket: 'account-chat',
    windowMs: DAY,
    limit: (limits) => limits.chatsPerDay,
    message: 'chatsLimit',
  },
  report: {
    bucket: 'account-report',
    windowMs: HOUR,
    limit: (limits) => limits.reportsPerHour,
    message: 'reportsLimit',
  },
  'media-request': {
    bucket: 'account-media-request',
    windowMs: HOUR,
    limit: (limits) => limits.mediaRequestsPerHour,
    message: 'mediaRequestsLimit',
  },
};

function unit(count: number, one: ServerMessageKey, many: ServerMessageKey): string {
  return serverText(count === 1 ? one : many, { count });
}

/** "12 seconds", "5 minutes", "3 hours": a wait as a person would say it, rounded up. */
export function waitText(seconds: number): string {
  if (seconds < 90) return unit(seconds, 'waitSecond', 'waitSeconds');
  if (seconds < 90 * 60) return unit(Math.ceil(seconds / 60), 'waitMinute', 'waitMinutes');
  return unit(Math.ceil(seconds / 3600), 'waitHour', 'waitHours');
}

export interface AccountAllowance {
  readonly limits: AccountLimits;
  /** Before any costly work: a 429 when the account has used up the action's limit already. */
  check(action: CountedAction, userId: string): Promise<void>;
  /** Inside the transaction that takes the action: counts it, or throws a 429 with Retry-After. */
  take(tx: Db, action: CountedAction, userId: string): Promise<void>;
  /**
   * Inside the transaction that undoes an action taken (an upload the store did not keep): it no
   * longer counts. The account's latest count is the one given back; the number is what matters.
   */
  giveBack(tx: Db, action: CountedAction, userId: string): Promise<void>;
}

export function createAccountAllowance(db: Db, clock: Clock, limits: AccountLimits): AccountAllowance {
  const limiter = new RateLimiter(db, clock);
  const ruleOf = (action: CountedAction): RateRule => {
    const rule = RULES[action];
    return { bucket: rule.bucket, limit: rule.limit(limits), windowMs: rule.windowMs };
  };
  const message = (action: CountedAction) => (wait: number) =>
    serverText(RULES[action].message, { limit: RULES[action].limit(limits), wait: waitText(wait) });
  return {
    limits,
    check: async (action, userId) => {
      const wait = await limiter.waitSeconds(ruleOf(action), userId);
      if (wait > 0) throw rateLimited(wait, message(action)(wait));
    },
    take: (tx, action, userId) => limiter.consume(tx, ruleOf(action), userId, message(action)),
    giveBack: async (tx, action, userId) => {
      const { bucket } = RULES[action];
      await lockUntilCommit(tx, `rate:${bucket}:${userId}`);
      await deleteLatestRateEvent(tx, bucket, userId);
    },
  };
}
