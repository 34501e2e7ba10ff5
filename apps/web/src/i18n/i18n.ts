import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { catalogueBackend } from './catalogues';
import { defaultNS, SUPPORTED_LANGUAGES } from './resources';

export const i18n = i18next.createInstance();

/** `<html lang dir>` follow the language, so a right-to-left language needs no component changes. */
function applyDocumentLanguage(language: string): void {
  document.documentElement.lang = language;
  document.documentElement.dir = i18n.dir(language);
}

i18n.on('languageChanged', applyDocumentLanguage);

/**
 * Resolves once the common namespace is loaded: the app renders after it. Each route loads its
 * own namespaces before it renders (`app/lazy-page.tsx`), so no text shows untranslated.
 */
export const i18nReady = i18n
  .use(catalogueBackend)
  .use(initReactI18next)
  .init({
    lng: 'en',
    fallbackLng: 'en',
    supportedLngs: SUPPORTED_LANGUAGES,
    defaultNS,
    ns: [defaultNS],
    interpolation: { escapeValue: false },
  });
