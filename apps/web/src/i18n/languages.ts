export const SUPPORTED_LANGUAGES = ['en', 'ar'] as const;
export type SupportedLanguage = (typeof SUPPORTED_LANGUAGES)[number];

/** Each language named in itself, so a reader finds their own language whatever is showing. */
export const LANGUAGE_NAMES: { readonly [L in SupportedLanguage]: string } = {
  en: 'English',
  ar: 'العربية',
};

/** Saudi convention: Arabic words with Latin digits, and the Gregorian calendar. */
const INTL_LOCALES: { readonly [L in SupportedLanguage]: string } = {
  en: 'en',
  ar: 'ar-SA-u-nu-latn-ca-gregory',
};

export function isSupportedLanguage(value: string | null | undefined): value is SupportedLanguage {
  return SUPPORTED_LANGUAGES.some((language) => language === value);
}

/** The first of the browser's languages that the app speaks (`ar-SA` counts as `ar`), else English. */
export function preferredLanguage(browserLanguages: readonly string[]): SupportedLanguage {
  for (const tag of browserLanguages) {
    const primary = tag.toLowerCase().split('-')[0];
    if (isSupportedLanguage(primary)) return primary;
  }
  return 'en';
}

/** The locale Intl formats in for a language of the app. */
export function intlLocale(language: string): string {
  return isSupportedLanguage(language) ? INTL_LOCALES[language] : INTL_LOCALES.en;
}
