/**
 * Registers the service worker (ADR 023) once the page has loaded and the browser is idle, so it
 * never competes with the page's own first requests (`app/after-load.tsx` calls it). A new version installs beside the running
 * one and takes over when the person leaves the page (it is hidden): an open page keeps the
 * files it started with.
 */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const register = () => {
    navigator.serviceWorker
      .register('/sw.js')
      .then((registration) => {
        document.addEventListener('visibilitychange', () => {
          if (document.visibilityState === 'hidden')
            registration.waiting?.postMessage({ type: 'SKIP_WAITING' });
        });
      })
      // Without a worker the app runs as before (a private window may refuse one).
      .catch(() => undefined);
  };
  const whenIdle = () => {
    // Safari has no idle callbacks.
    if (typeof (window as Partial<Window>).requestIdleCallback === 'function')
      window.requestIdleCallback(register, { timeout: 5000 });
    else window.setTimeout(register, 1000);
  };
  if (document.readyState === 'complete') whenIdle();
  else window.addEventListener('load', whenIdle, { once: true });
}
