import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation } from 'react-router';
import { useSession } from '../lib/session-store';
import { usePageLoaded } from '../lib/use-page-loaded';
import { ErrorBoundary } from './error-boundary';
import { ErrorPage } from './error-page';
import { ScrollRestoration } from './scroll-restoration';
import { ScrollToTopButton } from './scroll-to-top-button';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';
import { TestModeBanner } from './test-mode-banner';

const AfterLoad = lazy(() => import('./after-load').then((module) => ({ default: module.AfterLoad })));
const DeletionPending = lazy(() =>
  import('./deletion-pending').then((module) => ({ default: module.DeletionPending })),
);
const UserStatusRefresh = lazy(() =>
  import('./user-status-refresh').then((module) => ({ default: module.UserStatusRefresh })),
);

export function RootLayout() {
  const { t } = useTranslation();
  const { token, user } = useSession();
  // An account its owner asked to delete can only be restored or signed out of (issue 36).
  const destroysAt = user?.deletion?.destroysAt;
  const { pathname } = useLocation();
  // The account's status is checked again once the page has loaded, not ahead of its content.
  const pageLoaded = usePageLoaded();
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main-content"
        className="sr-only rounded-full bg-ink-950 px-5 py-3 text-sm font-semibold text-sand-50 focus:not-sr-only focus:fixed focus:start-4 focus:top-4 focus:z-50"
      >
        {t('skipToContent')}
      </a>
      <TestModeBanner />
      <SiteHeader />
      {pageLoaded ? (
        <Suspense fallback={null}>
          <AfterLoad />
        </Suspense>
      ) : null}
      <main id="main-content" tabIndex={-1} className="flex-1 focus:outline-none">
        {/* A page that fails shows the error page inside the chrome, until the next page. */}
        <ErrorBoundary resetKey={pathname} fallback={<ErrorPage kind="crashed" />}>
          {destroysAt === undefined ? (
            <Outlet />
          ) : (
            <Suspense fallback={null}>
              <DeletionPending destroysAt={destroysAt} />
            </Suspense>
          )}
        </ErrorBoundary>
      </main>
      <SiteFooter />
      <ScrollToTopButton />
      <ScrollRestoration />
      {token === null || !pageLoaded ? null : (
        <Suspense fallback={null}>
          <UserStatusRefresh />
        </Suspense>
      )}
    </div>
  );
}
