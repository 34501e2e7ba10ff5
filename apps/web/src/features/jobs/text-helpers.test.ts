import { describe, expect, it } from 'vitest';
import { shortenDescription, truncateWords } from './text-helpers';

const words = (count: number) => Array.from({ length: count }, (_, index) => `w${index + 1}`).join(' ');

describe('shortenDescription', () => {
  it('keeps a description of up to 50 words whole, with its spacing tidied', () => {
    expect(shortenDescription(words(50))).toBe(words(50));
    expect(shortenDescription('  Three   shows\nin Riyadh ')).toBe('Three shows in Riyadh');
  });

  it('shortens a description of more than 50 words to its first 7', () => {
    expect(shortenDescription(words(51))).toBe(`${words(7)}…`);
  });

  it('answers an empty text with an empty text', () => {
    expect(shortenDescription('   ')).toBe('');
  });
});

describe('truncateWords', () => {
  it('keeps up to 6 words as they are', () => {
    expect(truncateWords('Runway models for Riyadh Fashion Week')).toBe(
      'Runway models for Riyadh Fashion Week',
    );
  });

  it('cuts longer text to 6 words and an ellipsis', () => {
    expect(truncateWords('Comfortable walking in heels for long runway shows')).toBe(
      'Comfortable walking in heels for long…',
    );
  });

  it('takes another word count when given one', () => {
    expect(truncateWords(words(4), 2)).toBe('w1 w2…');
  });
});
