import type { FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import type { Db } from '../db/database';
import { findActiveOperatorSession } from '../modules/operators/operators.repo';
import { AppError } from './app-error';
import type { Clock } from './clock';
import { serverText } from './messages/server-messages';
import { hashToken, SESSION_TOKEN_SHAPE } from './tokens';

export interface OperatorActor {
  readonly operatorId: string;
  readonly email: string;
  readonly sessionId: string;
}

const BEARER = new RegExp(`^Bearer (${SESSION_TOKEN_SHAPE})$`);
const admitted = new WeakMap<FastifyRequest, OperatorActor>();

/**
 * An operator route's onRequest hook: without an operator session (a user's token, none, one
 * expired) the route answers 404 as if it did not exist, before its body is read. Sessions are
 * read from the database on every call, so an ended one is refused at once by every process.
 */
export function operatorGuard(db: Db, clock: Clock): onRequestAsyncHookHandler {
  return async (request) => {
    const operator = await readOperator(db, clock, request);
    if (operator === null) throw new AppError('NOT_FOUND', serverText('notFound'));
    admitted.set(request, operator);
  };
}

/** The operator whose live session the request carries, or null. */
export async function readOperator(
  db: Db,
  clock: Clock,
  request: FastifyRequest,
): Promise<OperatorActor | null> {
  const token = BEARER.exec(request.headers.authorization ?? '')?.[1];
  const row = token === undefined ? null : await findActiveOperatorSession(db, hashToken(token), clock.now());
  return row === null ? null : { operatorId: row.operatorId, email: row.email, sessionId: row.sessionId };
}

/** The operator that the route's guard admitted. */
export function guardedOperator(request: FastifyRequest): OperatorActor {
  const operator = admitted.get(request);
  if (operator === undefined)
    throw new Error(`${request.routeOptions.url ?? request.url} has no operator guard`);
  return operator;
}
