let last: Promise<unknown> = Promise.resolve();

/**
 * Server renders run one at a time: the catalogues' language and the server render's session
 * (`lib/server-render.ts`) belong to the process. Each waits for the one before it. A render
 * whose caller has given up by its turn (`signal`) does not run, so when data is slow the line
 * does not fill with renders nobody awaits.
 */
export function inLine<T>(work: () => Promise<T>, signal?: AbortSignal): Promise<T> {
  const result = last.then(() => {
    signal?.throwIfAborted();
    return work();
  });
  last = result.catch(() => undefined);
  return result;
}
