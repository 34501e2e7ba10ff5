import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { DatabaseHandle, Db } from '../../db/database';

export interface NotifyChannel {
  /** Inside a transaction: delivered on commit, to every API process on the database. */
  readonly notify: (tx: Db, payload: string) => Promise<void>;
  readonly notifyAll: (tx: Db, payloads: readonly string[]) => Promise<void>;
  readonly start: () => Promise<void>;
  readonly stop: () => Promise<void>;
}

export interface NotifyHandlers {
  readonly onPayload: (payload: string) => void;
  /** Notifications may be missed from now until `onResumed`. */
  readonly onInterrupted?: () => void;
  /** Listening again: whatever was announced meanwhile was missed. */
  readonly onResumed?: () => void;
}

/** A PostgreSQL NOTIFY channel this process sends on and listens to (PGlite delivers in process). */
export function notifyChannel(
  database: DatabaseHandle,
  channel: string,
  handlers: NotifyHandlers,
  logger: FastifyBaseLogger,
): NotifyChannel {
  let unlisten: (() => Promise<void>) | undefined;
  return {
    notify: async (tx, payload) => {
      await tx.execute(sql`select pg_notify(${channel}, ${payload})`);
    },
    notifyAll: async (tx, payloads) => {
      if (payloads.length === 0) return;
      await tx.execute(
        sql`select pg_notify(${channel}, payload) from json_array_elements_text(${JSON.stringify(payloads)}::json) as payload`,
      );
    },
    start: async () => {
      unlisten ??= await database.listen(channel, {
        onPayload: handlers.onPayload,
        onDown: (error) => {
          logger.warn({ err: error, channel }, 'notifications interrupted: listening again with backoff');
          handlers.onInterrupted?.();
        },
        onUp: () => {
          logger.info({ channel }, 'notifications resumed');
          handlers.onResumed?.();
        },
      });
    },
    stop: async () => {
      const stopListening = unlisten;
      unlisten = undefined;
      await stopListening?.().catch((error: unknown) => {
        logger.warn({ err: error, channel }, 'closing a notification listener failed');
      });
    },
  };
}
