import './styles.css';
import { startTransition, StrictMode, useLayoutEffect, type ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { AppRoutes } from './app/app-routes';
import { prefetchOnIntent, preloadPath, preloadPathData } from './app/prefetch-on-intent';
import { Providers } from './app/providers';
import { routes } from './app/router';
import { i18n, i18nReady } from './i18n/i18n';
import { createQueryClient } from './lib/query-client';
import { isLoggedIn, getSession, restoreSession } from './lib/session-store';

const container = document.getElementById('root');
if (container === null) throw new Error('The page has no #root element.');

prefetchOnIntent(routes);
const queryClient = createQueryClient();
// The first page renders loaded and translated; a page that cannot load shows the error page.
// Its first data is requested before it renders, once the session says whose it is: the render
// is one long task, which a request started from it would wait behind.
const sessionRestored = restoreSession();
await Promise.all([
  i18nReady,
  sessionRestored,
  preloadPathData(routes, new URL(window.location.href), queryClient, sessionRestored),
  preloadPath(routes, window.location.pathname).catch(() => undefined),
]);
/**
 * A signed-in page the server rendered (ADR 021) is inert until the app has rendered over it: a
 * press or a typed word would be lost with the markup it landed on.
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
// A public page comes prerendered for a signed-out visitor in one language (ADR 015): it is
// hydrated when that is what this visitor sees, and rendered afresh otherwise.
const prerendered = container.dataset.prerendered;
if (prerendered === i18n.language && !isLoggedIn(getSession())) hydrateRoot(container, app);
else {
  // Rendered in slices that yield to the browser between them, not in one long task: the shell
  // from the HTML stays on screen meanwhile, and a tap or a key is answered at once.
  const root = createRoot(container);
  startTransition(() => {
    root.render(app);
  });
}
