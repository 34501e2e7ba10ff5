import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { findPrerenderedPages, hasSession, PRERENDER_DIR, prerenderLanguage } from './prerendered-pages';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'no-cache';

/**
 * Serves the built web app: hashed assets are cached for a year, everything else is
 * revalidated. The build writes a brotli and a gzip copy beside each text file; the one the
 * client accepts is sent (`Vary: Accept-Encoding`). The public pages it prerendered are sent in
 * the visitor's language to a visitor without a session (ADR 015). Returns false when there is
 * no build (development runs Vite instead).
 */
export async function registerWebApp(app: FastifyInstance, distDir: string): Promise<boolean> {
  if (!existsSync(join(distDir, 'index.html'))) {
    app.log.warn({ distDir }, 'no web build found: the API runs without the web app (run `npm run build`)');
    return false;
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
  });
  app.get('/', (_request, reply) => sendAppShell(reply));
  for (const [route, languages] of findPrerenderedPages(distDir)) {
    app.get(route, (request, reply) => {
      void reply.header('vary', 'Accept-Language, Cookie');
      if (hasSession(request)) return sendAppShell(reply);
      const language = prerenderLanguage(request, languages);
      return reply
        .header('cache-control', REVALIDATE)
        .header('content-language', language)
        .type('text/html; charset=utf-8')
        .sendFile(`${PRERENDER_DIR}/${language}${route}.html`);
    });
  }
  return true;
}

/** The SPA's index.html, for '/' and for every client route the router owns. */
export function sendAppShell(reply: FastifyReply): FastifyReply {
  return reply.header('cache-control', REVALIDATE).type('text/html; charset=utf-8').sendFile('index.html');
}
