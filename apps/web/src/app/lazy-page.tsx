import type { ComponentType } from 'react';
import type { LazyRouteFunction, RouteObject } from 'react-router';
import type { EnglishCatalogues } from '../i18n/resources';
import { i18n } from '../i18n/i18n';
import { DesktopOnly } from './desktop-only';
import { RedirectSignedIn } from './route-guards';

export type Namespace = keyof EnglishCatalogues;

/**
 * A route whose page is its own chunk, fetched with the page's catalogues when the route is
 * first visited (or prefetched, `prefetch-on-intent.ts`). The router keeps the current page on
 * screen meanwhile, so a quick change shows no spinner and the new page renders translated.
 */
export function lazyPage(
  load: () => Promise<ComponentType>,
  namespaces: readonly Namespace[],
): LazyRouteFunction<RouteObject> {
  return async () => {
    const [Page] = await Promise.all([load(), i18n.loadNamespaces([...namespaces])]);
    return { Component: Page };
  };
}

/** The page behind the desktop-only gate of sign-up, login and onboarding. */
export function desktopOnly(Page: ComponentType, signupNote = false): ComponentType {
  return function DesktopOnlyPage() {
    return (
      <DesktopOnly signupNote={signupNote}>
        <Page />
      </DesktopOnly>
    );
  };
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
