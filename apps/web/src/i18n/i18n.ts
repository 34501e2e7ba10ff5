import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { defaultNS, resources, SUPPORTED_LANGUAGES } from './resources';

export const i18n = i18next.createInstance();

/** `<html lang dir>` follow the language, so a right-to-left language needs no component changes. */
function applyDocumentLanguage(language: string): void {
  document.documentElement.lang = language;
  document.documentElement.dir = i18n.dir(language);
}

i18n.on('languageChanged', applyDocumentLanguage);

// Resources are bundled, so initialisation completes synchronously and the first render is translated.
void i18n.use(initReactI18next).init({
  resources,
  lng: 'en',
  fallbackLng: 'en',
  supportedLngs: SUPPORTED_LANGUAGES,
  defaultNS,
  ns: Object.keys(resources.en),
  initAsync: false,
  interpolation: { escapeValue: false },
});
