import {
  accountStepOf,
  reachesStep,
  unfinishedStepMessage,
  type AccountRole,
  type AccountStep,
} from '@casting/contract';
import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import type { DatabaseHandle, Db } from '../db/database';
import { findActiveSession } from '../modules/auth/sessions.repo';
import { AppError } from './app-error';
import { notifyChannel } from './events/notify-channel';
import type { Clock } from './clock';
import { SessionCache, type CachedSession } from './session-cache';
import { noteAccountLanguage } from './messages/request-language';
import { hashToken, SESSION_TOKEN_SHAPE } from './tokens';
import { serverText } from './messages/server-messages';

export interface Actor {
  readonly userId: string;
  readonly role: AccountRole;
  readonly sessionId: string;
}

export const SESSIONS_CHANNEL = 'casting_sessions';
const SESSION_CACHE_TTL_MS = 30_000;
const SESSION_CACHE_MAX_ENTRIES = 10_000;
const BEARER = new RegExp(`^Bearer (${SESSION_TOKEN_SHAPE})$`);

/** Who is calling, from the bearer token; sessions are cached briefly and forgotten when revoked. */
export interface Authenticator {
  /** The caller's session, or null when there is none or it is not valid. */
  read(request: FastifyRequest): Promise<Actor | null>;
  /** The caller's session when its account has come as far as `step`: 401 without one, 403 short of it. */
  require(request: FastifyRequest, step: AccountStep): Promise<Actor>;
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

  async function readSession(request: FastifyRequest, cached: boolean): Promise<CachedSession | null> {
    const match = BEARER.exec(request.headers.authorization ?? '');
    if (match?.[1] === undefined) return null;
    const tokenHash = hashToken(match[1]);
    const now = clock.now();
    const remembered = cached ? cache.get(tokenHash, now.getTime()) : undefined;
    if (remembered !== undefined) {
      noteAccountLanguage(request, remembered.language);
      return remembered;
    }
    const generation = cache.currentGeneration();
    const row = await findActiveSession(database.db, tokenHash, now);
    if (row === null) return null;
    const session: CachedSession = {
      userId: row.userId,
      role: row.role,
      sessionId: row.sessionId,
      step: accountStepOf(row),
      language: row.language,
    };
    if (hearsRevocations) cache.remember(tokenHash, session, row.expiresAt, now.getTime(), generation);
    noteAccountLanguage(request, session.language);
    return session;
  }

  function actorOf(session: CachedSession): Actor {
    return { userId: session.userId, role: session.role, sessionId: session.sessionId };
  }

  return {
    read: async (request) => {
      const session = await readSession(request, true);
      return session === null ? null : actorOf(session);
    },
    require: async (request, step) => {
      let session = await readSession(request, true);
      // An account only moves forward (verified, then onboarded), so a cached step that falls
      // short may just be older than the change: the database has the last word.
      if (session !== null && !reachesStep(session.step, step)) session = await readSession(request, false);
      if (session === null) throw new AppError('UNAUTHENTICATED', serverText('logIn'));
      const unfinished = unfinishedStepMessage(session.step, step);
      if (unfinished !== null) throw new AppError('FORBIDDEN', unfinished);
      return actorOf(session);
    },
    announceRevocation: revocations.notify,
    forgetUser: (userId) => {
      cache.forgetUser(userId);
    },
    start: revocations.start,
    stop: revocations.stop,
  };
}
