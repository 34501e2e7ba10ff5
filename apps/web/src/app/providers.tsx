import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { i18n } from '../i18n/i18n';
import { createQueryClient } from '../lib/query-client';
import { usePageLoaded } from '../lib/use-page-loaded';

const AppToaster = lazy(() => import('./app-toaster').then((module) => ({ default: module.AppToaster })));

/**
 * The toasts' library loads once the page has: no page needs it to paint, and a toast raised
 * before shows when it arrives. A prerendered page hydrates before it mounts.
 */
function DeferredToaster() {
  return usePageLoaded() ? (
    <Suspense fallback={null}>
      <AppToaster />
    </Suspense>
  ) : null;
}

export function Providers({
  client,
  children,
}: {
  /** The app's query cache, when data was fetched into it before the first render (`main.tsx`). */
  readonly client?: QueryClient;
  readonly children: ReactNode;
}) {
  const [queryClient] = useState(() => client ?? createQueryClient());
  return (
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        {children}
        <DeferredToaster />
      </QueryClientProvider>
    </I18nextProvider>
  );
}
