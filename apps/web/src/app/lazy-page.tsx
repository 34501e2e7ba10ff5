import type { QueryClient } from '@tanstack/react-query';
import { lazy, useState, type ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import type { EnglishCatalogues } from '../i18n/resources';
import { i18n } from '../i18n/i18n';
import { RedirectSignedIn } from './route-guards';

export type Namespace = keyof EnglishCatalogues;

/** Fetches what a page shows first at `url` into the query cache (`explore-data.ts`). */
export type PageData = (queryClient: QueryClient, url: URL) => Promise<void>;

/**
 * What a route's `handle` holds: how to fetch its page and catalogues ahead of rendering it, and
 * for some pages how to load the function that fetches their first data.
 */
export interface PageHandle {
  readonly preload: () => Promise<unknown>;
  readonly loadData?: () => Promise<PageData>;
}

export function pageHandleOf(route: RouteObject): PageHandle | undefined {
  const handle: unknown = route.handle;
  return typeof handle === 'object' && handle !== null && 'preload' in handle
    ? (handle as PageHandle)
    : undefined;
}

/**
 * A route whose page is its own chunk, fetched with the page's catalogues when the route is
 * first visited, prefetched (`prefetch-on-intent.ts`) or preloaded before the first render
 * (`main.tsx`, the prerender). The router changes routes in a transition, so the current page
 * stays on screen while the next one loads: a quick change shows no spinner, and the new page
 * renders translated. Once loaded, the page renders at once (no suspending), which is what
 * hydrating a prerendered page needs.
 */
export function lazyPage(
  load: () => Promise<ComponentType>,
  namespaces: readonly Namespace[],
  loadData?: () => Promise<PageData>,
): Pick<RouteObject, 'element' | 'handle'> {
  let loaded: ComponentType | undefined;
  let loading: Promise<ComponentType> | undefined;
  const preload = () => {
    loading ??= Promise.all([load(), i18n.loadNamespaces([...namespaces])]).then(([Page]) => {
      loaded = Page;
      return Page;
    });
    return loading;
  };
  const Suspending = lazy(() => preload().then((Page) => ({ default: Page })));
  function LazyPage() {
    // Chosen once per mount: a component that changed type on a later render would be remounted.
    const [Page] = useState(() => loaded ?? Suspending);
    return <Page />;
  }
  return { element: <LazyPage />, handle: { preload, loadData } satisfies PageHandle };
}

/** The page of sign-up or login, which a person already signed in does not get (they go to /). */
export function signedOutOnly(Page: ComponentType): ComponentType {
  return function SignedOutPage() {
    return (
      <RedirectSignedIn>
        <Page />
      </RedirectSignedIn>
    );
  };
}
