import { startTransition, useEffect, useState } from 'react';

let settled = false;
const listeners = new Set<() => void>();

/**
 * After the load event, the page's first data may still be on its way and its pictures not yet
 * asked for: the first idle moment comes after the render that asks for them.
 */
function settle(): void {
  const done = () => {
    settled = true;
    for (const listener of listeners) listener();
  };
  // Safari has no idle callbacks.
  if (typeof (window as Partial<Window>).requestIdleCallback === 'function')
    window.requestIdleCallback(done, { timeout: 1000 });
  else window.setTimeout(done, 0);
}

if (typeof window !== 'undefined') {
  if (document.readyState === 'complete') settle();
  else window.addEventListener('load', settle, { once: true });
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/**
 * Whether the page has loaded: its document, and what its first render asked for, the pictures
 * on screen included. What no page needs to paint waits for it, so that it does not compete with
 * the page's largest paint for the network and the main thread. It is false in the first render,
 * as in the markup that render may hydrate, and turns true in a transition, which yields to the
 * browser as it renders: what mounts then does not make one long task.
 */
export function usePageLoaded(): boolean {
  const [loaded, setLoaded] = useState(false);
  useEffect(() => {
    const show = () => {
      startTransition(() => {
        setLoaded(true);
      });
    };
    if (!settled) return subscribe(show);
    show();
    return undefined;
  }, []);
  return loaded;
}
