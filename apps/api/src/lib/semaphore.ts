/** The queue of a Semaphore is full: the caller should answer "busy" rather than wait. */
export class QueueFullError extends Error {
  constructor() {
    super('the work queue is full');
    this.name = 'QueueFullError';
  }
}

/**
 * Bounds how many expensive operations (password hashing, image work) run at once; the rest
 * wait in order, at most `maxWaiting` of them (beyond it `run` throws QueueFullError).
 */
export class Semaphore {
  private running = 0;
  private readonly waiting: (() => void)[] = [];

  constructor(
    private readonly limit: number,
    private readonly maxWaiting = Number.POSITIVE_INFINITY,
  ) {}

  async run<T>(task: () => Promise<T>): Promise<T> {
    if (this.running >= this.limit) {
      if (this.waiting.length >= this.maxWaiting) throw new QueueFullError();
      await new Promise<void>((resolve) => this.waiting.push(resolve));
    } else {
      this.running += 1;
    }
    try {
      return await task();
    } finally {
      const next = this.waiting.shift();
      if (next === undefined) this.running -= 1;
      else next();
    }
  }
}
