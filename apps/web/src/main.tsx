import './zod-without-eval';
import './styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { prefetchOnIntent } from './app/prefetch-on-intent';
import { Providers } from './app/providers';
import { router, routes } from './app/router';
import { i18nReady } from './i18n/i18n';
import { restoreSession } from './lib/session-store';

const container = document.getElementById('root');
if (container === null) throw new Error('The page has no #root element.');

prefetchOnIntent(routes);
await Promise.all([i18nReady, restoreSession()]);
createRoot(container).render(
  <StrictMode>
    <Providers>
      <RouterProvider router={router} />
    </Providers>
  </StrictMode>,
);
