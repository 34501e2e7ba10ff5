import type { DatabaseHandle } from './db/database';
import type { Env } from './env';
import type { Clock } from './lib/clock';

/** What the app is built from; tests pass their own. */
export interface AppDeps {
  readonly env: Env;
  readonly db: DatabaseHandle;
  readonly clock: Clock;
}
