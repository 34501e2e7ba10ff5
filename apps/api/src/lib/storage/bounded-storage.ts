import type { MediaStorage, StoredObject } from './media-storage';
import { StorageUnavailableError } from './media-storage';

export interface StorageBounds {
  /** How long a call may wait for the store's answer (for a read: until its body starts). */
  readonly timeoutMs: number;
  /** Calls one process has running at once (a read runs until its body ends); more are refused. */
  readonly maxInFlight: number;
}

/**
 * The store behind bounds: a store that accepts connections and never answers costs each call
 * `timeoutMs`, not a minute, and holds at most `maxInFlight` of them. Either way the call fails
 * with StorageUnavailableError (a 503), and the abandoned call is aborted, so an upload answered
 * as failed is not written afterwards.
 */
export function boundedStorage(storage: MediaStorage, bounds: StorageBounds): MediaStorage {
  let inFlight = 0;

  function begin(what: string): () => void {
    if (inFlight >= bounds.maxInFlight) {
      throw new StorageUnavailableError(`${what}: ${String(bounds.maxInFlight)} storage calls are running`);
    }
    inFlight += 1;
    let ended = false;
    return () => {
      if (ended) return;
      ended = true;
      inFlight -= 1;
    };
  }

  async function inTime<T>(what: string, call: (signal: AbortSignal) => Promise<T>): Promise<T> {
    const controller = new AbortController();
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<never>((_resolve, reject) => {
      timer = setTimeout(() => {
        const error = new StorageUnavailableError(`${what}: no answer within ${String(bounds.timeoutMs)} ms`);
        controller.abort(error);
        reject(error);
      }, bounds.timeoutMs);
    });
    try {
      // Raced as well as aborted: a driver may not stop at once when told to.
      return await Promise.race([call(controller.signal), late]);
    } finally {
      clearTimeout(timer);
    }
  }

  async function bounded<T>(what: string, call: (signal: AbortSignal) => Promise<T>): Promise<T> {
    const end = begin(what);
    try {
      return await inTime(what, call);
    } finally {
      end();
    }
  }

  const { source } = storage;
  return {
    put: (key, body, contentType) =>
      bounded(`writing ${key}`, (signal) => storage.put(key, body, contentType, signal)),
    remove: (key) => bounded(`removing ${key}`, (signal) => storage.remove(key, signal)),
    source:
      source.kind === 'directory'
        ? source
        : {
            kind: 'objects',
            get: async (key, range): Promise<StoredObject | null> => {
              const what = `reading ${key}`;
              const end = begin(what);
              try {
                const object = await inTime(what, (signal) => source.get(key, range, signal));
                if (object === null) end();
                else object.body.once('close', end);
                return object;
              } catch (error) {
                end();
                throw error;
              }
            },
          },
  };
}
