import type { AccountRole } from '@casting/contract';
import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import type { DatabaseHandle, Db } from '../db/database';
import { findActiveSession } from '../modules/auth/sessions.repo';
import { AppError } from './app-error';
import { notifyChannel } from './events/notify-channel';
import type { Clock } from './clock';
import { SessionCache } from './session-cache';
import { hashToken } from './tokens';

export interface Actor {
  readonly userId: string;
  readonly role: AccountRole;
  readonly sessionId: string;
}

export const SESSIONS_CHANNEL = 'casting_sessions';
const SESSION_CACHE_TTL_MS = 30_000;
const SESSION_CACHE_MAX_ENTRIES = 10_000;
const BEARER = /^Bearer ([A-Za-z0-9_-]{16,128})$/;

/** Who is calling, from the bearer token; sessions are cached briefly and forgotten when revoked. */
export interface Authenticator {
  /** The caller's session, or null when there is none or it is not valid. */
  read(request: FastifyRequest): Promise<Actor | null>;
  require(request: FastifyRequest): Promise<Actor>;
  /** Inside the transaction that deletes a user's sessions: every API process hears of it on commit. */
  announceRevocation(tx: Db, userId: string): Promise<void>;
  /** Right after that commit, so this process refuses the deleted sessions at once. */
  forgetUser(userId: string): void;
  start(): Promise<void>;
  stop(): Promise<void>;
}

export function createAuthenticator(
  database: DatabaseHandle,
  clock: Clock,
  logger: FastifyBaseLogger,
): Authenticator {
  const cache = new SessionCache(SESSION_CACHE_TTL_MS, SESSION_CACHE_MAX_ENTRIES);
  // Revocations from other processes arrive only while this process listens: without them a
  // cached session could outlive its logout, so sessions are read from the database meanwhile.
  let hearsRevocations = true;
  const revocations = notifyChannel(
    database,
    SESSIONS_CHANNEL,
    {
      onPayload: (userId) => {
        cache.forgetUser(userId);
      },
      onInterrupted: () => {
        hearsRevocations = false;
        cache.forgetAll();
      },
      onResumed: () => {
        hearsRevocations = true;
        cache.forgetAll();
      },
    },
    logger,
  );

  async function read(request: FastifyRequest): Promise<Actor | null> {
    const match = BEARER.exec(request.headers.authorization ?? '');
    if (match?.[1] === undefined) return null;
    const tokenHash = hashToken(match[1]);
    const now = clock.now();
    const cached = cache.get(tokenHash, now.getTime());
    if (cached !== undefined) return cached;
    const generation = cache.currentGeneration();
    const session = await findActiveSession(database.db, tokenHash, now);
    if (session === null) return null;
    const actor: Actor = { userId: session.userId, role: session.role, sessionId: session.sessionId };
    if (hearsRevocations) cache.remember(tokenHash, actor, session.expiresAt, now.getTime(), generation);
    return actor;
  }

  return {
    read,
    require: async (request) => {
      const actor = await read(request);
      if (actor === null) throw new AppError('UNAUTHENTICATED', 'Please log in to continue.');
      return actor;
    },
    announceRevocation: revocations.notify,
    forgetUser: (userId) => {
      cache.forgetUser(userId);
    },
    start: revocations.start,
    stop: revocations.stop,
  };
}
