import { z } from 'zod';

export const ERROR_CODES = [
  'VALIDATION_FAILED',
  'UNAUTHENTICATED',
  'FORBIDDEN',
  'NOT_FOUND',
  'NOT_ALLOWED',
  'CONFLICT',
  'PAYLOAD_TOO_LARGE',
  'UNSUPPORTED_MEDIA_TYPE',
  'RATE_LIMITED',
  'INTERNAL',
  'UNAVAILABLE',
  'SUSPENDED',
] as const;

export type ErrorCode = (typeof ERROR_CODES)[number];

/** The one code -> HTTP status table; a code without a status does not compile. */
export const ERROR_STATUS: { readonly [C in ErrorCode]: number } = {
  VALIDATION_FAILED: 400,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  NOT_ALLOWED: 409,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  RATE_LIMITED: 429,
  INTERNAL: 500,
  UNAVAILABLE: 503,
  /** Signing in to an account an operator suspended or banned (issue 35). */
  SUSPENDED: 403,
};

export const ErrorBodySchema = z.object({
  statusCode: z.number().int(),
  code: z.enum(ERROR_CODES),
  message: z.union([z.string(), z.array(z.string())]),
  requestId: z.string(),
});

export type ErrorBody = z.infer<typeof ErrorBodySchema>;

/** The sentence to show a person: the first of a list, or the message itself. */
export function firstMessage(body: Pick<ErrorBody, 'message'>): string {
  return Array.isArray(body.message) ? (body.message[0] ?? '') : body.message;
}
