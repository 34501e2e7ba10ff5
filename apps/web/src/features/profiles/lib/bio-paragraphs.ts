import { TEXT_UNITS } from '@casting/contract';

// A sentence ends at . ! ? or … (closing quotes and brackets included) followed by a space.
const SENTENCE_END = /[.!?…]["'”’)\]]*(?=\s)/g;
const SPACE = /\s/g;

/** The cut position among `positions` nearest to `target`, or null when there is none. */
function nearest(positions: readonly number[], target: number): number | null {
  let best: number | null = null;
  for (const position of positions) {
    if (best === null || Math.abs(position - target) < Math.abs(best - target)) best = position;
  }
  return best;
}

function positionsOf(pattern: RegExp, text: string, from: number, to: number): number[] {
  const positions: number[] = [];
  for (const match of text.matchAll(pattern)) {
    const end = match.index + match[0].length;
    if (end >= from && end <= to) positions.push(end);
  }
  return positions;
}

function splitBlock(block: string, unit: number): string[] {
  const longest = Math.round(unit * 1.5);
  const shortest = Math.round(unit / 2);
  const paragraphs: string[] = [];
  let rest = block;
  while (rest.length > unit) {
    // Never leave a tail shorter than half a unit: it would read as a stray line.
    const upper = Math.min(longest, rest.length - shortest);
    const atSentence = nearest(positionsOf(SENTENCE_END, rest, shortest, upper), unit);
    // A text up to one and a half units stays whole unless a sentence ends near the middle.
    const cut =
      atSentence ?? (rest.length > longest ? nearest(positionsOf(SPACE, rest, 1, upper), unit) : null);
    if (cut === null) break;
    paragraphs.push(rest.slice(0, cut).trim());
    rest = rest.slice(cut).trim();
  }
  if (rest !== '') paragraphs.push(rest);
  return paragraphs;
}

/**
 * Spec §2: the bio reads as paragraphs of about TEXT_UNITS.bioParagraph characters. Line breaks
 * the person typed are kept; longer blocks are cut at the sentence end nearest each unit, or
 * at the nearest space when no sentence ends close enough, never inside a word.
 */
export function bioParagraphs(bio: string, unit: number = TEXT_UNITS.bioParagraph): string[] {
  return bio
    .split(/\r?\n/)
    .map((line) => line.replace(/\s+/g, ' ').trim())
    .filter((line) => line !== '')
    .flatMap((line) => splitBlock(line, unit));
}
