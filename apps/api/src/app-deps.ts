import type { FastifyBaseLogger } from 'fastify';
import type { DatabaseHandle } from './db/database';
import type { Env } from './env';
import type { Clock } from './lib/clock';
import type { MailTransport } from './lib/mail/mail-message';
import type { SimulatorTuning } from './lib/payments/provider-from-env';
import type { MediaStorage } from './lib/storage/media-storage';

/** What the app is built from; tests pass their own. */
export interface AppDeps {
  readonly env: Env;
  readonly db: DatabaseHandle;
  readonly clock: Clock;
  readonly mailTransport: MailTransport;
  readonly storage: MediaStorage;
  /** Private documents, which no public URL serves (storage-from-env.ts). */
  readonly documentStorage: MediaStorage;
  /** The app logs here; made by the caller so the mail transport can share it. */
  readonly logger: FastifyBaseLogger;
  /** How the payment simulator's webhooks behave; its defaults unless a test pins them. */
  readonly simulatorTuning?: SimulatorTuning;
}
