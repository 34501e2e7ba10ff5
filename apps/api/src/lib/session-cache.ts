import type { AccountRole, AccountStep, Language } from '@casting/contract';

export interface CachedSession {
  readonly userId: string;
  readonly role: AccountRole;
  readonly sessionId: string;
  readonly step: AccountStep;
  readonly language: Language;
}

interface Entry {
  readonly session: CachedSession;
  /** The session's own expiry or the end of the entry's time to live, whichever comes first. */
  readonly validUntil: number;
}

/**
 * Sessions recently read, by token hash, so most requests do not read theirs from the database.
 * An entry lives `ttlMs` at most and never past the session's expiry. Revoking a user's sessions
 * calls `forgetUser` after the commit; a read that started before a revocation is not remembered
 * (the generation tells), so a deleted session cannot come back from a read that raced it.
 */
export class SessionCache {
  private readonly entries = new Map<string, Entry>();
  private generation = 0;

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries: number,
  ) {}

  get(tokenHash: string, now: number): CachedSession | undefined {
    const entry = this.entries.get(tokenHash);
    if (entry === undefined) return undefined;
    if (entry.validUntil > now) return entry.session;
    this.entries.delete(tokenHash);
    return undefined;
  }

  /** Taken before reading a session from the database, and handed back to `remember`. */
  currentGeneration(): number {
    return this.generation;
  }

  remember(
    tokenHash: string,
    session: CachedSession,
    expiresAt: Date,
    now: number,
    generation: number,
  ): void {
    if (generation !== this.generation) return;
    if (this.entries.size >= this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    this.entries.set(tokenHash, { session, validUntil: Math.min(expiresAt.getTime(), now + this.ttlMs) });
  }

  forgetAll(): void {
    this.generation += 1;
    this.entries.clear();
  }

  forgetUser(userId: string): void {
    this.generation += 1;
    for (const [tokenHash, entry] of this.entries) {
      if (entry.session.userId === userId) this.entries.delete(tokenHash);
    }
  }
}
