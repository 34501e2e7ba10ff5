/** Escapes LIKE wildcards so user text matches itself (the default escape character is `\`). */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (character) => `\\${character}`);
}

/** The LIKE pattern matching `searchKey` anywhere in a lower-cased column; undefined for no search. */
export function containsPattern(searchKey: string | undefined): string | undefined {
  return searchKey === undefined || searchKey === '' ? undefined : `%${escapeLike(searchKey.toLowerCase())}%`;
}
