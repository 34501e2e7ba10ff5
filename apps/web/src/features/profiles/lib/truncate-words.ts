import { TEXT_UNITS } from '@casting/contract';

export interface Truncated {
  readonly text: string;
  readonly truncated: boolean;
}

/** Spec §9: the first TEXT_UNITS.truncatedWords words and an ellipsis; shorter texts stay whole. */
export function truncateWords(text: string, words: number = TEXT_UNITS.truncatedWords): Truncated {
  const parts = text
    .trim()
    .split(/\s+/)
    .filter((part) => part !== '');
  if (parts.length <= words) return { text: parts.join(' '), truncated: false };
  // A comma or full stop left before the ellipsis reads as a typo.
  const kept = parts
    .slice(0, words)
    .join(' ')
    .replace(/[\s.,;:!?…-]+$/u, '');
  return { text: `${kept}…`, truncated: true };
}
