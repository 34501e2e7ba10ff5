import type { BackendModule, ReadCallback } from 'i18next';
import { loadContractText } from './contract-text';

/**
 * Every catalogue file (`<language>/<namespace>.json`), each its own chunk, fetched when i18next
 * first needs that namespace in that language. A new language folder needs no change here.
 */
const catalogues = import.meta.glob<Record<string, unknown>>('./*/*.json', { import: 'default' });

/** Not a catalogue: the contract's sentences (`contract-text.ts`), loaded as one so a language comes complete. */
export const CONTRACT_NAMESPACE = 'contract';

export const catalogueBackend: BackendModule = {
  type: 'backend',
  init: () => undefined,
  read(language: string, namespace: string, callback: ReadCallback) {
    if (namespace === CONTRACT_NAMESPACE) {
      loadContractText(language).then(
        () => {
          callback(null, {});
        },
        (error: unknown) => {
          callback(error instanceof Error ? error : new Error(String(error)), false);
        },
      );
      return;
    }
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
