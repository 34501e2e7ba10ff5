import './styles.css';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { prefetchOnIntent } from './app/prefetch-on-intent';
import { Providers } from './app/providers';
import { routerInitialized } from './app/router-initialized';
import { routes } from './app/router';
import { i18n, i18nReady } from './i18n/i18n';
import { isLoggedIn, getSession, restoreSession } from './lib/session-store';

const container = document.getElementById('root');
if (container === null) throw new Error('The page has no #root element.');

prefetchOnIntent(routes);
const router = createBrowserRouter(routes);
await Promise.all([i18nReady, restoreSession(), routerInitialized(router)]);
const app = (
  <StrictMode>
    <Providers>
      <RouterProvider router={router} />
    </Providers>
  </StrictMode>
);
// A public page comes prerendered for a signed-out visitor in one language (ADR 015): it is
// hydrated when that is what this visitor sees, and rendered afresh otherwise.
const prerendered = container.dataset.prerendered;
if (prerendered === i18n.language && !isLoggedIn(getSession())) hydrateRoot(container, app);
else createRoot(container).render(app);
