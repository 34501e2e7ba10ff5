import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { PREFERENCE_KEYS, readLocal, writeLocal } from '../lib/local-data';
import {
  intlLocale,
  isSupportedLanguage,
  preferredLanguage,
  SUPPORTED_LANGUAGES,
  type SupportedLanguage,
} from './languages';
import { defaultNS, resources } from './resources';

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

/** The switch's choice: applied at once (no reload, forms keep their values) and remembered. */
export function chooseLanguage(language: SupportedLanguage): void {
  writeLocal(PREFERENCE_KEYS.language, language);
  void i18n.changeLanguage(language);
}

i18n.on('languageChanged', applyDocumentLanguage);

// Resources are bundled, so initialisation completes synchronously and the first render is translated.
void i18n.use(initReactI18next).init({
  resources,
  lng: initialLanguage(),
  fallbackLng: 'en',
  supportedLngs: SUPPORTED_LANGUAGES,
  defaultNS,
  ns: Object.keys(resources.en),
  initAsync: false,
  interpolation: { escapeValue: false },
});

// `{{count, number}}` in the catalogues formats with the same Latin-digit locale as the rest of the app.
i18n.services.formatter?.add('number', (value: number, language, options: Intl.NumberFormatOptions) =>
  new Intl.NumberFormat(intlLocale(language ?? 'en'), options).format(value),
);
