import type { UserStatus } from '@casting/contract';
import { dehydrate, type QueryClient } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import { AppRoutes } from '../app/app-routes';
import { AppShell } from '../app/app-shell';
import { fetchPathData, preloadPath } from '../app/prefetch-on-intent';
import { prefetchLatestNotifications } from '../features/notifications/api/get-notifications';
import { Providers } from '../app/providers';
import { routePatterns } from '../app/route-patterns';
import { routes } from '../app/router';
import { CONTRACT_NAMESPACE } from '../i18n/catalogues';
import { i18n, i18nReady } from '../i18n/i18n';
import { SUPPORTED_LANGUAGES, type SupportedLanguage } from '../i18n/languages';
import { paths } from '../config/paths';
import { createQueryClient } from '../lib/query-client';
import { asServerRender } from '../lib/server-render';
import { serverStateScript } from '../lib/server-state';
import { inLine } from './render-line';

export { PRERENDERED_PAGES } from './prerendered-pages';
export { SUPPORTED_LANGUAGES };

/** The catalogues every page shows (the chrome's), loaded before the app renders. */
export const APP_NAMESPACES: readonly string[] = [i18n.options.ns ?? []]
  .flat()
  .filter((namespace) => namespace !== CONTRACT_NAMESPACE);

export interface RenderedPage {
  /** The document's `<title>`, set by the page. */
  readonly title: string;
  /** What React hoisted for the document's head besides the title (the preload of a page's first picture). */
  readonly head: string;
  /** The markup of `#root`. */
  readonly body: string;
  readonly dir: 'ltr' | 'rtl';
}

/** The elements React hoists ahead of the markup, for the document's head. */
const HOISTED = /^(?:<link [^>]*\/>|<meta [^>]*\/>|<title>.*?<\/title>)+/s;
const TITLE = /<title>(.*?)<\/title>/s;

/**
 * One public page in one language, rendered by the app's own routes, chrome and catalogues
 * (run at build time by `prerender.ts`; `main.tsx` hydrates the result).
 */
export async function renderPage(path: string, language: SupportedLanguage): Promise<RenderedPage> {
  return inLine(async () => {
    await prepare(path, language);
    return toRenderedPage(renderRoute(path, createQueryClient()), language);
  });
}

/**
 * The signed-in routes whose first screen the server renders at request time for the session's
 * user (ADR 021): their largest paint is the page's own text, which then needs no JavaScript.
 * Route patterns: a `:parameter` segment stands for any one segment, as in the router.
 */
export const SERVER_RENDERED_ROUTES: readonly string[] = [
  paths.explore,
  paths.profile,
  paths.individualPattern,
  paths.jobPattern,
  paths.myJobs,
  paths.jobApplicantsPattern,
  paths.saved,
  paths.messages,
  paths.applications,
  paths.payments,
];

/** Every route's pattern, for the server to answer 404 to any other address (`prerender.ts`). */
export const APP_ROUTES: readonly string[] = routePatterns(routes);

export interface SignedInPage extends RenderedPage {
  /** The script element holding what the page rendered from, for the app to hydrate it (`main.tsx`). */
  readonly state: string;
}

/** How long a page's first data may take: after that the page renders what it has, loading states for the rest. */
const DATA_BUDGET_MS = 800;

/**
 * A signed-in route's first screen as `user` sees it in `language`, with its first data fetched
 * through `fetchApi` (the API in-process, which signs the requests as the session's user). The
 * app hydrates it with the same data. Once `signal` aborts, the caller no longer waits for it: a
 * render that has not started by then does not start, and one fetching data renders what it has.
 */
export async function renderSignedInPage(
  url: string,
  language: SupportedLanguage,
  user: UserStatus,
  fetchApi: typeof fetch,
  signal: AbortSignal,
): Promise<SignedInPage> {
  return inLine(
    () =>
      asServerRender({ session: { token: 'server-render', user }, fetch: fetchApi }, async () => {
        const location = new URL(url, 'http://localhost');
        await prepare(location.pathname, language);
        const queryClient = createQueryClient();
        // With the page's data, the top bar's: the bell's unread count, which would otherwise
        // bring the API client and zod to the page's first load (`get-notifications.ts`).
        await withinBudget(
          Promise.all([
            fetchPathData(routes, location, queryClient),
            prefetchLatestNotifications(queryClient),
          ]).then(() => undefined),
          signal,
        );
        // A failed request (an unknown profile, say) is the browser's to make again: the page it
        // hydrates starts without that data, so the markup shows it loading, as the app will.
        queryClient.removeQueries({ predicate: (query) => query.state.status === 'error' });
        const page = toRenderedPage(renderRoute(url, queryClient), language);
        return { ...page, state: serverStateScript({ user, queries: dehydrate(queryClient) }) };
      }),
    signal,
  );
}

/**
 * The state of a signed-in page the server leaves to the app, a form say (ADR 025): the user status
 * and the top bar's unread count, so that opened directly the page needs neither the API client nor
 * zod before a person acts.
 */
export async function renderSignedInState(
  user: UserStatus,
  fetchApi: typeof fetch,
  signal: AbortSignal,
): Promise<string> {
  return inLine(
    () =>
      asServerRender({ session: { token: 'server-render', user }, fetch: fetchApi }, async () => {
        const queryClient = createQueryClient();
        await withinBudget(prefetchLatestNotifications(queryClient), signal);
        queryClient.removeQueries({ predicate: (query) => query.state.status === 'error' });
        return serverStateScript({ user, queries: dehydrate(queryClient) });
      }),
    signal,
  );
}

/** Settles once `work` has, once DATA_BUDGET_MS have passed, or once `signal` aborts. */
async function withinBudget(work: Promise<void>, signal: AbortSignal): Promise<void> {
  const budget = AbortSignal.any([signal, AbortSignal.timeout(DATA_BUDGET_MS)]);
  const spent = new Promise<void>((resolve) => {
    if (budget.aborted) resolve();
    else
      budget.addEventListener(
        'abort',
        () => {
          resolve();
        },
        { once: true },
      );
  });
  await Promise.race([work, spent]);
}

async function prepare(path: string, language: SupportedLanguage): Promise<void> {
  await i18nReady;
  await i18n.changeLanguage(language);
  await preloadPath(routes, path);
}

function renderRoute(location: string, queryClient: QueryClient): string {
  return renderToString(
    <StrictMode>
      <Providers client={queryClient}>
        <StaticRouter location={location}>
          <AppRoutes />
        </StaticRouter>
      </Providers>
    </StrictMode>,
  );
}

function toRenderedPage(markup: string, language: SupportedLanguage): RenderedPage {
  const hoisted = HOISTED.exec(markup)?.[0] ?? '';
  const title = TITLE.exec(hoisted)?.[1];
  if (title === undefined) throw new Error('the page rendered no <title>');
  return {
    title,
    head: hoisted.replace(TITLE, ''),
    body: markup.slice(hoisted.length),
    dir: i18n.dir(language),
  };
}

/** The shell a signed-in route paints before the app runs, in one language (`app/app-shell.tsx`). */
export async function renderAppShell(
  language: SupportedLanguage,
): Promise<Pick<RenderedPage, 'body' | 'dir'>> {
  return inLine(async () => {
    await i18nReady;
    await i18n.changeLanguage(language);
    return { body: renderToString(<AppShell />), dir: i18n.dir(language) };
  });
}
