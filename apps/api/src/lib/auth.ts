import type { AccountRole } from '@casting/contract';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../db/database';
import { findActiveSession } from '../modules/auth/sessions.repo';
import { AppError } from './app-error';
import type { Clock } from './clock';
import { hashToken } from './tokens';

export interface Actor {
  readonly userId: string;
  readonly role: AccountRole;
  readonly sessionId: string;
}

const BEARER = /^Bearer ([A-Za-z0-9_-]{16,128})$/;

/** The caller's session from the bearer token, or null when there is none or it is not valid. */
export async function readActor(db: Db, clock: Clock, request: FastifyRequest): Promise<Actor | null> {
  const match = BEARER.exec(request.headers.authorization ?? '');
  if (match?.[1] === undefined) return null;
  const session = await findActiveSession(db, hashToken(match[1]), clock.now());
  if (session === null) return null;
  return { userId: session.userId, role: session.role, sessionId: session.sessionId };
}

export async function requireActor(db: Db, clock: Clock, request: FastifyRequest): Promise<Actor> {
  const actor = await readActor(db, clock, request);
  if (actor === null) throw new AppError('UNAUTHENTICATED', 'Please log in to continue.');
  return actor;
}
