import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import {
  DEFAULT_LANGUAGE,
  isLanguage,
  languageFromHeader,
  LANGUAGES,
  WEB_COOKIES,
  type Language,
} from '@casting/contract';
import type { FastifyRequest } from 'fastify';
import { readWebCookie } from './web-cookies';

/** Where the web build writes its prerendered public pages: `prerender/<language>/<page>.html`. */
export const PRERENDER_DIR = 'prerender';

/**
 * The public pages the build prerendered, each with the languages it exists in (ADR 015): the
 * route `/landing` for `prerender/en/landing.html` and `prerender/ar/landing.html`.
 */
export function findPrerenderedPages(distDir: string): Map<string, Language[]> {
  const pages = new Map<string, Language[]>();
  for (const language of LANGUAGES) {
    const directory = join(distDir, PRERENDER_DIR, language);
    if (!existsSync(directory)) continue;
    for (const file of readdirSync(directory)) {
      if (!file.endsWith('.html')) continue;
      const route = `/${file.slice(0, -'.html'.length)}`;
      pages.set(route, [...(pages.get(route) ?? []), language]);
    }
  }
  return pages;
}

/** The session's token from the app's cookie, or null. */
export function sessionToken(request: FastifyRequest): string | null {
  const token = readWebCookie(request, WEB_COOKIES.token);
  return token === null || token === '' ? null : token;
}

/** A visitor with a session sees their own header and dialogs: the app renders it, not the build. */
export function hasSession(request: FastifyRequest): boolean {
  return sessionToken(request) !== null;
}

/**
 * The language the app would open in: the one chosen in it (its cookie), else the browser's
 * preference, as the app does on a first visit; English when neither is one the page exists in.
 */
export function prerenderLanguage(request: FastifyRequest, available: readonly Language[]): Language {
  const chosen = readWebCookie(request, WEB_COOKIES.language);
  const candidates = [
    isLanguage(chosen) ? chosen : null,
    languageFromHeader(request.headers['accept-language']),
    DEFAULT_LANGUAGE,
  ];
  return (
    candidates.find((language) => language !== null && available.includes(language)) ??
    available[0] ??
    DEFAULT_LANGUAGE
  );
}
