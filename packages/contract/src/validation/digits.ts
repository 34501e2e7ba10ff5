/**
 * Arabic-Indic (٠-٩) and Persian (۰-۹) digits as ASCII ones: Saudi keyboards type them, and a
 * number or a code is the same whichever digits it was typed in.
 */
export function toAsciiDigits(text: string): string {
  // Both ranges start at a code point ending in 0, so the last hex digit is the digit's value.
  return text.replace(/[\u0660-\u0669\u06F0-\u06F9]/g, (digit) => String(digit.charCodeAt(0) % 16));
}

const NUMBER_TEXT = /^-?(?:\d+\.?\d*|\.\d+)$/;

/**
 * What a person typed into a number field, in ASCII: Arabic-Indic and Persian digits, the
 * Arabic decimal separator (٫) and minus sign as their ASCII forms, group separators (٬ ,) and
 * spaces dropped. Anything else is kept, so the result may still not be a number.
 */
export function normalizeNumberText(text: string): string {
  return toAsciiDigits(text)
    .replace(/\u066B/g, '.')
    .replace(/[\u2212\u2012\u2013]/g, '-')
    .replace(/[\u066C,\s\u200E\u200F\u061C]/g, '');
}

/** The number a person typed, whatever digits they used; NaN when it is empty or not a number. */
export function parseLocalizedNumber(text: string): number {
  const normalized = normalizeNumberText(text);
  return NUMBER_TEXT.test(normalized) ? Number(normalized) : Number.NaN;
}

/**
 * 1000000 as "1,000,000". Not `toLocaleString`: its first call loads the ICU number formats, which
 * took 100 ms of a phone's page start (CPU at a quarter speed) and 5 MB of a server process's
 * memory while the module calling it loaded.
 */
export function withThousandsCommas(whole: number): string {
  return String(whole).replace(/\B(?=(\d{3})+$)/g, ',');
}
