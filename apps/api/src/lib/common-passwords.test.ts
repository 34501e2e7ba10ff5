import { dictionary } from '@zxcvbn-ts/language-common';
import { describe, expect, it } from 'vitest';
import { isCommonPassword } from './common-passwords';

describe('isCommonPassword', () => {
  it.each(['P@ssw0rd', 'p@ssw0rd', 'Password1!', 'Dragon2024!', '!!Qwerty123', 'Letmein#1', 'Sunshine_7'])(
    'refuses %j: one of the most common passwords, whatever its case and padding',
    async (password) => {
      expect(await isCommonPassword(password)).toBe(true);
    },
  );

  it.each(['Stage@Light7', 'Str0ng!Pass', 'Tr0ub4dor&3', 'Falcon#Desert42', 'Secret#2026x'])(
    'accepts %j',
    async (password) => {
      expect(await isCommonPassword(password)).toBe(false);
    },
  );

  it('refuses the ten-thousandth most common password and not the one after it', async () => {
    const ranked = dictionary['passwords-common'];
    expect(await isCommonPassword(ranked[9_999] ?? '')).toBe(true);
    expect(await isCommonPassword(ranked[10_000] ?? '')).toBe(false);
  });
});
