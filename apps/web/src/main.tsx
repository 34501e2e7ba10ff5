import './styles.css';
// Before BrowserRouter listens, so a form's leave guard hears Back and Forward first.
import './lib/first-popstate';
import { startTransition, StrictMode, useLayoutEffect, type ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { AppRoutes } from './app/app-routes';
import { prefetchOnIntent, preloadPath, preloadPathData } from './app/prefetch-on-intent';
import { Providers } from './app/providers';
import { routes } from './app/router';
import { paths } from './config/paths';
import { i18n, i18nReady } from './i18n/i18n';
import { userStatusKey } from './app/user-status-key';
import { nextTask } from './lib/next-task';
import { createQueryClient } from './lib/query-client';
import { readServerState, seedQueryCache } from './lib/server-state';
import { markPaymentsTestMode } from './lib/payments-test-mode';
import { isLoggedIn, getSession, restoreSession } from './lib/session-store';

const container = document.getElementById('root');
/** Login and sign-up ask nothing of the API until the person fills them in: their rules and requests load then. */
const FORMS_FIRST: readonly string[] = [paths.login, paths.signup];
if (container === null) throw new Error('The page has no #root element.');

/**
 * A page that was not prerendered is one that fetches: the API client, with zod and the
 * contract's shared schemas, runs before the page's own code, in a task of its own. The two in one
 * task would keep a tap waiting longer.
 */
async function loadFoundation(): Promise<void> {
  if (container?.dataset.prerendered !== undefined) return;
  // A page the server rendered came with its data (ADR 022), a signed-in shell with the user
  // status and the top bar's data (ADR 025): their requests load the API client when they first
  // ask, if a person acts or the server had to go without some of the data.
  if (serverState !== null || FORMS_FIRST.includes(window.location.pathname)) return;
  await import('./lib/api-client');
  await nextTask();
}

markPaymentsTestMode();
prefetchOnIntent(routes);
const queryClient = createQueryClient();
// A signed-in page the server rendered (ADR 021) comes with what it rendered from, and the shell of
// a signed-in page it did not render with the user status (ADR 025): the app starts from them.
const serverState = readServerState();
if (serverState !== null) seedQueryCache(queryClient, serverState);
// The first page renders loaded and translated; a page that cannot load shows the error page.
// Its first data is requested before it renders, once the session says whose it is: the render
// is one long task, which a request started from it would wait behind.
const sessionRestored = restoreSession(serverState?.user).then(() => {
  const { token } = getSession();
  // The status the server asked for as it rendered is this page load's refresh.
  if (serverState !== null && token !== null)
    queryClient.setQueryData(userStatusKey(token), serverState.user);
});
const foundation = loadFoundation();
await Promise.all([
  i18nReady,
  sessionRestored,
  preloadPathData(
    routes,
    new URL(window.location.href),
    queryClient,
    Promise.all([sessionRestored, foundation]),
  ),
  foundation.then(() => preloadPath(routes, window.location.pathname)).catch(() => undefined),
]);
/**
 * A signed-in page the server rendered (ADR 021) is inert until the app has hydrated it or
 * rendered over it: until then nothing answers a press or a typed word.
 */
function Interactive({ children }: { readonly children: ReactNode }) {
  useLayoutEffect(() => {
    container?.removeAttribute('inert');
  }, []);
  return children;
}

const app = (
  <StrictMode>
    <Providers client={queryClient}>
      <BrowserRouter>
        <Interactive>
          <AppRoutes />
        </Interactive>
      </BrowserRouter>
    </Providers>
  </StrictMode>
);
const language = i18n.language;
const signedIn = isLoggedIn(getSession());
// A public page comes prerendered for a signed-out visitor in one language (ADR 015), a signed-in
// page rendered by the server for its session (ADR 021): each is hydrated when that is what this
// visitor sees, and rendered afresh otherwise.
if (container.dataset.prerendered === language && !signedIn) hydrateRoot(container, app);
else if (container.dataset.serverRendered === language && serverState !== null && signedIn) {
  // In a transition, the hydration yields to the browser between slices, as a render does.
  startTransition(() => {
    hydrateRoot(container, app);
  });
} else {
  // Rendered in slices that yield to the browser between them, not in one long task: the shell
  // from the HTML stays on screen meanwhile, and a tap or a key is answered at once.
  const root = createRoot(container);
  startTransition(() => {
    root.render(app);
  });
}
