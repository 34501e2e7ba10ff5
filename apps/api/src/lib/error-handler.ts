import type { ErrorBody, ErrorCode } from '@casting/contract';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError } from './app-error';
import { DATABASE_RETRY_AFTER_SECONDS, isDatabaseUnavailable } from './database-unavailable';

const CODE_BY_STATUS: Readonly<Record<number, ErrorCode>> = {
  400: 'VALIDATION_FAILED',
  401: 'UNAUTHENTICATED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  409: 'CONFLICT',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  429: 'RATE_LIMITED',
  503: 'UNAVAILABLE',
};

const SAFE_MESSAGES: Readonly<Record<ErrorCode, string>> = {
  VALIDATION_FAILED: 'The request is not valid.',
  UNAUTHENTICATED: 'Please log in to continue.',
  FORBIDDEN: 'You are not allowed to do this.',
  NOT_FOUND: 'Not found.',
  NOT_ALLOWED: 'This action is not allowed now.',
  CONFLICT: 'This conflicts with existing data.',
  PAYLOAD_TOO_LARGE: 'The request is too large.',
  UNSUPPORTED_MEDIA_TYPE: 'This type of content is not supported.',
  RATE_LIMITED: 'Too many requests. Please try again later.',
  INTERNAL: 'An unexpected error occurred.',
  UNAVAILABLE: 'The service is temporarily unavailable.',
};

function send(reply: FastifyReply, request: FastifyRequest, body: Omit<ErrorBody, 'requestId'>) {
  return reply
    .status(body.statusCode)
    .type('application/json; charset=utf-8')
    .send({ ...body, requestId: request.id });
}

export function errorBodyFor(code: ErrorCode, statusCode: number, message: string | string[]) {
  return { statusCode, code, message };
}

/** One place that turns every failure into the error body of DESIGN §5. */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      void reply.headers(error.headers);
      return send(reply, request, errorBodyFor(error.code, error.statusCode, error.messages));
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const messages = error.validation.map((issue) => issue.message ?? SAFE_MESSAGES.VALIDATION_FAILED);
      // Two rules of one field may share their sentence (a list's length and its items).
      return send(reply, request, errorBodyFor('VALIDATION_FAILED', 400, [...new Set(messages)]));
    }
    if (isDatabaseUnavailable(error)) {
      // The error's text may hold a query and its parameters: only its class goes to the log.
      request.log.warn({ error: error.name }, 'the database is unavailable');
      void reply.header('retry-after', String(DATABASE_RETRY_AFTER_SECONDS));
      return send(reply, request, errorBodyFor('UNAVAILABLE', 503, SAFE_MESSAGES.UNAVAILABLE));
    }
    const status = error.statusCode ?? 500;
    const code = status < 500 ? CODE_BY_STATUS[status] : undefined;
    if (code === undefined || status >= 500) {
      request.log.error({ err: error }, 'request failed');
      return send(reply, request, errorBodyFor('INTERNAL', 500, SAFE_MESSAGES.INTERNAL));
    }
    const message = code === 'VALIDATION_FAILED' ? [readableClientError(error)] : SAFE_MESSAGES[code];
    if (code === 'RATE_LIMITED') void reply.header('retry-after', reply.getHeader('retry-after') ?? '60');
    return send(reply, request, errorBodyFor(code, status, message));
  });
}

function readableClientError(error: FastifyError): string {
  if (error.code === 'FST_ERR_CTP_EMPTY_JSON_BODY') return 'The request body is empty.';
  if (error instanceof SyntaxError || error.code === 'FST_ERR_CTP_INVALID_JSON_BODY') {
    return 'The request body is not valid JSON.';
  }
  return SAFE_MESSAGES.VALIDATION_FAILED;
}

export function notFoundBody(request: FastifyRequest): ErrorBody {
  return { ...errorBodyFor('NOT_FOUND', 404, SAFE_MESSAGES.NOT_FOUND), requestId: request.id };
}
