import { describe, expect, it } from 'vitest';
import { truncateWords } from './truncate-words';

describe('truncateWords', () => {
  it('keeps a text of up to six words whole', () => {
    expect(truncateWords('Great work.')).toEqual({ text: 'Great work.', truncated: false });
    expect(truncateWords('one two three four five six')).toEqual({
      text: 'one two three four five six',
      truncated: false,
    });
  });

  it('cuts a longer text to six words and an ellipsis', () => {
    expect(
      truncateWords('Lina was outstanding on the runway: punctual, prepared and a joy to work with.'),
    ).toEqual({ text: 'Lina was outstanding on the runway…', truncated: true });
  });

  it('drops punctuation left before the ellipsis', () => {
    expect(truncateWords('One, two, three, four, five, six, seven')).toEqual({
      text: 'One, two, three, four, five, six…',
      truncated: true,
    });
  });

  it('tidies spaces and honours another length', () => {
    expect(truncateWords('  a   b  c ', 2)).toEqual({ text: 'a b…', truncated: true });
  });
});
