import { WEB_COOKIES } from '@casting/contract';
import type { SupportedLanguage } from './languages';

const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

/** The chosen language, for the server to send the prerendered public pages in it. */
export function writeLanguageCookie(language: SupportedLanguage): void {
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${WEB_COOKIES.language}=${language}; Max-Age=${ONE_YEAR_SECONDS}; Path=/; SameSite=Lax${secure}`;
}
