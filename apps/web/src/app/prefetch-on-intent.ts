import { matchRoutes, type RouteObject } from 'react-router';
import type { QueryClient } from '@tanstack/react-query';
import { pageHandleOf, type PageHandle } from './lazy-page';

function pagesAt(routes: RouteObject[], pathname: string): PageHandle[] {
  return (matchRoutes(routes, pathname) ?? []).flatMap(({ route }) => pageHandleOf(route) ?? []);
}

/** Fetches the page and catalogues of every route that `pathname` matches (idempotent). */
export async function preloadPath(routes: RouteObject[], pathname: string): Promise<void> {
  await Promise.all(pagesAt(routes, pathname).map((page) => page.preload()));
}

/**
 * Once `ready` (the restored session) settles, loads the code that fetches the first data of the
 * pages `url` matches and starts fetching it, beside their code; settles once the requests are
 * sent. A failure is left to the page, which asks again when it renders.
 */
export async function preloadPathData(
  routes: RouteObject[],
  url: URL,
  queryClient: QueryClient,
  ready: Promise<unknown>,
): Promise<void> {
  await Promise.all(
    pagesAt(routes, url.pathname).flatMap(({ loadData }) =>
      loadData === undefined
        ? []
        : [
            ready
              .then(loadData)
              .then((fetchData) => {
                fetchData(queryClient, url).catch(() => undefined);
              })
              .catch(() => undefined),
          ],
    ),
  );
}

/**
 * Fetches the first data of the pages `url` matches into `queryClient`, for a server render to
 * show (ADR 021); settles when it has arrived or failed, which leaves the page its loading state.
 */
export async function fetchPathData(
  routes: RouteObject[],
  url: URL,
  queryClient: QueryClient,
): Promise<void> {
  await Promise.all(
    pagesAt(routes, url.pathname).map(async ({ loadData }) => {
      if (loadData === undefined) return;
      const fetchData = await loadData();
      await fetchData(queryClient, url).catch(() => undefined);
    }),
  );
}

/**
 * Loads a route's page and catalogues as soon as a link to it is pointed at, focused or touched,
 * so the click usually finds them loaded.
 */
export function prefetchOnIntent(routes: RouteObject[]): void {
  const prefetched = new Set<string>();
  const prefetch = (event: Event) => {
    if (!(event.target instanceof Element)) return;
    const link = event.target.closest('a[href]');
    if (!(link instanceof HTMLAnchorElement) || link.origin !== window.location.origin) return;
    if (prefetched.has(link.pathname)) return;
    prefetched.add(link.pathname);
    // A failed prefetch is the visit's to report, when it happens.
    preloadPath(routes, link.pathname).catch(() => undefined);
  };
  for (const type of ['pointerover', 'focusin', 'touchstart']) {
    document.addEventListener(type, prefetch, { passive: true });
  }
}
