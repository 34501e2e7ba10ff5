/**
 * At most `limit` operations in flight per key (a session, say): a caller over it is told no at
 * once, to fall back on something cheaper, rather than queued.
 */
export class PerKeyLimit {
  private readonly inFlight = new Map<string, number>();

  constructor(private readonly limit: number) {}

  /** The function that ends this operation, or null when the key already has `limit` running. */
  tryStart(key: string): (() => void) | null {
    const running = this.inFlight.get(key) ?? 0;
    if (running >= this.limit) return null;
    this.inFlight.set(key, running + 1);
    let ended = false;
    return () => {
      if (ended) return;
      ended = true;
      const left = (this.inFlight.get(key) ?? 1) - 1;
      if (left === 0) this.inFlight.delete(key);
      else this.inFlight.set(key, left);
    };
  }
}
