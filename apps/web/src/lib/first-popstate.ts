/**
 * Listeners of one target run in the order they were added, and Chromium runs a window's
 * capturing listeners in that order too. A page that must answer Back or Forward before React
 * Router does (`useLeaveGuard`) needs a listener added before `BrowserRouter` adds its own: this
 * module adds it when imported, and `main.tsx` imports it before the app renders.
 */
type PopStateHandler = (event: PopStateEvent) => void;

let current: PopStateHandler | null = null;

if (typeof window !== 'undefined') {
  window.addEventListener('popstate', (event) => {
    current?.(event);
  });
}

/** Hears Back and Forward before the router; null stops. One handler at a time. */
export function handlePopStateFirst(handler: PopStateHandler | null): void {
  current = handler;
}
