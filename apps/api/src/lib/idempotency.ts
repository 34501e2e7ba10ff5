import { createHash } from 'node:crypto';
import { IDEMPOTENCY_KEY_LIFETIME_MS, IDEMPOTENCY_MESSAGES } from '@casting/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../db/database';
import { AppError } from './app-error';
import type { Actor } from './auth';
import type { Clock } from './clock';
import {
  claimIdempotencyKey,
  findIdempotencyKey,
  releaseIdempotencyKey,
  storeIdempotentAnswer,
} from './idempotency-keys.repo';

/** What an idempotent route answers: its own result, or the answer the key's first request got. */
export type Once<T> =
  | { readonly replay: false; readonly value: T }
  | { readonly replay: true; readonly statusCode: number; readonly body: string };

/** Tells a client that the answer is the stored one of an earlier request. */
export const REPLAYED_HEADER = 'idempotent-replayed';

const IN_PROGRESS_RETRY_AFTER_SECONDS = 1;

export interface IdempotentRequests {
  /**
   * Runs `work` for a request, unless the caller sent its Idempotency-Key before: then the answer
   * stored for it, or a 409 while that first request still runs. `source` is what identifies
   * the request besides its method and path (the body, or an upload's bytes).
   */
  run<T>(request: FastifyRequest, actor: Actor, source: unknown, work: () => Promise<T>): Promise<Once<T>>;
  /** The route's onSend hook: keeps a success for the key's retries, frees the key after a failure. */
  settle(request: FastifyRequest, reply: FastifyReply, payload: unknown): Promise<void>;
}

function fingerprint(request: FastifyRequest, source: unknown): string {
  const hash = createHash('sha256').update(`${request.method} ${request.url}\n`);
  hash.update(Buffer.isBuffer(source) ? source : JSON.stringify(source));
  return hash.digest('hex');
}

export function createIdempotentRequests(db: Db, clock: Clock): IdempotentRequests {
  const claims = new WeakMap<FastifyRequest, string>();

  async function run<T>(
    request: FastifyRequest,
    actor: Actor,
    source: unknown,
    work: () => Promise<T>,
  ): Promise<Once<T>> {
    const key = request.headers['idempotency-key'];
    if (typeof key !== 'string') return { replay: false, value: await work() };
    const print = fingerprint(request, source);
    const now = clock.now();
    const claimed = await claimIdempotencyKey(db, {
      userId: actor.userId,
      key,
      fingerprint: print,
      now,
      expiresAt: new Date(now.getTime() + IDEMPOTENCY_KEY_LIFETIME_MS),
    });
    if (claimed === null) {
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
    claims.set(request, claimed);
    return { replay: false, value: await work() };
  }

  async function settle(request: FastifyRequest, reply: FastifyReply, payload: unknown): Promise<void> {
    const claimed = claims.get(request);
    if (claimed === undefined) return;
    claims.delete(request);
    try {
      if (reply.statusCode < 300 && typeof payload === 'string') {
        await storeIdempotentAnswer(db, claimed, reply.statusCode, payload);
      } else {
        await releaseIdempotencyKey(db, claimed);
      }
    } catch (error) {
      // The answer is on its way; a key left unsettled only makes its retries wait for its expiry
      // (409), which never creates a second row.
      // A driver error's text holds the query and its parameters: only its class goes to the log.
      request.log.error(
        { error: error instanceof Error ? error.name : typeof error },
        'could not settle an idempotency key',
      );
    }
  }

  return { run, settle };
}
