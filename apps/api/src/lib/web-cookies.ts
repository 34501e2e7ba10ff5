import { WEB_COOKIES } from '@casting/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { SESSION_TOKEN_SHAPE } from './tokens';

type WebCookie = (typeof WEB_COOKIES)[keyof typeof WEB_COOKIES];

const SESSION_TOKEN = new RegExp(`^${SESSION_TOKEN_SHAPE}$`);

/** What each of the app's cookies can hold once decoded: a token cookie holds a token (or nothing). */
const HOLDS: Readonly<Record<WebCookie, (value: string) => boolean>> = {
  [WEB_COOKIES.token]: (value) => value === '' || SESSION_TOKEN.test(value),
  [WEB_COOKIES.language]: () => true,
  [WEB_COOKIES.paymentsTestMode]: (value) => value === '1',
};

/** The first cookie of that name as the request carries it, still encoded; null when there is none. */
function rawCookie(request: FastifyRequest, name: string): string | null {
  for (const part of (request.headers.cookie ?? '').split(';')) {
    const separator = part.indexOf('=');
    if (separator !== -1 && part.slice(0, separator).trim() === name) return part.slice(separator + 1).trim();
  }
  return null;
}

function decoded(raw: string): string | null {
  try {
    return decodeURIComponent(raw);
  } catch {
    return null;
  }
}

/**
 * One of the web app's cookies, decoded; null when the request has none, or one that does not
 * decode or holds what the app never writes there (such a cookie is as good as absent).
 */
export function readWebCookie(request: FastifyRequest, name: WebCookie): string | null {
  const raw = rawCookie(request, name);
  const value = raw === null ? null : decoded(raw);
  return value !== null && HOLDS[name](value) ? value : null;
}

/**
 * Expires the app's cookies the request carries that cannot be read: one set by another page of
 * the domain, say, would otherwise come back with every request. The web app writes both on `/`.
 */
export function expireUnreadableCookies(request: FastifyRequest, reply: FastifyReply): void {
  const unreadable = Object.values(WEB_COOKIES).filter(
    (name) => rawCookie(request, name) !== null && readWebCookie(request, name) === null,
  );
  if (unreadable.length > 0)
    void reply.header(
      'set-cookie',
      unreadable.map((name) => `${name}=; Max-Age=0; Path=/`),
    );
}
