import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink, useLocation } from 'react-router';
import { paths } from '../config/paths';
import type { UserStatus } from '@casting/contract';
import { afterPaint } from '../lib/after-paint';
import { hasFullAccess, useSession } from '../lib/session-store';
import { usePageLoaded } from '../lib/use-page-loaded';
import { cx } from '../ui/class-names';
import { Container } from '../ui/container';
import { MenuIcon } from '../ui/icons';
import { BrandName, HeaderBar } from './header-bar';
import { LanguageSwitch } from './language-switch';
import { LoadOnIntent } from './load-on-intent';

// Headless UI comes with the menus, which load when first wanted rather than with every page.
const loadSideMenu = () => import('./side-menu');
const SideMenu = lazy(() => loadSideMenu().then((module) => ({ default: module.SideMenu })));
// The bell's panel and the account menu load when their button is reached for (`load-on-intent.tsx`);
// until then the bell with its count and the avatar are drawn without Headless UI.
const loadAccountMenu = () => import('./account-menu');
const AccountMenu = lazy(() => loadAccountMenu().then((module) => ({ default: module.AccountMenu })));
const loadNotificationBell = () => import('../features/notifications/components/notification-bell');
const NotificationBell = lazy(() =>
  loadNotificationBell().then((module) => ({ default: module.NotificationBell })),
);
const AccountMenuStandIn = lazy(() =>
  import('./account-menu-stand-in').then((module) => ({ default: module.AccountMenuStandIn })),
);
const NotificationBellStandIn = lazy(() =>
  import('../features/notifications/components/notification-bell-stand-in').then((module) => ({
    default: module.NotificationBellStandIn,
  })),
);

const menusPlaceholder = <span aria-hidden="true" className="block h-11 w-28" />;

/** Spec §2 top bar, in the spec's order. */
const TOP_BAR_LINKS = [
  { to: paths.messages, label: 'nav.messages' },
  { to: paths.payments, label: 'nav.payments' },
  { to: paths.explore, label: 'nav.explore' },
  { to: paths.profile, label: 'nav.profile' },
] as const;

/** Issue 15: each role's hiring workspace, ahead of the spec's links. */
const ROLE_LINKS = {
  ORGANIZATION: [{ to: paths.myJobs, label: 'nav.myJobs' }],
  INDIVIDUAL: [{ to: paths.applications, label: 'nav.applications' }],
} as const;

export function SiteHeader() {
  const { t } = useTranslation();
  const session = useSession();
  const [menuOpen, setMenuOpen] = useState(false);
  // Mounted from the first opening on, so closing can play its transition.
  const [menuWanted, setMenuWanted] = useState(false);
  // The top bar is for finished accounts only (spec §2); everyone gets the brand and the menu.
  const user = hasFullAccess(session) ? session.user : null;
  // The bell and the account menu load once the page has, not ahead of its first content.
  const pageLoaded = usePageLoaded();

  return (
    <HeaderBar
      below={user === null ? null : <TopBarStrip role={user.role} />}
      dialogs={
        menuWanted ? (
          <Suspense fallback={null}>
            <SideMenu
              open={menuOpen}
              onClose={() => {
                setMenuOpen(false);
              }}
            />
          </Suspense>
        ) : null
      }
    >
      <button
        type="button"
        onClick={() => {
          setMenuWanted(true);
          setMenuOpen(true);
        }}
        onPointerEnter={() => void loadSideMenu()}
        onFocus={() => void loadSideMenu()}
        aria-label={t('sideMenu.open')}
        aria-haspopup="dialog"
        aria-expanded={menuOpen}
        className="-ms-2 grid size-10 cursor-pointer place-items-center rounded-full text-ink-900 transition-colors hover:bg-ink-950/5"
      >
        <MenuIcon className="size-6" />
      </button>
      <Link
        to={user === null ? paths.landing : paths.home}
        aria-label={t('brand.homeLink')}
        className="flex items-center gap-3"
      >
        <BrandName compact={user !== null} />
      </Link>
      {user === null ? null : <TopBarLinks role={user.role} className="ms-auto hidden xl:block" />}
      <div className={cx(user === null ? 'ms-auto' : 'ms-auto hidden sm:block xl:ms-0')}>
        <LanguageSwitch tone="light" />
      </div>
      {user === null ? null : (
        // Beside the language switch, or at the end of a phone's bar, which has the switch in its menu.
        <div className="ms-auto flex items-center gap-3 sm:ms-0 sm:gap-4 lg:gap-8">
          {pageLoaded ? (
            <Suspense fallback={menusPlaceholder}>
              <LoadOnIntent
                load={loadNotificationBell}
                standIn={(handlers) => <NotificationBellStandIn handlers={handlers} />}
              >
                <NotificationBell />
              </LoadOnIntent>
              <LoadOnIntent
                load={loadAccountMenu}
                standIn={(handlers) => <AccountMenuStandIn user={user} handlers={handlers} />}
              >
                <AccountMenu user={user} />
              </LoadOnIntent>
            </Suspense>
          ) : (
            menusPlaceholder
          )}
        </div>
      )}
    </HeaderBar>
  );
}

function linkClass({ isActive }: { readonly isActive: boolean }): string {
  return cx(
    'block rounded-full px-4 py-2 text-sm font-medium whitespace-nowrap transition-colors',
    isActive ? 'bg-ink-950 text-sand-50' : 'text-ink-700 hover:bg-ink-950/5 hover:text-ink-950',
  );
}

function TopBarLinks({
  role,
  className,
}: {
  readonly role: UserStatus['role'];
  readonly className?: string;
}) {
  const { t } = useTranslation();
  return (
    <nav aria-label={t('nav.primaryLabel')} className={className}>
      <ul className="flex items-center gap-1">
        {[...ROLE_LINKS[role], ...TOP_BAR_LINKS].map((link) => (
          <li key={link.to}>
            <NavLink to={link.to} className={linkClass}>
              {t(link.label)}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/**
 * Below 1280 px the links do not fit beside the brand and the menus: they sit in a row of their
 * own under the bar, which scrolls sideways on a phone and brings the current page's link into view.
 */
function TopBarStrip({ role }: { readonly role: UserStatus['role'] }) {
  const strip = useRef<HTMLDivElement>(null);
  const { pathname } = useLocation();
  useEffect(
    () =>
      afterPaint(() => {
        strip.current
          ?.querySelector('[aria-current="page"]')
          ?.scrollIntoView({ block: 'nearest', inline: 'nearest' });
      }),
    [pathname],
  );
  return (
    <div ref={strip} className="overflow-x-auto border-t border-ink-950/5 [scrollbar-width:none] xl:hidden">
      <Container className="py-2">
        <TopBarLinks role={role} className="-mx-4" />
      </Container>
    </div>
  );
}
