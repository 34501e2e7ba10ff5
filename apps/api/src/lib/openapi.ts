import { API_BASE_PATH } from '@casting/contract';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

/** The OpenAPI document, generated from the contract's descriptors, with its UI at /docs. */
export async function registerOpenApi(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Casting marketplace API',
        version: '1',
        description:
          'Every success body is `{ data }`; every error body is `{ statusCode, code, message, requestId }`. ' +
          "Authenticate with `Authorization: Bearer <token>`. A session reaches what its account's step allows: " +
          'an unverified account only `/users/me` and logging out (and the public code routes), a verified one also ' +
          'onboarding and uploads, an onboarded one everything; the rest answers 403 saying what to finish. ' +
          'The POST routes that create something (messages and applications, jobs, invitations, talent lists, reviews, uploads) take an ' +
          'optional `Idempotency-Key` header: a retry with the same key gets the first answer instead of a second ' +
          'row. JSON answers carry `Cache-Control: no-store`. ' +
          "Error messages come in the caller's language, English (`en`) or Arabic (`ar`): the one " +
          "`Accept-Language` prefers (by q-value; `ar-SA` counts as `ar`), else the account's saved language " +
          '(`PATCH /users/me/language`, set at sign-up from `Accept-Language`), else English; the answer names it in ' +
          '`Content-Language`. Codes and statuses never change with the language. Account e-mails are written in ' +
          "the account's language.",
      },
      components: {
        securitySchemes: {
          bearerAuth: { type: 'http', scheme: 'bearer' },
          operatorAuth: {
            type: 'http',
            scheme: 'bearer',
            description:
              'An operator session token from `POST /operator/sessions`. Without one, every `/operator` route answers 404.',
          },
        },
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: `${API_BASE_PATH}/docs` });
}
