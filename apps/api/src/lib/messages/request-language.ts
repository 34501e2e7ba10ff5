import { DEFAULT_LANGUAGE, languageFromHeader, type Language } from '@casting/contract';
import type { FastifyRequest } from 'fastify';

const accountLanguages = new WeakMap<FastifyRequest, Language>();

/** Called when the request's session is read: the account's saved language, the second choice. */
export function noteAccountLanguage(request: FastifyRequest, language: Language): void {
  accountLanguages.set(request, language);
}

/** The language of the answer: `Accept-Language`, then the caller's account, then English. */
export function requestLanguage(request: FastifyRequest): Language {
  return (
    languageFromHeader(request.headers['accept-language']) ??
    accountLanguages.get(request) ??
    DEFAULT_LANGUAGE
  );
}
