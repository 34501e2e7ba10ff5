import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, NavLink, Outlet, useLocation } from 'react-router';
import { ErrorBoundary } from '../../../app/error-boundary';
import { ErrorPage } from '../../../app/error-page';
import { LanguageSwitch } from '../../../app/language-switch';
import { ScrollRestoration } from '../../../app/scroll-restoration';
import { paths } from '../../../config/paths';
import { chooseLanguage } from '../../../i18n/i18n';
import { errorMessage } from '../../../lib/api-error';
import { isolate } from '../../../lib/isolate';
import { toast } from '../../../lib/toast';
import { Button } from '../../../ui/button';
import { cx } from '../../../ui/class-names';
import { BrandMark, LogoutIcon } from '../../../ui/icons';
import { IsolatedText } from '../../../ui/isolated-text';
import { operatorKeys } from '../api/operator-queries';
import { signOut } from '../api/operator-requests';
import { endOperatorSession, useOperatorSession } from '../api/operator-session';
import { riyadhTime } from '../operator-format';

const NAV = [
  { to: paths.operatorReports, label: 'console.nav.reports' },
  { to: paths.operatorDisputes, label: 'console.nav.disputes' },
  { to: paths.operatorVerification, label: 'console.nav.verification' },
  { to: paths.operatorLicences, label: 'console.nav.licences' },
  { to: paths.operatorPrivacyRequests, label: 'console.nav.privacyRequests' },
  { to: paths.operatorUsers, label: 'console.nav.users' },
  { to: paths.operatorAuditLog, label: 'console.nav.auditLog' },
] as const;

/** Where the operator was going when sign-in was asked for, to go on there once signed in. */
interface SignInState {
  readonly from?: string;
}

function isSignInPath(pathname: string): boolean {
  return pathname.replace(/\/+$/, '').toLowerCase() === paths.operatorSignIn;
}

function ConsoleNav() {
  const { t } = useTranslation('operator');
  return (
    <nav aria-label={t('console.navLabel')} className="border-t border-ink-950/10">
      <ul className="mx-auto flex w-full max-w-7xl flex-wrap gap-x-1 gap-y-1 px-4 py-2 sm:px-6 lg:px-10">
        {NAV.map((item) => (
          <li key={item.to}>
            <NavLink
              to={item.to}
              className={({ isActive }) =>
                cx(
                  'inline-flex h-10 items-center rounded-full px-4 text-sm font-semibold transition-colors focus-visible:outline-2 focus-visible:outline-accent-600',
                  isActive ? 'bg-ink-950 text-sand-50' : 'text-ink-800 hover:bg-ink-950/5 hover:text-ink-950',
                )
              }
            >
              {t(item.label)}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

function SignOutButton() {
  const { t } = useTranslation('operator');
  const [pending, setPending] = useState(false);
  return (
    <Button
      variant="outline"
      size="sm"
      pending={pending}
      onClick={() => {
        setPending(true);
        signOut().then(
          () => {
            setPending(false);
          },
          (error: unknown) => {
            setPending(false);
            toast.error(errorMessage(error, t('console.signOutFailed')));
            // Signed out here all the same: the server ends the session after 12 hours at the latest.
            endOperatorSession('signedOut');
          },
        );
      }}
    >
      <LogoutIcon className="size-4" />
      {t('console.signOut')}
    </Button>
  );
}

/**
 * The console's frame (issue 35): its own top bar, never the users' one, with the sections, the
 * language, the operator and Sign out. Without an operator session every screen but sign-in sends
 * the operator there; a session that ends (12 hours, or refused by the server) does the same.
 */
export function OperatorConsolePage() {
  const { t } = useTranslation('operator');
  const { t: common } = useTranslation();
  const { session } = useOperatorSession();
  const location = useLocation();
  const queryClient = useQueryClient();
  const onSignIn = isSignInPath(location.pathname);

  // What one session read is not shown to the next.
  useEffect(() => {
    if (session === null) queryClient.removeQueries({ queryKey: operatorKeys.all });
  }, [session, queryClient]);

  // The session ends on time even when the console makes no call.
  useEffect(() => {
    if (session === null) return undefined;
    const left = Date.parse(session.expiresAt) - Date.now();
    const timer = window.setTimeout(
      () => {
        endOperatorSession('ended');
      },
      Math.max(0, Math.min(left, 2 ** 31 - 1)),
    );
    return () => {
      window.clearTimeout(timer);
    };
  }, [session]);

  // A new screen is announced by its heading, which takes the focus (not on the first one).
  const shownPath = useRef(location.pathname);
  useEffect(() => {
    if (shownPath.current === location.pathname) return undefined;
    shownPath.current = location.pathname;
    const frame = window.requestAnimationFrame(() => {
      document.querySelector<HTMLElement>('#main-content h1')?.focus({ preventScroll: true });
    });
    return () => {
      window.cancelAnimationFrame(frame);
    };
  }, [location.pathname]);

  if (session === null && !onSignIn) {
    const from = `${location.pathname}${location.search}`;
    return <Navigate to={paths.operatorSignIn} replace state={{ from } satisfies SignInState} />;
  }
  if (session !== null && onSignIn) {
    const from = (location.state as SignInState | null)?.from;
    const back = from !== undefined && from.startsWith(paths.operator) && !isSignInPath(from) ? from : null;
    return <Navigate to={back ?? paths.operatorReports} replace />;
  }

  return (
    <div className="flex min-h-dvh flex-col bg-sand-100">
      <a
        href="#main-content"
        className="sr-only rounded-full bg-ink-950 px-5 py-3 text-sm font-semibold text-sand-50 focus:not-sr-only focus:fixed focus:start-4 focus:top-4 focus:z-50"
      >
        {common('skipToContent')}
      </a>
      <header className="border-b border-ink-950/10 bg-sand-50">
        <div className="mx-auto flex w-full max-w-7xl flex-wrap items-center gap-x-4 gap-y-2 px-4 py-3 sm:px-6 lg:px-10">
          <p className="flex min-w-0 items-center gap-2">
            <BrandMark className="size-7" />
            <span className="font-display text-xl font-medium text-ink-950">{common('brand.name')}</span>
            <span className="rounded-full bg-ink-950 px-2.5 py-0.5 text-xs font-semibold text-sand-50">
              {t('console.name')}
            </span>
          </p>
          <div className="ms-auto flex flex-wrap items-center gap-x-3 gap-y-2">
            <LanguageSwitch tone="light" onChoose={chooseLanguage} />
            {session === null ? null : (
              <>
                <p className="min-w-0 text-sm text-ink-700">
                  <span className="block truncate">
                    <IsolatedText
                      text={t('console.signedInAs', { email: isolate(session.operator.email) })}
                    />
                  </span>
                  <span className="block text-xs text-ink-600">
                    {t('console.sessionEnds', { time: riyadhTime(session.expiresAt) })}
                  </span>
                </p>
                <SignOutButton />
              </>
            )}
          </div>
        </div>
        {session === null ? null : <ConsoleNav />}
      </header>
      <main id="main-content" tabIndex={-1} className="flex-1 focus:outline-none">
        <div className="mx-auto w-full max-w-7xl px-4 py-8 sm:px-6 lg:px-10 lg:py-10">
          <ErrorBoundary resetKey={location.pathname} fallback={<ErrorPage kind="crashed" />}>
            <Outlet />
          </ErrorBoundary>
        </div>
      </main>
      <footer className="border-t border-ink-950/10 px-4 py-4 text-center text-xs text-ink-600">
        {t('console.riyadhTime')}
      </footer>
      <ScrollRestoration />
    </div>
  );
}
