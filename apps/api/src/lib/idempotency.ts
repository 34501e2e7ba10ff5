import { createHash } from 'node:crypto';
import { IDEMPOTENCY_KEY_LIFETIME_MS, IDEMPOTENCY_MESSAGES } from '@casting/contract';
import type { FastifyRequest } from 'fastify';
import { inOneTransaction } from '../db/ambient-transaction';
import type { Db } from '../db/database';
import { AppError } from './app-error';
import type { Actor } from './auth';
import type { Clock } from './clock';
import {
  claimIdempotencyKey,
  findIdempotencyKey,
  releaseIdempotencyKey,
  renewIdempotencyLease,
  storeIdempotentAnswer,
} from './idempotency-keys.repo';
import { whileLeased } from './lease';

/** What an idempotent route answers: its own result, or the answer the key's first request got. */
export type Once<T> =
  | { readonly replay: false; readonly value: T }
  | { readonly replay: true; readonly statusCode: number; readonly body: string };

/** Tells a client that the answer is the stored one of an earlier request. */
export const REPLAYED_HEADER = 'idempotent-replayed';

const IN_PROGRESS_RETRY_AFTER_SECONDS = 1;

/** How the route answers a first request, so its answer is stored as it will be sent. */
export interface FirstAnswer<T> {
  readonly statusCode: number;
  serialize(value: T): string;
  /**
   * The work runs in its own transactions, not in one with its stored answer: for work that
   * must not hold a database connection across slow calls (storage). A crash between its
   * writes and the stored answer makes a retry run it again.
   */
  readonly outsideTransaction: boolean;
}

export interface IdempotentRequests {
  /**
   * Runs `work` for a request, unless the caller sent its Idempotency-Key before: then the answer
   * stored for it, or a 409 while that first request still runs. `source` is what identifies
   * the request besides its method and path (the body, or an upload's bytes). The answer is
   * stored in the transaction of the work's writes, so a retry after a crash gets it if and
   * only if they committed; the key is leased while the work runs, so a crashed holder's key is
   * free again within the lease.
   */
  run<T>(
    request: FastifyRequest,
    actor: Actor,
    source: unknown,
    work: () => Promise<T>,
    answer: FirstAnswer<T>,
  ): Promise<Once<T>>;
}

function fingerprint(request: FastifyRequest, source: unknown): string {
  const hash = createHash('sha256').update(`${request.method} ${request.url}\n`);
  hash.update(Buffer.isBuffer(source) ? source : JSON.stringify(source));
  return hash.digest('hex');
}

export function createIdempotentRequests(db: Db, clock: Clock, leaseMs: number): IdempotentRequests {
  const leaseFromNow = () => new Date(clock.now().getTime() + leaseMs);

  async function replay(actor: Actor, key: string, print: string): Promise<Once<never>> {
    const stored = await findIdempotencyKey(db, actor.userId, key);
    if (stored !== null && stored.fingerprint !== print)
      throw new AppError('CONFLICT', IDEMPOTENCY_MESSAGES.reusedKey);
    if (stored?.statusCode == null || stored.body === null) {
      throw new AppError('CONFLICT', IDEMPOTENCY_MESSAGES.inProgress, {
        'retry-after': String(IN_PROGRESS_RETRY_AFTER_SECONDS),
      });
    }
    return { replay: true, statusCode: stored.statusCode, body: stored.body };
  }

  async function runAndStore<T>(claimed: string, work: () => Promise<T>, answer: FirstAnswer<T>): Promise<T> {
    const value = await work();
    const stored = await storeIdempotentAnswer(db, claimed, {
      statusCode: answer.statusCode,
      body: answer.serialize(value),
      expiresAt: new Date(clock.now().getTime() + IDEMPOTENCY_KEY_LIFETIME_MS),
    });
    // The lease lapsed and a retry took the key over: that retry answers, this request's writes
    // roll back with the answer it could not store.
    if (!stored) {
      throw new AppError('CONFLICT', IDEMPOTENCY_MESSAGES.inProgress, {
        'retry-after': String(IN_PROGRESS_RETRY_AFTER_SECONDS),
      });
    }
    return value;
  }

  async function run<T>(
    request: FastifyRequest,
    actor: Actor,
    source: unknown,
    work: () => Promise<T>,
    answer: FirstAnswer<T>,
  ): Promise<Once<T>> {
    const key = request.headers['idempotency-key'];
    if (typeof key !== 'string') return { replay: false, value: await work() };
    const print = fingerprint(request, source);
    const claimed = await claimIdempotencyKey(db, {
      userId: actor.userId,
      key,
      fingerprint: print,
      now: clock.now(),
      expiresAt: leaseFromNow(),
    });
    if (claimed === null) return replay(actor, key, print);
    const logFailure = (what: string) => (error: unknown) => {
      // A driver error's text holds the query and its parameters: only its class goes to the log.
      request.log.error({ error: error instanceof Error ? error.name : typeof error }, what);
    };
    try {
      const value = await whileLeased(
        () => renewIdempotencyLease(db, claimed, leaseFromNow()),
        Math.max(1, Math.floor(leaseMs / 3)),
        () =>
          answer.outsideTransaction
            ? runAndStore(claimed, work, answer)
            : inOneTransaction(db, () => runAndStore(claimed, work, answer)),
        logFailure('could not renew an idempotency lease'),
      );
      return { replay: false, value };
    } catch (error) {
      // The key is free for a retry; if even that fails, its lease frees it soon.
      await releaseIdempotencyKey(db, claimed).catch(logFailure('could not release an idempotency key'));
      throw error;
    }
  }

  return { run };
}
