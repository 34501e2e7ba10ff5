import type { BackendModule, ReadCallback } from 'i18next';

/**
 * Every catalogue file (`<language>/<namespace>.json`), each its own chunk, fetched when i18next
 * first needs that namespace in that language. A new language folder needs no change here.
 */
const catalogues = import.meta.glob<Record<string, unknown>>('./*/*.json', { import: 'default' });

export const catalogueBackend: BackendModule = {
  type: 'backend',
  init: () => undefined,
  read(language: string, namespace: string, callback: ReadCallback) {
    const load = catalogues[`./${language}/${namespace}.json`];
    if (load === undefined) {
      callback(new Error(`no ${namespace} catalogue for ${language}`), false);
      return;
    }
    load().then(
      (catalogue) => {
        callback(null, catalogue);
      },
      (error: unknown) => {
        callback(error instanceof Error ? error : new Error(String(error)), false);
      },
    );
  },
};
