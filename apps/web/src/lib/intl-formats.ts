/**
 * Intl's formatters, made once per locale and options. Making one loads the locale's data and
 * costs about a millisecond; Explore's first cards made some fifty, 45 ms of its first render.
 */

/** A maker of `T` from a locale and options that makes each combination once. */
function madeOnce<T, O extends object>(make: (locale: string, options?: O) => T) {
  const made = new Map<string, T>();
  return (locale: string, options?: O): T => {
    const key = `${locale} ${JSON.stringify(options ?? {})}`;
    let value = made.get(key);
    if (value === undefined) {
      value = make(locale, options);
      made.set(key, value);
    }
    return value;
  };
}

export const numberFormat = madeOnce<Intl.NumberFormat, Intl.NumberFormatOptions>(
  (locale, options) => new Intl.NumberFormat(locale, options),
);

export const dateTimeFormat = madeOnce<Intl.DateTimeFormat, Intl.DateTimeFormatOptions>(
  (locale, options) => new Intl.DateTimeFormat(locale, options),
);
