import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import { LANGUAGES, type Language } from '@casting/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { loadAppRoutes } from './app-routes';
import { findPrerenderedPages, hasSession, PRERENDER_DIR, prerenderLanguage } from './prerendered-pages';
import { APP_SHELL_DIR, loadSignedInPages, SERVER_DIR, type SignedInPageSender } from './signed-in-pages';
import { expireUnreadableCookies } from './web-cookies';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'no-cache';
/** Where the web build writes the signed-in routes' shell: `app-shell/<language>.html`. */

export type AppShellSender = (request: FastifyRequest, reply: FastifyReply) => Promise<FastifyReply>;

/**
 * Serves the built web app: hashed assets are cached for a year, everything else is
 * revalidated. The build writes a brotli and a gzip copy beside each text file; the one the
 * client accepts is sent (`Vary: Accept-Encoding`). The public pages it prerendered are sent in
 * the visitor's language to a visitor without a session (ADR 015). Returns what sends the app's
 * HTML for the client routes, or null when there is no build (development runs Vite instead):
 * 404 for an address no route of the app knows, whose page-not-found page the app then shows.
 */
export async function registerWebApp(app: FastifyInstance, distDir: string): Promise<AppShellSender | null> {
  if (!existsSync(join(distDir, 'index.html'))) {
    app.log.warn({ distDir }, 'no web build found: the API runs without the web app (run `npm run build`)');
    return null;
  }
  await app.register(fastifyStatic, {
    root: distDir,
    index: false,
    wildcard: true,
    preCompressed: true,
    cacheControl: false,
    setHeaders: (reply, path) => {
      void reply.header('cache-control', path.startsWith(join(distDir, 'assets')) ? IMMUTABLE : REVALIDATE);
    },
    // The server's render code and templates are read from disk (signed-in-pages.ts), never sent.
    allowedPath: (pathName) => !pathName.startsWith(`/${SERVER_DIR}/`),
  });
  const shellLanguages = findAppShells(distDir);
  const signedInPages = await loadSignedInPages(app, distDir, shellLanguages);
  const isAppRoute = loadAppRoutes(distDir, app.log);
  const sendShell: AppShellSender = (request, reply) => {
    expireUnreadableCookies(request, reply);
    if (!isAppRoute(request.url.split('?')[0] ?? '')) void reply.code(404);
    return sendAppShell(request, reply, shellLanguages, signedInPages);
  };
  app.get('/', sendShell);
  for (const [route, languages] of findPrerenderedPages(distDir)) {
    app.get(route, (request, reply) => {
      void reply.header('vary', 'Accept-Language, Cookie');
      if (hasSession(request)) return sendShell(request, reply);
      expireUnreadableCookies(request, reply);
      const language = prerenderLanguage(request, languages);
      return reply
        .header('cache-control', REVALIDATE)
        .header('content-language', language)
        .type('text/html; charset=utf-8')
        .sendFile(`${PRERENDER_DIR}/${language}${route}.html`);
    });
  }
  return sendShell;
}

/** The languages the build wrote the app's shell in: `app-shell/<language>.html`. */
function findAppShells(distDir: string): Language[] {
  return LANGUAGES.filter((language) => existsSync(join(distDir, APP_SHELL_DIR, `${language}.html`)));
}

/**
 * The SPA's HTML, for '/' and for every client route the router owns: for a signed-in route the
 * server renders, its first screen as the session's user sees it (ADR 021); else the build's
 * shell in the visitor's language (the top bar paints before the app runs); else index.html.
 */
async function sendAppShell(
  request: FastifyRequest,
  reply: FastifyReply,
  languages: readonly Language[],
  signedInPages: SignedInPageSender | null,
): Promise<FastifyReply> {
  if (languages.length === 0) {
    return reply.header('cache-control', REVALIDATE).type('text/html; charset=utf-8').sendFile('index.html');
  }
  const language = prerenderLanguage(request, languages);
  if (signedInPages !== null && (await signedInPages(request, reply, language))) return reply;
  return reply
    .header('cache-control', REVALIDATE)
    .type('text/html; charset=utf-8')
    .header('vary', 'Accept-Language, Cookie')
    .header('content-language', language)
    .sendFile(`${APP_SHELL_DIR}/${language}.html`);
}
