import type { createBrowserRouter } from 'react-router';

type BrowserRouter = ReturnType<typeof createBrowserRouter>;

/** Resolves once the router has loaded the first route's page and catalogues (lazy routes). */
export function routerInitialized(router: BrowserRouter): Promise<void> {
  return new Promise((resolve) => {
    if (router.state.initialized) {
      resolve();
      return;
    }
    const unsubscribe = router.subscribe((state) => {
      if (!state.initialized) return;
      unsubscribe();
      resolve();
    });
  });
}
