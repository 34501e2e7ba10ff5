import { createHash, randomBytes } from 'node:crypto';

/** What a session token looks like (`newSessionToken` writes 43 of these characters). */
export const SESSION_TOKEN_SHAPE = '[A-Za-z0-9_-]{16,128}';

/** A 256-bit random bearer token. */
export function newSessionToken(): string {
  return randomBytes(32).toString('base64url');
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
