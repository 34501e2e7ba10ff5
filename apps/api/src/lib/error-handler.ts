import type { ErrorBody, ErrorCode } from '@casting/contract';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError } from './app-error';
import { DATABASE_RETRY_AFTER_SECONDS, isDatabaseUnavailable } from './database-unavailable';
import { localizeMessage, validationMessage } from './messages/answer-messages';
import { requestLanguage } from './messages/request-language';
import { serverText } from './messages/server-messages';

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
  VALIDATION_FAILED: serverText('requestInvalid'),
  UNAUTHENTICATED: serverText('logIn'),
  FORBIDDEN: serverText('forbidden'),
  NOT_FOUND: serverText('notFound'),
  NOT_ALLOWED: serverText('notAllowedNow'),
  CONFLICT: serverText('conflict'),
  PAYLOAD_TOO_LARGE: serverText('tooLarge'),
  UNSUPPORTED_MEDIA_TYPE: serverText('unsupportedContent'),
  RATE_LIMITED: serverText('tooManyRequests'),
  INTERNAL: serverText('internal'),
  UNAVAILABLE: serverText('unavailable'),
  SUSPENDED: serverText('suspendedForever'),
};

function send(reply: FastifyReply, request: FastifyRequest, body: Omit<ErrorBody, 'requestId'>) {
  const message = localizeMessage(body.message, requestLanguage(request));
  return reply
    .status(body.statusCode)
    .type('application/json; charset=utf-8')
    .header('content-language', requestLanguage(request))
    .send({ ...body, message, requestId: request.id });
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
    if (hasZodFastifySchemaValidationErrors(error) && error.validationContext === 'params') {
      // Every path parameter is an id: one that cannot be an id names nothing there is.
      return send(reply, request, errorBodyFor('NOT_FOUND', 404, SAFE_MESSAGES.NOT_FOUND));
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const language = requestLanguage(request);
      const messages = error.validation.map((issue) => validationMessage(issue, language));
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
  if (error.code === 'FST_ERR_CTP_EMPTY_JSON_BODY') return serverText('bodyEmpty');
  if (error instanceof SyntaxError || error.code === 'FST_ERR_CTP_INVALID_JSON_BODY') {
    return serverText('bodyNotJson');
  }
  return SAFE_MESSAGES.VALIDATION_FAILED;
}

/**
 * Fastify's `frameworkErrors`: what its router refuses before any route or hook runs. A path
 * parameter longer than any id (`maxParamLength`) or whose percent-encoding does not decode
 * names nothing there is, so it is a 404 like any unknown id, in the API's error body.
 */
export function answerFrameworkError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  void reply.header('x-request-id', request.id);
  if (error.code === 'FST_ERR_MAX_PARAM_LENGTH' || error.code === 'FST_ERR_BAD_URL')
    return send(reply, request, errorBodyFor('NOT_FOUND', 404, SAFE_MESSAGES.NOT_FOUND));
  request.log.error({ err: error }, 'request failed');
  return send(reply, request, errorBodyFor('INTERNAL', 500, SAFE_MESSAGES.INTERNAL));
}

export function notFoundBody(request: FastifyRequest): ErrorBody {
  const message = localizeMessage(SAFE_MESSAGES.NOT_FOUND, requestLanguage(request));
  return { ...errorBodyFor('NOT_FOUND', 404, message), requestId: request.id };
}
