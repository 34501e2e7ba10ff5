import { envelope, ERROR_STATUS, ErrorBodySchema, type Endpoint } from '@casting/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import type { Actor } from './auth';
import { JsonText } from './json-text';

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
  const codes = [
    ...ALWAYS,
    ...(endpoint.auth === 'session' ? (['UNAUTHENTICATED'] as const) : []),
    ...endpoint.errors,
  ];
  const schemas: Record<number, z.ZodType> = { [endpoint.successStatus]: envelope(endpoint.data) };
  for (const code of codes) schemas[ERROR_STATUS[code]] = ErrorBodySchema;
  return schemas;
}

/** Registers a Fastify route derived from a contract endpoint descriptor. */
export function registerRoute<E extends Endpoint>(
  app: FastifyInstance,
  endpoint: E,
  handler: RouteHandler<E>,
): void {
  app.withTypeProvider<ZodTypeProvider>().route({
    method: endpoint.method,
    url: endpoint.path,
    schema: {
      summary: endpoint.summary,
      tags: [endpoint.tag],
      ...(endpoint.auth === 'session' ? { security: [{ bearerAuth: [] }] } : {}),
      ...(endpoint.params ? { params: endpoint.params } : {}),
      ...(endpoint.query ? { querystring: endpoint.query } : {}),
      ...(endpoint.body ? { body: endpoint.body } : {}),
      response: responseSchemas(endpoint),
    },
    handler: async (request, reply) => {
      const actor =
        endpoint.auth === 'session'
          ? await app.authenticator.require(request)
          : await app.authenticator.read(request);
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
