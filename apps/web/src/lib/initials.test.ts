import { describe, expect, it } from 'vitest';
import { initials } from './initials';

describe('initials', () => {
  it('takes the first letter of the first two words, upper-cased', () => {
    expect(initials('lina al harbi')).toBe('LA');
    expect(initials('Najd Creative Studio')).toBe('NC');
  });

  it('ignores extra spaces and keeps a one-word name to one letter', () => {
    expect(initials('  Yousef   Saleh ')).toBe('YS');
    expect(initials('Omar')).toBe('O');
  });

  it('works for Arabic names and gives nothing for an empty name', () => {
    expect(initials('لينا الحربي')).toBe('لا');
    expect(initials('')).toBe('');
  });
});
