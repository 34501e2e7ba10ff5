import { hash, verify } from '@node-rs/argon2';
import { Semaphore } from './semaphore';

/**
 * OWASP's first choice: argon2id, m=19456 KiB, t=2, p=1. These are the library's defaults
 * (its Algorithm enum is a const enum that isolated modules cannot import), stated here so a
 * change of default cannot weaken them unnoticed.
 */
export const PASSWORD_HASH_OPTIONS = { memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

const CURRENT_PARAMETERS = `$argon2id$v=19$m=${PASSWORD_HASH_OPTIONS.memoryCost},t=${PASSWORD_HASH_OPTIONS.timeCost},p=${PASSWORD_HASH_OPTIONS.parallelism}$`;

// Each hash takes ~19 MiB and a libuv thread: two at a time keeps a burst of logins from
// exhausting memory or starving file and DNS work on a 2-core machine.
const hashing = new Semaphore(2);

export function hashPassword(password: string): Promise<string> {
  return hashing.run(() => hash(password, PASSWORD_HASH_OPTIONS));
}

export function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  return hashing.run(async () => {
    try {
      return await verify(passwordHash, password);
    } catch {
      return false;
    }
  });
}

/** True when a stored hash was made with other (older, weaker) parameters. */
export function needsRehash(passwordHash: string): boolean {
  return !passwordHash.startsWith(CURRENT_PARAMETERS);
}

/** A real hash of a random password, verified against when an account does not exist, so the answer takes as long. */
let decoyHash: Promise<string> | undefined;
export function decoyPasswordHash(): Promise<string> {
  decoyHash ??= hashPassword(`decoy-${Math.random().toString(36)}-Aa1!`);
  return decoyHash;
}
