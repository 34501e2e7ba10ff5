import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useState, useSyncExternalStore, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { i18n } from '../i18n/i18n';
import { createQueryClient } from '../lib/query-client';
import { subscribeToastRaised, toastRaised } from '../lib/toast';

const AppToaster = lazy(() => import('./app-toaster').then((module) => ({ default: module.AppToaster })));

/**
 * The toasts' library loads with the first toast: most page views raise none, and no page needs
 * it to paint. The toast shows when it arrives. A prerendered page hydrates before it mounts.
 */
function DeferredToaster() {
  return useSyncExternalStore(subscribeToastRaised, toastRaised, () => false) ? (
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
