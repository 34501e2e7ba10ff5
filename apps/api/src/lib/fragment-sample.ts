import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from './clock';

/** A random sample of a text column's values, and how many rows it was drawn from. */
export interface TextSample {
  readonly total: number;
  readonly values: readonly string[];
}

const REFRESH_AFTER_MS = 10 * 60_000;
const REMEMBERED_ESTIMATES = 1_000;

/**
 * How many rows contain a text fragment, estimated from a sample of the column kept in memory.
 * The first estimate waits for the sample; later ones use the sample at hand while a stale one
 * (older than ten minutes) is replaced in the background, and a failed refresh keeps the old one.
 */
export class FragmentSample {
  readonly #load: () => Promise<TextSample>;
  readonly #clock: Clock;
  readonly #logger: FastifyBaseLogger;
  #sample: TextSample | undefined;
  #takenAt = 0;
  #loading: Promise<TextSample> | undefined;
  readonly #estimates = new Map<string, number>();

  constructor(load: () => Promise<TextSample>, clock: Clock, logger: FastifyBaseLogger) {
    this.#load = load;
    this.#clock = clock;
    this.#logger = logger;
  }

  /** The estimated number of rows containing `fragment`, and the number of rows in all. */
  async estimate(fragment: string): Promise<{ readonly matches: number; readonly total: number }> {
    const sample = await this.#current();
    let matches = this.#estimates.get(fragment);
    if (matches === undefined) {
      let hits = 0;
      for (const value of sample.values) if (value.includes(fragment)) hits += 1;
      matches = sample.values.length === 0 ? 0 : (hits / sample.values.length) * sample.total;
      if (this.#estimates.size >= REMEMBERED_ESTIMATES) this.#estimates.clear();
      this.#estimates.set(fragment, matches);
    }
    return { matches, total: sample.total };
  }

  #current(): Promise<TextSample> {
    const sample = this.#sample;
    if (sample === undefined) return this.#refresh();
    if (this.#clock.now().getTime() - this.#takenAt > REFRESH_AFTER_MS) {
      this.#refresh().catch((error: unknown) => {
        this.#logger.warn({ err: error }, 'text sample refresh failed; the previous sample stays in use');
      });
    }
    return Promise.resolve(sample);
  }

  #refresh(): Promise<TextSample> {
    this.#loading ??= this.#load()
      .then((sample) => {
        this.#sample = sample;
        this.#takenAt = this.#clock.now().getTime();
        this.#estimates.clear();
        return sample;
      })
      .finally(() => {
        this.#loading = undefined;
      });
    return this.#loading;
  }
}
