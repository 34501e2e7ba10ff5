import type { Language } from '@casting/contract';
import { PRODUCT_NAME } from '@casting/contract';
import { escapeHtml } from '../html';

/** What e-mails are signed and titled with: Arabic readers know the product as نجوم. */
export const MAIL_PRODUCT_NAMES: Readonly<Record<Language, string>> = { en: PRODUCT_NAME, ar: 'نجوم' };

/**
 * First strong isolate ... pop directional isolate around text a person wrote (a name, a title,
 * an address): it keeps its own order inside a sentence of the other direction, in a subject or
 * a plain text part.
 */
export function isolate(text: string): string {
  return `\u2068${text}\u2069`;
}

const ISOLATED = /\u2068([^\u2068\u2069]*)\u2069/g;

/** A sentence for an HTML part: escaped, each isolated name in a `<bdi>` (the HTML isolate). */
export function htmlSentence(sentence: string): string {
  return escapeHtml(sentence).replace(ISOLATED, '<bdi>$1</bdi>');
}
