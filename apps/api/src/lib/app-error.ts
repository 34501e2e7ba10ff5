import { ERROR_STATUS, type ErrorCode } from '@casting/contract';

/** The one error type services throw; the error handler turns it into the error body. */
export class AppError extends Error {
  readonly statusCode: number;
  readonly messages: string | string[];

  constructor(
    readonly code: ErrorCode,
    message: string | readonly string[],
    readonly headers: Readonly<Record<string, string>> = {},
  ) {
    super(typeof message === 'string' ? message : message.join('\n'));
    this.name = 'AppError';
    this.statusCode = ERROR_STATUS[code];
    this.messages = typeof message === 'string' ? message : [...message];
  }
}
