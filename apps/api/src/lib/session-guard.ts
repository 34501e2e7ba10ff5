import type { AccountStep } from '@casting/contract';
import type { FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import type { Actor, Authenticator } from './auth';

const admitted = new WeakMap<FastifyRequest, Actor>();

/**
 * A route's onRequest hook: before its body is read, checked or validated, the caller needs a
 * session (401) whose account has come as far as `step` (403 saying what to finish).
 */
export function sessionGuard(authenticator: Authenticator, step: AccountStep): onRequestAsyncHookHandler {
  return async (request) => {
    admitted.set(request, await authenticator.require(request, step));
  };
}

/** The caller that the route's session guard admitted. */
export function guardedActor(request: FastifyRequest): Actor {
  const actor = admitted.get(request);
  if (actor === undefined) throw new Error(`${request.routeOptions.url ?? request.url} has no session guard`);
  return actor;
}
