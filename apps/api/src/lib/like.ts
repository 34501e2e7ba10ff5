/** Escapes LIKE wildcards so user text matches itself (the default escape character is `\`). */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (character) => `\\${character}`);
}

/** The text a search looks for in a lower-cased column; undefined for no search. */
export function searchFragmentOf(searchKey: string | undefined): string | undefined {
  return searchKey === undefined || searchKey === '' ? undefined : searchKey.toLowerCase();
}

/** The LIKE pattern matching `text` anywhere. */
export function containsPattern(text: string): string {
  return `%${escapeLike(text)}%`;
}
