export interface ReceivedEvent {
  readonly event: string;
  readonly data: unknown;
}

/** Opens the event stream and collects events until `count` arrived or the time is up. */
export function collectEvents(
  url: string,
  token: string,
  options: { count: number; timeoutMs?: number; onOpen?: () => void },
): Promise<ReceivedEvent[]> {
  const controller = new AbortController();
  const received: ReceivedEvent[] = [];
  const timeout = setTimeout(() => {
    controller.abort();
  }, options.timeoutMs ?? 10_000);
  return (async () => {
    try {
      const response = await fetch(url, {
        headers: { authorization: `Bearer ${token}` },
        signal: controller.signal,
      });
      if (response.body === null || response.status !== 200)
        throw new Error(`stream answered ${response.status}`);
      options.onOpen?.();
      const decoder = new TextDecoder();
      let buffer = '';
      for await (const chunk of response.body) {
        buffer += decoder.decode(chunk as Uint8Array, { stream: true });
        let end = buffer.indexOf('\n\n');
        while (end !== -1) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const event = /^event: (.+)$/m.exec(block)?.[1];
          const data = /^data: (.+)$/m.exec(block)?.[1];
          if (event !== undefined && data !== undefined) received.push({ event, data: JSON.parse(data) });
          if (received.length >= options.count) {
            controller.abort();
            return received;
          }
          end = buffer.indexOf('\n\n');
        }
      }
    } catch (error) {
      if (!controller.signal.aborted) throw error;
    } finally {
      clearTimeout(timeout);
    }
    return received;
  })();
}

export interface EventStream {
  readonly status: number;
  readonly headers: Headers;
  /** The next event named `name` not yet taken, waiting up to `timeoutMs` for it. */
  next(name: string, timeoutMs?: number): Promise<ReceivedEvent>;
  /** Resolves when the server ends the stream. */
  readonly ended: Promise<void>;
  close(): void;
}

/** Opens the event stream and keeps reading it, so a test can wait for events one by one. */
export async function openEventStream(url: string, token: string): Promise<EventStream> {
  const controller = new AbortController();
  const response = await fetch(url, {
    headers: { authorization: `Bearer ${token}` },
    signal: controller.signal,
  });
  const received: ReceivedEvent[] = [];
  const waiters = new Set<() => void>();
  const ended = (async () => {
    if (response.body === null || response.status !== 200) return;
    const decoder = new TextDecoder();
    let buffer = '';
    try {
      for await (const chunk of response.body) {
        buffer += decoder.decode(chunk as Uint8Array, { stream: true });
        let end = buffer.indexOf('\n\n');
        while (end !== -1) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const event = /^event: (.+)$/m.exec(block)?.[1];
          const data = /^data: (.+)$/m.exec(block)?.[1];
          if (event !== undefined && data !== undefined) received.push({ event, data: JSON.parse(data) });
          for (const wake of waiters) wake();
          end = buffer.indexOf('\n\n');
        }
      }
    } catch (error) {
      if (!controller.signal.aborted) throw error;
    }
  })();
  return {
    status: response.status,
    headers: response.headers,
    next: (name, timeoutMs = 5_000) =>
      new Promise<ReceivedEvent>((resolve, reject) => {
        const take = () => {
          const index = received.findIndex((event) => event.event === name);
          if (index === -1) return false;
          const [event] = received.splice(index, 1);
          waiters.delete(take);
          clearTimeout(timer);
          if (event !== undefined) resolve(event);
          return true;
        };
        const timer = setTimeout(() => {
          waiters.delete(take);
          reject(
            new Error(`no "${name}" event within ${String(timeoutMs)} ms; got ${JSON.stringify(received)}`),
          );
        }, timeoutMs);
        if (!take()) waiters.add(take);
      }),
    ended,
    close: () => {
      controller.abort();
    },
  };
}
