export const LANGUAGES = ['en', 'ar'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';

export function isLanguage(value: unknown): value is Language {
  return LANGUAGES.some((language) => language === value);
}

/**
 * The language an `Accept-Language` header asks for among ours, by its q-values (`ar-SA`
 * counts as `ar`); null when it names none of them, so the caller falls back further.
 */
export function languageFromHeader(header: string | undefined): Language | null {
  if (header === undefined) return null;
  let best: { language: Language; q: number } | null = null;
  for (const part of header.split(',')) {
    const [tag = '', ...parameters] = part.trim().split(';');
    const primary = tag.trim().toLowerCase().split('-')[0];
    if (!isLanguage(primary)) continue;
    const qParameter = parameters.map((parameter) => parameter.trim()).find((p) => p.startsWith('q='));
    const q = qParameter === undefined ? 1 : Number(qParameter.slice(2));
    if (Number.isFinite(q) && q > 0 && (best === null || q > best.q)) best = { language: primary, q };
  }
  return best?.language ?? null;
}
