import { useTranslation } from 'react-i18next';
import { MenuIcon } from '../ui/icons';
import { Spinner } from '../ui/spinner';
import { BrandName, HeaderBar } from './header-bar';
import { TestModeBanner } from './test-mode-banner';

/**
 * What a signed-in route paints from its HTML while the app loads (built by `prerender.ts`): the
 * top bar where the header will be, and a note that the page is on its way. The app replaces it.
 */
export function AppShell() {
  const { t } = useTranslation();
  return (
    <div className="flex min-h-dvh flex-col">
      <TestModeBanner />
      <HeaderBar>
        <span aria-hidden="true" className="-ms-2 grid size-10 place-items-center text-ink-900">
          <MenuIcon className="size-6" />
        </span>
        <span className="flex items-center gap-3">
          <BrandName compact />
        </span>
      </HeaderBar>
      <main className="grid flex-1 place-items-center">
        <p role="status" className="flex items-center gap-3 text-ink-600">
          <Spinner />
          {t('appShell.loading')}
        </p>
      </main>
    </div>
  );
}
