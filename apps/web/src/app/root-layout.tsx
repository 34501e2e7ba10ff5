import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, ScrollRestoration } from 'react-router';
import { useSession } from '../lib/session-store';
import { ScrollToTopButton } from './scroll-to-top-button';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';

const UserStatusRefresh = lazy(() =>
  import('./user-status-refresh').then((module) => ({ default: module.UserStatusRefresh })),
);

export function RootLayout() {
  const { t } = useTranslation();
  const { token } = useSession();
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main-content"
        className="sr-only rounded-full bg-ink-950 px-5 py-3 text-sm font-semibold text-sand-50 focus:not-sr-only focus:fixed focus:start-4 focus:top-4 focus:z-50"
      >
        {t('skipToContent')}
      </a>
      <SiteHeader />
      <main id="main-content" tabIndex={-1} className="flex-1 focus:outline-none">
        <Outlet />
      </main>
      <SiteFooter />
      <ScrollToTopButton />
      <ScrollRestoration />
      {token === null ? null : (
        <Suspense fallback={null}>
          <UserStatusRefresh />
        </Suspense>
      )}
    </div>
  );
}
