import { placeholdersOf } from '@casting/contract';
import { describe, expect, it } from 'vitest';
import { FAILURE_TEXT } from './simulator-cards';
import { SIMULATOR_TEXTS, formatHalalas, simulatorText } from './simulator-texts';

describe('the simulator texts', () => {
  it.each(Object.entries(SIMULATOR_TEXTS))(
    '%s has Arabic with the placeholders of its English',
    (_key, text) => {
      expect(text.ar).toMatch(/[\u0621-\u064A]/u);
      expect(placeholdersOf(text.ar)).toEqual(placeholdersOf(text.en));
    },
  );

  it('has a message for every reason a payment fails', () => {
    for (const key of Object.values(FAILURE_TEXT)) expect(SIMULATOR_TEXTS[key].en).not.toBe('');
  });

  it('fills placeholders in the language asked', () => {
    expect(simulatorText('en', 'cardFails', { reason: 'INSUFFICIENT FUNDS' })).toBe(
      'fails: INSUFFICIENT FUNDS',
    );
    expect(simulatorText('ar', 'cardFails', { reason: 'الرصيد غير كافٍ' })).toBe('يُرفض: الرصيد غير كافٍ');
  });

  it('writes amounts as the app does, with no break inside', () => {
    const spaced = (amount: number, language: 'en' | 'ar') =>
      formatHalalas(amount, language).replace(/\u00a0/g, ' ');
    expect(formatHalalas(243_750, 'en')).not.toContain(' ');
    expect(spaced(243_750, 'en')).toBe('SAR 2,437.50');
    expect(spaced(150_000, 'en')).toBe('SAR 1,500');
    expect(spaced(243_750, 'ar')).toBe('٢٬٤٣٧٫٥٠ ر.س.');
  });
});
