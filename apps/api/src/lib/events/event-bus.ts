import type { LiveChangeEvent } from '@casting/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { DatabaseHandle, Db } from '../../db/database';
import { notifyChannel } from './notify-channel';

export const EVENTS_CHANNEL = 'casting_events';

/** What changed, for whom; clients fetch the details through the API. */
export type LiveEvent =
  | { readonly type: LiveChangeEvent; readonly chatId: string; readonly userIds: readonly string[] }
  | { readonly type: 'notification'; readonly userIds: readonly string[] };

type Listener = (event: LiveEvent) => void;
type LiveListener = (live: boolean) => void;

/**
 * Per-user live events fanned out through PostgreSQL NOTIFY: published inside the
 * transaction of the change (so only committed changes are announced), received by every
 * API process on the database (PGlite delivers them in process).
 */
export interface EventBus {
  publish(tx: Db, event: LiveEvent): Promise<void>;
  /** Many events in one statement. */
  publishAll(tx: Db, events: readonly LiveEvent[]): Promise<void>;
  /** Every event this process hears; the listener picks out the users it serves. */
  onEvent(listener: Listener): () => void;
  /** False while this process is not hearing events (its listening connection is down). */
  isLive(): boolean;
  onLiveChange(listener: LiveListener): () => void;
  start(): Promise<void>;
  stop(): Promise<void>;
}

export function createEventBus(database: DatabaseHandle, logger: FastifyBaseLogger): EventBus {
  const listeners = new Set<Listener>();
  const liveListeners = new Set<LiveListener>();
  let live = true;
  const setLive = (next: boolean) => {
    live = next;
    for (const listener of liveListeners) listener(next);
  };

  function dispatch(payload: string): void {
    let event: LiveEvent;
    try {
      event = JSON.parse(payload) as LiveEvent;
    } catch {
      logger.warn({ payload }, 'ignored a malformed live event');
      return;
    }
    for (const listener of listeners) listener(event);
  }

  const channel = notifyChannel(
    database,
    EVENTS_CHANNEL,
    {
      onPayload: dispatch,
      onInterrupted: () => {
        setLive(false);
      },
      onResumed: () => {
        setLive(true);
      },
    },
    logger,
  );

  return {
    publish: (tx, event) => channel.notify(tx, JSON.stringify(event)),
    publishAll: (tx, events) =>
      channel.notifyAll(
        tx,
        events.map((event) => JSON.stringify(event)),
      ),
    onEvent: (listener) => {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    isLive: () => live,
    onLiveChange: (listener) => {
      liveListeners.add(listener);
      return () => {
        liveListeners.delete(listener);
      };
    },
    start: channel.start,
    stop: channel.stop,
  };
}
