/**
 * Wraps text a person wrote (a name, a job title, a message) in Unicode's first-strong isolate, so
 * that inside a sentence of the other direction it keeps its own order and leaves the
 * sentence's punctuation where it was: the plain-string form of `<bdi>`, for translated texts.
 */
export function isolate(text: string): string {
  return `\u2068${text}\u2069`;
}
