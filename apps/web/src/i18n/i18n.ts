import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { PREFERENCE_KEYS, readLocal, writeLocal } from '../lib/local-data';
import { catalogueBackend } from './catalogues';
import {
  intlLocale,
  isSupportedLanguage,
  preferredLanguage,
  SUPPORTED_LANGUAGES,
  type SupportedLanguage,
} from './languages';
import { defaultNS } from './resources';

export const i18n = i18next.createInstance();

/** `<html lang dir>` follow the language, so a right-to-left language needs no component changes. */
function applyDocumentLanguage(language: string): void {
  document.documentElement.lang = language;
  document.documentElement.dir = i18n.dir(language);
}

/** The language chosen in this browser before, else the first one the browser prefers that we speak. */
function initialLanguage(): SupportedLanguage {
  const chosen = readLocal(PREFERENCE_KEYS.language);
  return isSupportedLanguage(chosen) ? chosen : preferredLanguage(navigator.languages);
}

/**
 * The switch's choice: applied once the visible namespaces are loaded in that language (no
 * reload, forms keep their values), and remembered.
 */
export function chooseLanguage(language: SupportedLanguage): void {
  writeLocal(PREFERENCE_KEYS.language, language);
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
    ns: [defaultNS, 'options', 'notifications'],
    interpolation: { escapeValue: false },
  });

// `{{count, number}}` in the catalogues formats with the same Latin-digit locale as the rest of the app.
i18n.services.formatter?.add('number', (value: number, language, options: Intl.NumberFormatOptions) =>
  new Intl.NumberFormat(intlLocale(language ?? 'en'), options).format(value),
);
