import { useSyncExternalStore } from 'react';

const unchanging = () => () => undefined;

/**
 * False while the server renders a page and while the app hydrates that markup, true otherwise
 * (and right after hydrating). A lazy part the server cannot render, its code not being loaded
 * there, shows its placeholder until then: in a Suspense boundary of the markup it would make
 * React give that boundary up (error 419) and render it afresh.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    unchanging,
    () => true,
    () => false,
  );
}
