import { describe, expect, it } from 'vitest';
import { bioParagraphs } from './bio-paragraphs';

const LINA =
  'Editorial and runway model based in Riyadh. Five years of campaigns for regional fashion houses, comfortable on set and on stage.';

describe('bioParagraphs', () => {
  it('gives nothing for an empty or blank bio', () => {
    expect(bioParagraphs('')).toEqual([]);
    expect(bioParagraphs('  \n \n ')).toEqual([]);
  });

  it('keeps a short bio as one paragraph', () => {
    expect(bioParagraphs('Fashion and product photographer.')).toEqual(['Fashion and product photographer.']);
  });

  it('keeps a text of up to one and a half units whole when no sentence ends near its middle', () => {
    const bio = 'Fashion and product photographer. Natural light, clean studio work and fast turnaround.';
    expect(bioParagraphs(bio)).toEqual([bio]);
  });

  it('cuts at the sentence end nearest the unit', () => {
    expect(bioParagraphs(LINA)).toEqual([
      'Editorial and runway model based in Riyadh.',
      'Five years of campaigns for regional fashion houses, comfortable on set and on stage.',
    ]);
  });

  it('prefers the sentence end nearest 80 characters among several', () => {
    const first = 'Riyadh based stylist and creative director. Known for quiet, precise work on set.';
    const second = 'Available for editorial shoots, campaigns and long runway seasons abroad.';
    expect(bioParagraphs(`${first} ${second}`)).toEqual([first, second]);
  });

  it('cuts text without sentences at spaces, in pieces of about 80 characters, never inside a word', () => {
    const words = Array.from({ length: 60 }, (_, index) => `word${index}`);
    const bio = words.join(' ');
    const paragraphs = bioParagraphs(bio);
    expect(paragraphs.length).toBeGreaterThan(3);
    expect(paragraphs.join(' ')).toBe(bio);
    for (const paragraph of paragraphs) {
      expect(paragraph.length).toBeLessThanOrEqual(120);
      expect(paragraph.length).toBeGreaterThanOrEqual(40);
      for (const word of paragraph.split(' ')) expect(words).toContain(word);
    }
  });

  it('keeps the line breaks the person typed and tidies spaces', () => {
    expect(bioParagraphs('First line.\n\n  Second   line.\r\nThird.')).toEqual([
      'First line.',
      'Second line.',
      'Third.',
    ]);
  });

  it('keeps a single very long word whole', () => {
    const word = 'x'.repeat(200);
    expect(bioParagraphs(word)).toEqual([word]);
  });

  it('honours another unit', () => {
    expect(bioParagraphs('Alpha beta. Gamma delta.', 10)).toEqual(['Alpha beta.', 'Gamma delta.']);
  });
});
