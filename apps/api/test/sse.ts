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
