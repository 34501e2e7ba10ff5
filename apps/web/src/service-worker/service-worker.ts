// The service worker (ADR 023), built on its own into `dist/sw.js` by `vite-service-worker.ts`.
// The DOM library types this project; the few worker types it needs are declared here.
import { LANGUAGES, WEB_COOKIES } from '@casting/contract';
import {
  assetUrlsIn,
  CACHE_PREFIX,
  cacheName,
  routeRequest,
  shellLanguage,
  shellPath,
} from './route-request';

/** Replaced by the build with a hash of every file it wrote, so each deploy has its own cache. */
declare const __BUILD_VERSION__: string;

interface ExtendableEvent extends Event {
  waitUntil(promise: Promise<unknown>): void;
}
interface FetchEvent extends ExtendableEvent {
  readonly request: Request;
  respondWith(response: Promise<Response>): void;
}
interface WorkerScope {
  readonly location: Location;
  readonly navigator: Navigator;
  readonly clients: { claim(): Promise<void> };
  readonly cookieStore?: { get(name: string): Promise<{ value: string } | null> };
  skipWaiting(): Promise<void>;
  addEventListener(type: 'install' | 'activate', listener: (event: ExtendableEvent) => void): void;
  addEventListener(type: 'fetch', listener: (event: FetchEvent) => void): void;
  addEventListener(type: 'message', listener: (event: MessageEvent) => void): void;
}

const worker = self as unknown as WorkerScope;
const CACHE = cacheName(__BUILD_VERSION__);

/** Both shells, and the files they load first: the app opens without a network. */
async function cacheShells(): Promise<void> {
  const cache = await caches.open(CACHE);
  await Promise.all(
    LANGUAGES.map(async (language) => {
      const response = await fetch(shellPath(language), { cache: 'no-cache' });
      if (!response.ok) return;
      const html = await response.clone().text();
      await cache.put(shellPath(language), response);
      await cache.addAll(assetUrlsIn(html));
    }),
  );
}

async function deleteOtherCaches(): Promise<void> {
  const names = await caches.keys();
  await Promise.all(
    names
      .filter((name) => name.startsWith(CACHE_PREFIX) && name !== CACHE)
      .map((name) => caches.delete(name)),
  );
}

async function fromCacheFirst(request: Request): Promise<Response> {
  const cache = await caches.open(CACHE);
  const cached = await cache.match(request);
  if (cached !== undefined) return cached;
  const response = await fetch(request);
  if (response.ok) await cache.put(request, response.clone());
  return response;
}

async function offlineShell(): Promise<Response> {
  const chosen = (await worker.cookieStore?.get(WEB_COOKIES.language).catch(() => null)) ?? null;
  const language = shellLanguage(chosen?.value ?? null, worker.navigator.languages, LANGUAGES);
  const cached = await caches.match(shellPath(language), { cacheName: CACHE });
  return cached ?? Response.error();
}

/** The page from the network; only when there is none, the shell (pages are never stored). */
async function fromNetworkFirst(request: Request): Promise<Response> {
  try {
    return await fetch(request);
  } catch {
    return offlineShell();
  }
}

worker.addEventListener('install', (event) => {
  event.waitUntil(cacheShells());
});

worker.addEventListener('activate', (event) => {
  event.waitUntil(deleteOtherCaches().then(() => worker.clients.claim()));
});

// A new version waits until the page asks it to take over (`lib/register-service-worker.ts`),
// so an open page never has its files' cache emptied under it.
worker.addEventListener('message', (event) => {
  if ((event.data as { type?: unknown } | null)?.type === 'SKIP_WAITING') void worker.skipWaiting();
});

worker.addEventListener('fetch', (event) => {
  const { request } = event;
  switch (routeRequest(request, worker.location.origin)) {
    case 'asset':
      event.respondWith(fromCacheFirst(request));
      return;
    case 'navigation':
      event.respondWith(fromNetworkFirst(request));
      return;
    case 'network':
      return;
  }
});
