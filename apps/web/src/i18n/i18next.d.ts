import 'i18next';
import type { defaultNS, EnglishCatalogues } from './resources';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: typeof defaultNS;
    resources: EnglishCatalogues;
  }
}
