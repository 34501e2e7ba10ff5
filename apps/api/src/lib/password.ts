import { hash, verify } from '@node-rs/argon2';

/**
 * OWASP's first choice: argon2id, m=19456 KiB, t=2, p=1. These are the library's defaults
 * (its Algorithm enum is a const enum that isolated modules cannot import), stated here so a
 * change of default cannot weaken them unnoticed.
 */
export const PASSWORD_HASH_OPTIONS = { memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, PASSWORD_HASH_OPTIONS);
}

export function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  return verify(passwordHash, password);
}
