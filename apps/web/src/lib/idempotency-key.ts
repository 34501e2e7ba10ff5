/** Times a call that creates something is sent when no answer arrives: all with one key. */
export const CREATE_ATTEMPTS = 3;

/**
 * A new key for one attempt to create something. getRandomValues rather than randomUUID, which
 * browsers offer only on HTTPS and localhost.
 */
export function newIdempotencyKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/**
 * How long to wait before sending again, or null not to: when no answer came (status 0), or the
 * server says the first attempt still runs (409 with Retry-After).
 */
export function retryDelayMs(status: number, retryAfter: string | null, attempt: number): number | null {
  if (attempt >= CREATE_ATTEMPTS) return null;
  if (status === 0) return 500 * attempt;
  if (status === 409 && retryAfter !== null) return Math.max(1, Number(retryAfter) || 1) * 1000;
  return null;
}
