import type { MetadataJson, PhoneNumber } from 'libphonenumber-js/core';

/**
 * The web build's `libphonenumber-js/max` (a `vite.config.ts` alias): the same library and the
 * same full metadata as the server, so both reach the same verdict on a number, but its 57 KB
 * load only where phones are read or typed, once `loadPhoneNumbers()` has resolved.
 */
let parse: ((text: string, metadata: MetadataJson) => PhoneNumber | undefined) | undefined;
let metadata: MetadataJson | undefined;
let loading: Promise<void> | undefined;

export function loadPhoneNumbers(): Promise<void> {
  loading ??= Promise.all([import('libphonenumber-js/core'), import('libphonenumber-js/max/metadata')]).then(
    ([library, full]) => {
      parse = library.parsePhoneNumberFromString;
      metadata = full.default;
    },
  );
  return loading;
}

export function phoneNumbersLoaded(): boolean {
  return metadata !== undefined;
}

export function parsePhoneNumberFromString(text: string): PhoneNumber | undefined {
  if (parse === undefined || metadata === undefined)
    throw new Error('Phones are read only after loadPhoneNumbers() has resolved.');
  return parse(text, metadata);
}
