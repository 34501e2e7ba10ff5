import { contractLocalizer, isStrongPassword, PASSWORD_RULE_MESSAGE } from '@casting/contract';
import { describe, expect, it } from 'vitest';
import arAuth from './ar/auth.json';
import enAuth from './en/auth.json';

const ARABIC_RULE = contractLocalizer.localize(PASSWORD_RULE_MESSAGE, 'ar');

/** The symbols a text lists between the isolate marks (Arabic) or after "such as" (English). */
function listedSymbols(text: string): string[] {
  const listed = /\u2066([^\u2069]+)\u2069/.exec(text)?.[1] ?? /such as ([^(]+)\(/.exec(text)?.[1] ?? '';
  return Array.from(listed.replace(/\s/g, ''));
}

describe('the password rule, as people read it', () => {
  it('asks Arabic readers for a Latin capital letter (A–Z), not a "capital letter"', () => {
    for (const text of [ARABIC_RULE, arAuth.fields.passwordHint]) {
      expect(text).toContain('لاتيني');
      expect(text).toContain('(A–Z)');
    }
    expect(enAuth.fields.passwordHint).toContain('(A–Z)');
  });

  it('says which symbols count, and the shared rule accepts every one it names', () => {
    for (const text of [ARABIC_RULE, arAuth.fields.passwordHint, enAuth.fields.passwordHint]) {
      const symbols = listedSymbols(text);
      expect(symbols.length, text).toBeGreaterThanOrEqual(7);
      for (const symbol of symbols) expect(isStrongPassword(`Abcdefg1${symbol}`), symbol).toBe(true);
    }
    // "Any character that is neither a letter nor a number", as the texts say.
    for (const symbol of ['#', '-', '_', '.', ' ', '^', '؟', '،'])
      expect(isStrongPassword(`Abcdefg1${symbol}`), symbol).toBe(true);
    expect(isStrongPassword('abcdefg1!')).toBe(false);
    expect(isStrongPassword('Abcdefgh1')).toBe(false);
  });
});
