/**
 * What the service worker does with a request (`service-worker.ts`), as a pure function so that
 * the choice is tested without a browser.
 * - `asset`: a content-hashed file under /assets/, which never changes: from the cache first.
 * - `navigation`: a page: from the network first (signed-in pages are rendered per session and
 *   never stored), the cached app shell when there is no network.
 * - `network`: left alone: API calls, media (answers that depend on who asks), other hosts.
 */
export type RequestRoute = 'asset' | 'navigation' | 'network';

export interface RequestFacts {
  readonly url: string;
  readonly method: string;
  readonly mode: string;
}

const PASS_THROUGH = ['/models/api/', '/media/'];

export function routeRequest(request: RequestFacts, origin: string): RequestRoute {
  if (request.method !== 'GET') return 'network';
  const url = new URL(request.url);
  if (url.origin !== origin) return 'network';
  if (PASS_THROUGH.some((prefix) => url.pathname.startsWith(prefix))) return 'network';
  if (request.mode === 'navigate') return 'navigation';
  return url.pathname.startsWith('/assets/') ? 'asset' : 'network';
}

/** The app shell the build writes per language (`prerender.ts`), the offline page of every route. */
export function shellPath(language: string): string {
  return `/app-shell/${language}.html`;
}

/** The language of the offline shell: the one chosen in the app (its cookie), else the browser's. */
export function shellLanguage(
  chosen: string | null,
  preferred: readonly string[],
  languages: readonly string[],
): string {
  const candidates = [chosen, ...preferred.map((tag) => tag.split('-')[0] ?? '')];
  return candidates.find((language) => language !== null && languages.includes(language)) ?? 'en';
}

/** The hashed files an HTML page loads first (its scripts, preloads and stylesheet), to cache with it. */
export function assetUrlsIn(html: string): string[] {
  const urls = new Set<string>();
  for (const match of html.matchAll(/\b(?:src|href)="(\/assets\/[^"?#]+)"/g)) {
    if (match[1] !== undefined) urls.add(match[1]);
  }
  return [...urls];
}

/** Every cache this app ever made starts so; the activating worker deletes all but its own. */
export const CACHE_PREFIX = 'nujoom-';

export function cacheName(version: string): string {
  return `${CACHE_PREFIX}${version}`;
}
