import { describe, expect, it } from 'vitest';
import { languageFromHeader } from './language';

describe('languageFromHeader', () => {
  it.each([
    ['ar', 'ar'],
    ['ar-SA,ar;q=0.9,en;q=0.8', 'ar'],
    ['en-US,en;q=0.9,ar;q=0.8', 'en'],
    ['fr-FR, ar;q=0.5, en;q=0.4', 'ar'],
    ['AR-sa', 'ar'],
  ])('%s asks for %s', (header, language) => {
    expect(languageFromHeader(header)).toBe(language);
  });

  it.each([[undefined], [''], ['fr, de;q=0.5'], ['ar;q=0'], ['*']])('%s names none of ours', (header) => {
    expect(languageFromHeader(header)).toBeNull();
  });
});
