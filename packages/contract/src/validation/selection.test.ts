import { describe, expect, it } from 'vitest';
import { ARTIST_STYLE_LABELS, ARTIST_STYLES } from '../options/artist';
import { BEAUTY_EXPERTISE, BEAUTY_EXPERTISE_LABELS } from '../options/beauty';
import { LIMITS } from '../constants';
import { dedupe, multiSelectSchema } from './selection';

describe('dedupe', () => {
  it('keeps the first of each value in order', () => {
    expect(dedupe(['B', 'A', 'B', 'C', 'A'])).toEqual(['B', 'A', 'C']);
  });
});

describe('multi-selects', () => {
  const styles = multiSelectSchema(ARTIST_STYLES, ARTIST_STYLE_LABELS, LIMITS.maxArtistStyles);

  it('accept up to three picks', () => {
    expect(styles.parse(['PORTRAITS', 'SURREALISM_FANTASY', 'REALISM_HYPERREALISM'])).toHaveLength(3);
  });

  it('refuse a fourth pick', () => {
    const result = styles.safeParse([
      'PORTRAITS',
      'SURREALISM_FANTASY',
      'REALISM_HYPERREALISM',
      'ABSTRACT_EXPRESSIONISM',
    ]);
    expect(result.error?.issues[0]?.message).toBe('You can select up to 3 options.');
  });

  it('count a value picked twice once', () => {
    expect(styles.parse(['PORTRAITS', 'PORTRAITS', 'SURREALISM_FANTASY', 'PORTRAITS'])).toEqual([
      'PORTRAITS',
      'SURREALISM_FANTASY',
    ]);
  });

  it('word a single-pick limit in the singular', () => {
    const one = multiSelectSchema(BEAUTY_EXPERTISE, BEAUTY_EXPERTISE_LABELS, 1);
    expect(one.safeParse(['RUNWAY_MAKEUP', 'THEATRE_MAKEUP']).error?.issues[0]?.message).toBe(
      'You can select only one option.',
    );
  });

  it('need at least one pick and known codes', () => {
    const expertise = multiSelectSchema(BEAUTY_EXPERTISE, BEAUTY_EXPERTISE_LABELS);
    expect(expertise.safeParse([]).error?.issues[0]?.message).toBe('Please select at least one option.');
    expect(expertise.safeParse(['NAIL_ART']).error?.issues[0]?.message).toBe('Please select an option.');
    expect(expertise.parse(['RUNWAY_MAKEUP', 'RUNWAY_MAKEUP'])).toEqual(['RUNWAY_MAKEUP']);
  });
});

describe('labels for codes', () => {
  it("reads the spec's English labels as their codes, case-sensitively", () => {
    const styles = multiSelectSchema(ARTIST_STYLES, ARTIST_STYLE_LABELS, LIMITS.maxArtistStyles);
    expect(styles.parse(['Portraits', 'PORTRAITS', 'Abstract / Expressionism'])).toEqual([
      'PORTRAITS',
      'ABSTRACT_EXPRESSIONISM',
    ]);
    expect(styles.safeParse(['portraits']).error?.issues[0]?.message).toBe('Please select an option.');
  });
});
