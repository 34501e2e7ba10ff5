/** Seconds a client is asked to wait before trying again when the database does not answer. */
export const DATABASE_RETRY_AFTER_SECONDS = 5;

const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/** SQLSTATEs that say the server cannot serve now, not that the query is wrong. */
const SQLSTATE_UNAVAILABLE = /^(08...|57P0[1-4]|57014|53300|53400|55P03|25P03)$/;

const PG_MESSAGES = [
  'Connection terminated',
  'timeout exceeded when trying to connect',
  'Query read timeout',
  'timeout expired',
  'is not queryable',
  'Cannot use a pool after calling end on the pool',
  'PGlite is closed',
  'PGlite is closing',
];

function isUnavailableCause(error: object): boolean {
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string' && (NETWORK_CODES.has(code) || SQLSTATE_UNAVAILABLE.test(code))) return true;
  const message = (error as { message?: unknown }).message;
  return typeof message === 'string' && PG_MESSAGES.some((known) => message.includes(known));
}

/**
 * True when an error means the database cannot be reached or did not answer in time (refused,
 * dropped, timed out, shutting down), looking through the causes Drizzle wraps around driver
 * errors. Such a failure is a 503 with Retry-After, not a 500.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && typeof current === 'object' && current !== null; depth += 1) {
    if (isUnavailableCause(current)) return true;
    if (current instanceof AggregateError && current.errors.some((inner) => isDatabaseUnavailable(inner)))
      return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}
