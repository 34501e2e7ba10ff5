import {
  BODY_LIMITS,
  envelope,
  ERROR_STATUS,
  ErrorBodySchema,
  IDEMPOTENCY_KEY_HEADER,
  IDEMPOTENCY_KEY_PATTERN,
  IDEMPOTENCY_MESSAGES,
  type Endpoint,
  type ErrorCode,
} from '@casting/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Actor } from './auth';
import { REPLAYED_HEADER, type Once } from './idempotency';
import { JsonText } from './json-text';
import { WithMessage } from './with-message';
import { guardedOperator, type OperatorActor } from './operator-guard';
import { guardedActor, sessionGuard } from './session-guard';

type Output<T> = [Exclude<T, undefined>] extends [never]
  ? undefined
  : Exclude<T, undefined> extends z.ZodType
    ? z.output<Exclude<T, undefined>>
    : undefined;

type IsIdempotent<E extends Endpoint> = Exclude<E['idempotent'], undefined> extends true ? true : false;

/**
 * Runs the work of an idempotent endpoint once per Idempotency-Key; `source` is what identifies
 * the request besides its method and path: the body, or an upload's bytes. The work's database
 * writes commit in one transaction with the answer kept for the key, unless `outsideTransaction`
 * (see FirstAnswer).
 */
export type Idempotently = <T>(
  source: unknown,
  work: () => Promise<T>,
  options?: { readonly outsideTransaction?: boolean },
) => Promise<Once<T>>;

export interface RouteInput<E extends Endpoint> {
  readonly params: Output<E['params']>;
  readonly query: Output<E['query']>;
  readonly body: Output<E['body']>;
  readonly actor: E['auth'] extends 'session' ? Actor : Actor | null;
  /** The operator an `auth: 'operator'` endpoint admitted. */
  readonly operator: E['auth'] extends 'operator' ? OperatorActor : null;
  readonly idempotently: IsIdempotent<E> extends true ? Idempotently : undefined;
  readonly request: FastifyRequest;
  readonly reply: FastifyReply;
}

type Result<E extends Endpoint> =
  z.input<E['data']> | JsonText<z.input<E['data']>> | WithMessage<z.input<E['data']>>;

/** An idempotent endpoint's handler answers through `idempotently`, so no route can forget the key. */
export type RouteHandler<E extends Endpoint> = (
  input: RouteInput<E>,
) => Promise<IsIdempotent<E> extends true ? Once<Result<E>> : Result<E>>;

const IdempotencyHeadersSchema = z.looseObject({
  [IDEMPOTENCY_KEY_HEADER.toLowerCase()]: z
    .string()
    .regex(IDEMPOTENCY_KEY_PATTERN, IDEMPOTENCY_MESSAGES.invalidKey)
    .optional()
    .meta({
      description:
        'Optional, up to 255 visible ASCII characters (a UUID, say), new for each thing the client means to create. A retry with the same key gets the first answer again (with `Idempotent-Replayed: true`) instead of creating a second one; the same key with another request, or while the first still runs (with `Retry-After`), answers 409 CONFLICT. Keys are kept per account for 24 hours.',
    }),
});

const ALWAYS = ['VALIDATION_FAILED', 'RATE_LIMITED', 'INTERNAL'] as const;

function responseSchemas(endpoint: Endpoint): Record<number, z.ZodType> {
  const codes: ErrorCode[] = [...ALWAYS, ...endpoint.errors];
  if (endpoint.auth === 'session') codes.push('UNAUTHENTICATED');
  // Every step but the first refuses an account that has not come that far, or is being deleted (issue 36).
  if (endpoint.step !== undefined && endpoint.step !== 'deleting') codes.push('FORBIDDEN');
  if (endpoint.body !== undefined) codes.push('PAYLOAD_TOO_LARGE', 'UNSUPPORTED_MEDIA_TYPE');
  if (endpoint.idempotent === true) codes.push('CONFLICT');
  const schemas: Record<number, z.ZodType> = { [endpoint.successStatus]: envelope(endpoint.data) };
  for (const code of codes) schemas[ERROR_STATUS[code]] = ErrorBodySchema;
  return schemas;
}

function send(reply: FastifyReply, status: number, data: unknown) {
  if (data instanceof JsonText) {
    return reply.status(status).type('application/json; charset=utf-8').send(`{"data":${data.text}}`);
  }
  if (data instanceof WithMessage) return reply.status(status).send(data.body());
  return reply.status(status).send({ data });
}

/** The body `send` would send, as the route's serializer writes it. */
function serialize(reply: FastifyReply, status: number, data: unknown): string {
  if (data instanceof JsonText) return `{"data":${data.text}}`;
  if (data instanceof WithMessage) return reply.status(status).serialize(data.body()) as string;
  return reply.status(status).serialize({ data }) as string;
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
  const idempotent = described.idempotent === true;
  app.withTypeProvider<ZodTypeProvider>().route({
    method: described.method,
    url: described.path,
    bodyLimit: described.bodyLimit ?? BODY_LIMITS.json,
    ...(described.auth === 'session' ? { onRequest: sessionGuard(app.authenticator, described.step) } : {}),
    ...(described.auth === 'operator' ? { onRequest: app.operatorGuard } : {}),
    schema: {
      summary: described.summary,
      tags: [described.tag],
      ...(described.auth === 'session' ? { security: [{ bearerAuth: [] }] } : {}),
      ...(described.auth === 'operator' ? { security: [{ operatorAuth: [] }] } : {}),
      ...(idempotent ? { headers: IdempotencyHeadersSchema } : {}),
      ...(described.params ? { params: described.params } : {}),
      ...(described.query ? { querystring: described.query } : {}),
      ...(described.body ? { body: described.body } : {}),
      response: responseSchemas(described),
    },
    handler: async (request, reply) => {
      const actor =
        described.auth === 'session'
          ? guardedActor(request)
          : described.auth === 'operator'
            ? null
            : await app.authenticator.read(request);
      const idempotently: Idempotently | undefined =
        idempotent && actor !== null
          ? (source, work, options) =>
              app.idempotentRequests.run(request, actor, source, work, {
                statusCode: described.successStatus,
                serialize: (value) => serialize(reply, described.successStatus, value),
                outsideTransaction: options?.outsideTransaction === true,
              })
          : undefined;
      const result: unknown = await handler({
        params: request.params,
        query: request.query,
        body: request.body,
        actor,
        operator: described.auth === 'operator' ? guardedOperator(request) : null,
        idempotently,
        request,
        reply,
      } as RouteInput<E>);
      if (!idempotent) return send(reply, described.successStatus, result);
      const once = result as Once<unknown>;
      if (!once.replay) return send(reply, described.successStatus, once.value);
      return reply
        .status(once.statusCode)
        .header(REPLAYED_HEADER, 'true')
        .type('application/json; charset=utf-8')
        .send(once.body);
    },
  });
}
