import {
  BODY_LIMITS,
  envelope,
  ERROR_STATUS,
  ErrorBodySchema,
  type Endpoint,
  type ErrorCode,
} from '@casting/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import type { Actor } from './auth';
import { JsonText } from './json-text';
import { guardedActor, sessionGuard } from './session-guard';

type Output<T> = [Exclude<T, undefined>] extends [never]
  ? undefined
  : Exclude<T, undefined> extends z.ZodType
    ? z.output<Exclude<T, undefined>>
    : undefined;

export interface RouteInput<E extends Endpoint> {
  readonly params: Output<E['params']>;
  readonly query: Output<E['query']>;
  readonly body: Output<E['body']>;
  readonly actor: E['auth'] extends 'session' ? Actor : Actor | null;
  readonly request: FastifyRequest;
  readonly reply: FastifyReply;
}

export type RouteHandler<E extends Endpoint> = (
  input: RouteInput<E>,
) => Promise<z.input<E['data']> | JsonText<z.input<E['data']>>>;

const ALWAYS = ['VALIDATION_FAILED', 'RATE_LIMITED', 'INTERNAL'] as const;

function responseSchemas(endpoint: Endpoint): Record<number, z.ZodType> {
  const codes: ErrorCode[] = [...ALWAYS, ...endpoint.errors];
  if (endpoint.auth === 'session') codes.push('UNAUTHENTICATED');
  if (endpoint.step !== undefined && endpoint.step !== 'unverified') codes.push('FORBIDDEN');
  if (endpoint.body !== undefined) codes.push('PAYLOAD_TOO_LARGE', 'UNSUPPORTED_MEDIA_TYPE');
  const schemas: Record<number, z.ZodType> = { [endpoint.successStatus]: envelope(endpoint.data) };
  for (const code of codes) schemas[ERROR_STATUS[code]] = ErrorBodySchema;
  return schemas;
}

/**
 * Registers a Fastify route derived from a contract endpoint descriptor. A session endpoint's
 * guard runs on request, before the body is read: a caller without a session, or whose account
 * has not reached the endpoint's step, never gets as far as body limits or validation.
 */
export function registerRoute<E extends Endpoint>(
  app: FastifyInstance,
  endpoint: E,
  handler: RouteHandler<E>,
): void {
  const described: Endpoint = endpoint;
  app.withTypeProvider<ZodTypeProvider>().route({
    method: described.method,
    url: described.path,
    bodyLimit: described.bodyLimit ?? BODY_LIMITS.json,
    ...(described.auth === 'session' ? { onRequest: sessionGuard(app.authenticator, described.step) } : {}),
    schema: {
      summary: described.summary,
      tags: [described.tag],
      ...(described.auth === 'session' ? { security: [{ bearerAuth: [] }] } : {}),
      ...(described.params ? { params: described.params } : {}),
      ...(described.query ? { querystring: described.query } : {}),
      ...(described.body ? { body: described.body } : {}),
      response: responseSchemas(described),
    },
    handler: async (request, reply) => {
      const actor =
        described.auth === 'session' ? guardedActor(request) : await app.authenticator.read(request);
      const data = await handler({
        params: request.params,
        query: request.query,
        body: request.body,
        actor,
        request,
        reply,
      } as RouteInput<E>);
      if (data instanceof JsonText) {
        return reply
          .status(endpoint.successStatus)
          .type('application/json; charset=utf-8')
          .send(`{"data":${data.text}}`);
      }
      return reply.status(endpoint.successStatus).send({ data });
    },
  });
}
