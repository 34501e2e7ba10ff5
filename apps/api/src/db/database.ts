import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';

/** Drizzle over either PGlite or a pg pool: the queries are the same on both. */
export type Db = PgDatabase<PgQueryResultHKT>;

export type DatabaseKind = 'embedded' | 'postgres';

export interface ListenHandlers {
  /** Each NOTIFY on the channel, from any process on the database. */
  readonly onPayload: (payload: string) => void;
  /** The listening connection is lost: notifications may be missed until `onUp`. */
  readonly onDown?: (error?: unknown) => void;
  /** Listening again after `onDown`: whatever was announced meanwhile was missed. */
  readonly onUp?: () => void;
}

export interface DatabaseHandle {
  readonly db: Db;
  readonly kind: DatabaseKind;
  /** Resolves when the database answers a trivial query. */
  ping(): Promise<void>;
  listen(channel: string, handlers: ListenHandlers): Promise<() => Promise<void>>;
  /**
   * Runs long work (migrations, seeding) on a connection without the request timeouts, which
   * are sized for answering people, not for building indexes.
   */
  unbounded<T>(work: (db: Db) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}
