import type { FastifyInstance } from 'fastify';
import { AppError } from './app-error';
import { serverText } from './messages/server-messages';

/**
 * - `serving`: normal;
 * - `draining`: health answers 503 so load balancers stop sending, every request is still served;
 * - `closing`: new requests get 503 with Retry-After and the connection closes, while the
 *   requests already running finish.
 */
/** How long no new connection may arrive before the listener closes. */
const QUIET_MS = 250;
const POLL_MS = 25;

export type DrainState = 'serving' | 'draining' | 'closing';

export interface Drain {
  readonly state: DrainState;
  begin(): void;
  /** Enters `closing`; resolves true once no request runs, false when `timeoutMs` passed first. */
  close(timeoutMs: number): Promise<boolean>;
  /** Called on entering `closing`: long-lived responses (event streams) end themselves. */
  onClosing(listener: () => void): void;
}

declare module 'fastify' {
  interface FastifyInstance {
    readonly drain: Drain;
  }
}

/**
 * Graceful shutdown without resets: the listener stays open until the requests that reached the
 * process are answered, because closing it earlier resets the connections waiting in its
 * accept queue.
 */
export function registerDrain(app: FastifyInstance): Drain {
  let state: DrainState = 'serving';
  let running = 0;
  let lastConnectionAt = 0;
  const closingListeners: (() => void)[] = [];
  app.server.on('connection', () => {
    lastConnectionAt = Date.now();
  });

  app.addHook('onRequest', (_request, reply, done) => {
    if (state === 'closing') {
      done(
        new AppError('UNAVAILABLE', serverText('restarting'), {
          'retry-after': '1',
          connection: 'close',
        }),
      );
      return;
    }
    running += 1;
    reply.raw.once('close', () => {
      running -= 1;
    });
    done();
  });

  const drain: Drain = {
    get state() {
      return state;
    },
    begin: () => {
      if (state === 'serving') state = 'draining';
    },
    close: async (timeoutMs) => {
      state = 'closing';
      for (const listener of closingListeners.splice(0)) listener();
      const deadline = Date.now() + timeoutMs;
      // Quiet as well as idle: connections still queued for accept must be taken and answered first.
      while (running > 0 || Date.now() - lastConnectionAt < QUIET_MS) {
        if (Date.now() >= deadline) return false;
        await new Promise((resolve) => setTimeout(resolve, POLL_MS));
      }
      return true;
    },
    onClosing: (listener) => {
      closingListeners.push(listener);
    },
  };
  app.decorate('drain', drain);
  return drain;
}
