import { useEffect, useState } from 'react';

/** `countryName` and `countryOptions`: the country names in English and Arabic (5 KB gzip). */
export type CountryNames = typeof import('./country-name');

let loaded: CountryNames | undefined;
let loading: Promise<CountryNames> | undefined;

function loadCountryNames(): Promise<CountryNames> {
  loading ??= import('./country-name').then(
    (names) => (loaded = names),
    (error: unknown) => {
      // The next picker to mount tries again.
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

/**
 * The country names for a form's country pickers, undefined until they have loaded: the form
 * renders at once without them, and its pickers show their countries a moment later. With `wanted`
 * false they wait until it turns true (a picker far down a form, until it nears the screen).
 */
export function useCountryNames(wanted = true): CountryNames | undefined {
  const [names, setNames] = useState(loaded);
  useEffect(() => {
    if (names !== undefined || !wanted) return;
    loadCountryNames().then(setNames, () => undefined);
  }, [names, wanted]);
  return names;
}
