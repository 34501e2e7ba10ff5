// Tashkeel (fathatan to sukun, maddah and hamza above and below, superscript alef) and tatweel.
const DROPPED = /[\u064B-\u0655\u0670\u0640]/g;

const ALIKE: Readonly<Record<string, string>> = {
  أ: 'ا',
  إ: 'ا',
  آ: 'ا',
  ٱ: 'ا',
  ى: 'ي',
  ة: 'ه',
  ؤ: 'و',
  ئ: 'ي',
};

/**
 * A search fragment in the form the stored search texts have (SQL `search_normal`, migration
 * 0014; the two are compared in the integration tests): lower-cased, without tashkeel or tatweel,
 * and with the letters people type interchangeably written alike, so "احمد" finds "أحمد" and
 * "مكة" finds "مكه".
 */
export function normalizeSearchText(text: string): string {
  return text
    .toLowerCase()
    .replace(DROPPED, '')
    .replace(/[أإآٱىةؤئ]/g, (letter) => ALIKE[letter] ?? letter);
}
