import { TEXT_UNITS } from '@casting/contract';

const ELLIPSIS = '…';

function wordsOf(text: string): string[] {
  return text
    .trim()
    .split(/\s+/u)
    .filter((word) => word !== '');
}

/**
 * Spec §9: a description of more than 50 words is shortened to its first 7. The ellipsis is
 * ours, so a reader can tell the text goes on.
 */
export function shortenDescription(text: string): string {
  const words = wordsOf(text);
  if (words.length <= TEXT_UNITS.longDescriptionWords) return words.join(' ');
  return `${words.slice(0, TEXT_UNITS.shortenedDescriptionWords).join(' ')}${ELLIPSIS}`;
}

/** Spec §9: at most 6 words, with an ellipsis when words were cut. */
export function truncateWords(text: string, count: number = TEXT_UNITS.truncatedWords): string {
  const words = wordsOf(text);
  if (words.length <= count) return words.join(' ');
  return `${words.slice(0, count).join(' ')}${ELLIPSIS}`;
}
