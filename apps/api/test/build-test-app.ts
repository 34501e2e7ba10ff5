import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { pino } from 'pino';
import { buildApp } from '../src/app';
import type { DatabaseHandle } from '../src/db/database';
import { loadEnv } from '../src/env';
import type { MailTransport } from '../src/lib/mail/mail-message';
import { outboxTransport } from '../src/lib/mail/transports';
import { documentStorageFromEnv, storageFromEnv } from '../src/lib/storage/storage-from-env';
import type { Clock } from '../src/lib/clock';
import type { SimulatorTuning } from '../src/lib/payments/provider-from-env';
import { expectLedgerBalancedIfReachable } from './ledger-invariant';
import { createTestDatabase } from './test-database';

/** A clock tests can move. */
export class TestClock implements Clock {
  private current: Date;

  constructor(start = new Date()) {
    this.current = start;
  }

  now(): Date {
    return new Date(this.current);
  }

  advance(milliseconds: number): void {
    this.current = new Date(this.current.getTime() + milliseconds);
  }
}

export interface TestApp {
  readonly app: FastifyInstance;
  readonly db: DatabaseHandle;
  readonly clock: TestClock;
  readonly dataDir: string;
  /** The database's URL on PostgreSQL; null on the embedded database. */
  readonly databaseUrl: string | null;
  close(): Promise<void>;
}

/** The real app on its own fresh database, driven in process with inject(). */
export interface TestAppOptions {
  readonly env?: Record<string, string>;
  /** Defaults to the dev outbox in the test's data directory. */
  readonly mailTransport?: MailTransport;
  /** Where the app logs; silent by default. */
  readonly logger?: FastifyBaseLogger;
  /** How the app reaches the test's PostgreSQL database (for example through a TCP proxy). */
  readonly connectVia?: (url: string) => string;
  /** The payment simulator's webhooks: by default each is delivered once, at once. */
  readonly simulatorTuning?: SimulatorTuning;
}

export async function buildTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const dataDir = mkdtempSync(join(tmpdir(), 'casting-test-'));
  const { handle: db, url: databaseUrl } = await createTestDatabase(options.connectVia);
  const clock = new TestClock();
  const env = loadEnv({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: dataDir,
    WEB_DIST_DIR: join(dataDir, 'no-web-build'),
    PUBLIC_URL: 'http://localhost:3000',
    ...options.env,
  });
  const logger = options.logger ?? pino({ level: 'silent' });
  const app = await buildApp({
    env,
    db,
    clock,
    logger,
    mailTransport: options.mailTransport ?? outboxTransport(join(dataDir, 'outbox'), logger),
    storage: storageFromEnv(env),
    documentStorage: documentStorageFromEnv(env),
    simulatorTuning: options.simulatorTuning ?? { maxDelayMs: 0, duplicateRate: 0 },
  });
  await app.ready();
  return {
    app,
    db,
    clock,
    dataDir,
    databaseUrl,
    close: async () => {
      try {
        await app.close();
        // Every integration test ends with the ledger's invariant checked (issue 33).
        await expectLedgerBalancedIfReachable(db);
      } finally {
        await db.close();
        rmSync(dataDir, { recursive: true, force: true });
      }
    },
  };
}
