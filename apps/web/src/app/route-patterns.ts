import type { RouteObject } from 'react-router';

/** The catch-all route: the page-not-found page, for every address the others do not know. */
const CATCH_ALL = '*';

/**
 * The address patterns the router answers with a page of its own (`/explore/jobs/:jobId`), the
 * catch-all left out: the build lists them for the server (`prerender.ts`), which answers 404 to
 * any other address while still sending the app, which then shows its page-not-found page.
 */
export function routePatterns(routes: readonly RouteObject[], parent = ''): string[] {
  return routes.flatMap((route) => {
    if (route.path === CATCH_ALL) return [];
    const path =
      route.path === undefined ? parent : route.path.startsWith('/') ? route.path : `${parent}/${route.path}`;
    const own = route.path === undefined ? [] : [path];
    return [...own, ...routePatterns(route.children ?? [], path)];
  });
}
