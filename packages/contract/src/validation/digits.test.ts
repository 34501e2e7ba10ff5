import { describe, expect, it } from 'vitest';
import { normalizeNumberText, parseLocalizedNumber, toAsciiDigits } from './digits';

describe('toAsciiDigits', () => {
  it('turns only Arabic-Indic and Persian digits into ASCII ones', () => {
    expect(toAsciiDigits('رمز ٤٢ و ۷۳, 5')).toBe('رمز 42 و 73, 5');
  });
});

describe('parseLocalizedNumber', () => {
  it.each([
    ['12', 12],
    ['١٢', 12],
    ['۱۲', 12],
    ['٠', 0],
    [' ٣ ', 3],
    ['١٬٥٠٠', 1500],
    ['1,500', 1500],
    ['١٥٠٠٫٥', 1500.5],
    ['12.75', 12.75],
    ['٧.', 7],
    ['−٢', -2],
    ['1٢3', 123],
  ])('reads %j as %d', (typed, number) => {
    expect(parseLocalizedNumber(typed)).toBe(number);
  });

  it.each(['', ' ', 'abc', '١٢ب', '1.2.3', '-', '.', '+1e3'])('reads %j as no number', (typed) => {
    expect(parseLocalizedNumber(typed)).toBeNaN();
  });

  it('keeps an unfinished decimal as typed, in ASCII', () => {
    expect(normalizeNumberText('٣٫')).toBe('3.');
  });
});
