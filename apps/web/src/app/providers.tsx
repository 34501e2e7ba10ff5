import { QueryClientProvider } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { Toaster } from 'react-hot-toast';
import { I18nextProvider } from 'react-i18next';
import { i18n } from '../i18n/i18n';
import { createQueryClient } from '../lib/query-client';
import { TOAST_DURATIONS } from '../lib/toast';

export function Providers({ children }: { readonly children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  return (
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        {children}
        <Toaster
          position="top-center"
          // Below the sticky top bar (h-18), so a toast never covers its menu.
          containerClassName="top-22!"
          toastOptions={{
            // react-hot-toast styles inline; the important modifier lets the design tokens win.
            className: 'rounded-full! bg-ink-950! px-4! font-sans text-sm text-sand-50! shadow-lift!',
            error: { duration: TOAST_DURATIONS.error },
            success: { duration: TOAST_DURATIONS.success },
            loading: { duration: TOAST_DURATIONS.loading },
          }}
        />
      </QueryClientProvider>
    </I18nextProvider>
  );
}
