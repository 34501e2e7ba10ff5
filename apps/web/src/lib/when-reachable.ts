/** Whether a request could reach the server now: the page is in front and the device online. */
export function isReachable(): boolean {
  return document.visibilityState === 'visible' && navigator.onLine;
}

/**
 * Resolves once the page is in front again with a network: a phone that goes to the background
 * may cut its connections, and a request sent from a hidden page or without a network fails at
 * once. Rejects with the signal's reason when it aborts first.
 */
export function whenReachable(signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    const check = () => {
      if (!isReachable()) return;
      stop();
      resolve();
    };
    const abort = () => {
      stop();
      reject(signal?.reason instanceof Error ? signal.reason : new DOMException('Aborted', 'AbortError'));
    };
    const stop = () => {
      document.removeEventListener('visibilitychange', check);
      window.removeEventListener('online', check);
      signal?.removeEventListener('abort', abort);
    };
    document.addEventListener('visibilitychange', check);
    window.addEventListener('online', check);
    signal?.addEventListener('abort', abort, { once: true });
    check();
  });
}
