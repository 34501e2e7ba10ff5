import type { ErrorBody, ErrorCode } from '@casting/contract';
import { i18n } from '../i18n/i18n';

interface ApiErrorInit {
  readonly status: number;
  readonly code: ErrorCode | null;
  readonly messages: readonly string[];
  readonly requestId: string | null;
  /** From Retry-After: how long the server asks the client to wait before trying again. */
  readonly retryAfterSeconds?: number | null;
}

/**
 * Every failed call: an error body of the API (DESIGN §5), a body that is not one, or no
 * answer at all (status 0).
 */
export class ApiError extends Error {
  readonly status: number;
  readonly code: ErrorCode | null;
  readonly messages: readonly string[];
  readonly requestId: string | null;
  readonly retryAfterSeconds: number | null;
  /** The sentence to show a person; empty when the server gave none. */
  readonly firstMessage: string;

  constructor(init: ApiErrorInit, options?: ErrorOptions) {
    super(init.messages[0] ?? `Request failed with status ${init.status}`, options);
    this.name = 'ApiError';
    this.status = init.status;
    this.code = init.code;
    this.messages = init.messages;
    this.requestId = init.requestId;
    this.retryAfterSeconds = init.retryAfterSeconds ?? null;
    this.firstMessage = init.messages[0] ?? '';
  }

  static fromBody(status: number, body: ErrorBody, retryAfterSeconds: number | null = null): ApiError {
    const messages = Array.isArray(body.message) ? body.message : [body.message];
    return new ApiError({ status, code: body.code, messages, requestId: body.requestId, retryAfterSeconds });
  }
}

/**
 * The server's sentence when there is one, otherwise the screen's own fallback (spec §8); a call
 * that got no answer because the device has no network says so.
 */
export function errorMessage(error: unknown, fallback: string): string {
  if (!(error instanceof ApiError)) return fallback;
  // Only a browser says it has no network; a render on the server never is offline.
  if (error.status === 0 && typeof navigator !== 'undefined' && !navigator.onLine)
    return i18n.t('offline.error');
  return error.firstMessage !== '' ? error.firstMessage : fallback;
}
