import { matchRoutes, type RouteObject } from 'react-router';

/**
 * Loads a route's page and catalogues as soon as a link to it is pointed at, focused or touched,
 * so the click usually finds them loaded. Loading is idempotent: the router's own call later
 * gets the same modules from the cache.
 */
export function prefetchOnIntent(routes: RouteObject[]): void {
  const prefetched = new Set<string>();
  const prefetch = (event: Event) => {
    if (!(event.target instanceof Element)) return;
    const link = event.target.closest('a[href]');
    if (!(link instanceof HTMLAnchorElement) || link.origin !== window.location.origin) return;
    if (prefetched.has(link.pathname)) return;
    prefetched.add(link.pathname);
    for (const { route } of matchRoutes(routes, link.pathname) ?? []) {
      if (typeof route.lazy === 'function') void route.lazy();
    }
  };
  for (const type of ['pointerover', 'focusin', 'touchstart']) {
    document.addEventListener(type, prefetch, { passive: true });
  }
}
