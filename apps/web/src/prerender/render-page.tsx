import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { Providers } from '../app/providers';
import { routes } from '../app/router';
import { i18n, i18nReady } from '../i18n/i18n';
import { SUPPORTED_LANGUAGES, type SupportedLanguage } from '../i18n/languages';

export { PRERENDERED_PAGES } from './prerendered-pages';
export { SUPPORTED_LANGUAGES };

/** The namespaces every page shows (the chrome's), loaded before the app renders. */
export const APP_NAMESPACES: readonly string[] = [i18n.options.ns ?? []].flat();

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
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(`http://localhost${path}`));
  if (context instanceof Response) throw new Error(`${path} answered a redirect (${String(context.status)})`);
  const router = createStaticRouter(handler.dataRoutes, context);
  const markup = renderToString(
    <StrictMode>
      <Providers>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </Providers>
    </StrictMode>,
  );
  // React hoists the page's <title> ahead of the markup; it belongs in the document's head.
  const title = TITLE.exec(markup)?.[1];
  if (title === undefined) throw new Error(`${path} rendered no <title>`);
  return { title, body: markup.replace(TITLE, ''), dir: i18n.dir(language) };
}
