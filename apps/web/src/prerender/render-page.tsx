import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import { AppRoutes } from '../app/app-routes';
import { AppShell } from '../app/app-shell';
import { preloadPath } from '../app/prefetch-on-intent';
import { Providers } from '../app/providers';
import { routes } from '../app/router';
import { CONTRACT_NAMESPACE } from '../i18n/catalogues';
import { i18n, i18nReady } from '../i18n/i18n';
import { SUPPORTED_LANGUAGES, type SupportedLanguage } from '../i18n/languages';

export { PRERENDERED_PAGES } from './prerendered-pages';
export { SUPPORTED_LANGUAGES };

/** The catalogues every page shows (the chrome's), loaded before the app renders. */
export const APP_NAMESPACES: readonly string[] = [i18n.options.ns ?? []]
  .flat()
  .filter((namespace) => namespace !== CONTRACT_NAMESPACE);

export interface RenderedPage {
  /** The document's `<title>`, set by the page. */
  readonly title: string;
  /** The markup of `#root`, as a signed-out visitor first sees it. */
  readonly body: string;
  readonly dir: 'ltr' | 'rtl';
}

const TITLE = /^<title>(.*?)<\/title>/s;

/**
 * One public page in one language, rendered by the app's own routes, chrome and catalogues
 * (run at build time by `prerender.ts`; `main.tsx` hydrates the result).
 */
export async function renderPage(path: string, language: SupportedLanguage): Promise<RenderedPage> {
  await i18nReady;
  await i18n.changeLanguage(language);
  await preloadPath(routes, path);
  const markup = renderToString(
    <StrictMode>
      <Providers>
        <StaticRouter location={path}>
          <AppRoutes />
        </StaticRouter>
      </Providers>
    </StrictMode>,
  );
  // React hoists the page's <title> ahead of the markup; it belongs in the document's head.
  const title = TITLE.exec(markup)?.[1];
  if (title === undefined) throw new Error(`${path} rendered no <title>`);
  return { title, body: markup.replace(TITLE, ''), dir: i18n.dir(language) };
}

/** The shell a signed-in route paints before the app runs, in one language (`app/app-shell.tsx`). */
export async function renderAppShell(language: SupportedLanguage): Promise<Omit<RenderedPage, 'title'>> {
  await i18nReady;
  await i18n.changeLanguage(language);
  return { body: renderToString(<AppShell />), dir: i18n.dir(language) };
}
