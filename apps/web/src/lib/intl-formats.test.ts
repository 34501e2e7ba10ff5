import { describe, expect, it } from 'vitest';
import { dateTimeFormat, numberFormat } from './intl-formats';

describe('Intl formatters made once', () => {
  it('gives the same formatter for the same locale and options, and formats as Intl does', () => {
    const centimetres = { style: 'unit', unit: 'centimeter' } as const;
    expect(numberFormat('en', centimetres)).toBe(numberFormat('en', { ...centimetres }));
    expect(numberFormat('en', centimetres).format(42)).toBe(
      new Intl.NumberFormat('en', centimetres).format(42),
    );
    expect(dateTimeFormat('en', { year: 'numeric' })).toBe(dateTimeFormat('en', { year: 'numeric' }));
  });

  it('keeps locales and options apart', () => {
    expect(numberFormat('en')).not.toBe(numberFormat('ar-SA-u-nu-latn'));
    expect(numberFormat('en', { style: 'percent' }).format(0.5)).toBe('50%');
    expect(numberFormat('en').format(0.5)).toBe('0.5');
    expect(dateTimeFormat('en', { year: 'numeric' })).not.toBe(dateTimeFormat('en', { month: 'long' }));
  });
});
