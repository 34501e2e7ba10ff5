/**
 * Readers for a profile's specialty info. The API types it as a plain record (its shape depends
 * on the specialty), so every screen reads a field through these and copes with its absence.
 */
export type SpecialtyInfo = Readonly<Record<string, unknown>>;

export function textOf(info: SpecialtyInfo, key: string): string | null {
  const value = info[key];
  return typeof value === 'string' && value.trim() !== '' ? value : null;
}

export function numberOf(info: SpecialtyInfo, key: string): number | null {
  const value = info[key];
  return typeof value === 'number' && Number.isFinite(value) ? value : null;
}

export function booleanOf(info: SpecialtyInfo, key: string): boolean | null {
  const value = info[key];
  return typeof value === 'boolean' ? value : null;
}

/** The non-empty strings of a list value; anything else reads as an empty list. */
export function stringsOf(value: unknown): string[] {
  if (!Array.isArray(value)) return [];
  return value.filter((item): item is string => typeof item === 'string' && item !== '');
}

export function urlsOf(info: SpecialtyInfo, key: string): string[] {
  return stringsOf(info[key]);
}
