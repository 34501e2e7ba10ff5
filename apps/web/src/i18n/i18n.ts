import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { PREFERENCE_KEYS, readLocal, writeLocal } from '../lib/local-data';
import { numberFormat } from '../lib/intl-formats';
import { CONTRACT_NAMESPACE, catalogueBackend } from './catalogues';
import { writeLanguageCookie } from './language-cookie';
import {
  intlLocale,
  isSupportedLanguage,
  preferredLanguage,
  SUPPORTED_LANGUAGES,
  type SupportedLanguage,
} from './languages';
import { defaultNS } from './resources';

export const i18n = i18next.createInstance();

/** Prerendering runs in Node, where there is no page, no storage and no browser preference. */
const inBrowser = typeof document !== 'undefined';

/** `<html lang dir>` follow the language, so a right-to-left language needs no component changes. */
function applyDocumentLanguage(language: string): void {
  if (!inBrowser) return;
  document.documentElement.lang = language;
  document.documentElement.dir = i18n.dir(language);
}

/** The language chosen in this browser before, else the first one the browser prefers that we speak. */
function initialLanguage(): SupportedLanguage {
  if (!inBrowser) return 'en';
  const chosen = readLocal(PREFERENCE_KEYS.language);
  if (!isSupportedLanguage(chosen)) return preferredLanguage(navigator.languages);
  // A choice made before the server read the cookie reaches it from the next page load on.
  writeLanguageCookie(chosen);
  return chosen;
}

/**
 * The switch's choice: applied once the visible namespaces are loaded in that language (no
 * reload, forms keep their values), and remembered.
 */
export function chooseLanguage(language: SupportedLanguage): void {
  writeLocal(PREFERENCE_KEYS.language, language);
  writeLanguageCookie(language);
  void i18n.changeLanguage(language);
}

i18n.on('languageChanged', applyDocumentLanguage);

/**
 * Resolves once the namespaces every page shows (the chrome, option labels, notifications) are
 * loaded: the app renders after it. Each route loads its own namespaces before it renders
 * (`app/lazy-page.tsx`), so no text shows untranslated.
 */
export const i18nReady = i18n
  .use(catalogueBackend)
  .use(initReactI18next)
  .init({
    lng: initialLanguage(),
    fallbackLng: 'en',
    supportedLngs: SUPPORTED_LANGUAGES,
    defaultNS,
    ns: [defaultNS, 'options', 'notifications', CONTRACT_NAMESPACE],
    interpolation: { escapeValue: false },
  });

// `{{count, number}}` in the catalogues formats with the same Latin-digit locale as the rest of the app.
i18n.services.formatter?.add('number', (value: number, language, options: Intl.NumberFormatOptions) =>
  numberFormat(intlLocale(language ?? 'en'), options).format(value),
);
