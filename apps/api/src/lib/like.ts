import { normalizeSearchText } from './search-normal';

/** Escapes LIKE wildcards so user text matches itself (the default escape character is `\`). */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (character) => `\\${character}`);
}

/** The text a search looks for in a search column (`search_normal`); undefined for no search. */
export function searchFragmentOf(searchKey: string | undefined): string | undefined {
  if (searchKey === undefined) return undefined;
  const fragment = normalizeSearchText(searchKey);
  return fragment === '' ? undefined : fragment;
}

/** The LIKE pattern matching `text` anywhere. */
export function containsPattern(text: string): string {
  return `%${escapeLike(text)}%`;
}
