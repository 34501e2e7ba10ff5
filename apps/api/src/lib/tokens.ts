import { createHash, randomBytes } from 'node:crypto';

/** A 256-bit random bearer token. */
export function newSessionToken(): string {
  return randomBytes(32).toString('base64url');
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
