import { describe, expect, it } from 'vitest';
import {
  COUNTRIES,
  COUNTRY_CODES,
  COUNTRY_MESSAGE,
  CountryCodeSchema,
  DIAL_CODE_OPTIONS,
  DIAL_CODES,
  findCountry,
  isCountryCode,
} from './countries';

describe('countries', () => {
  it('knows Saudi Arabia by its code, with its Arabic name and dial code', () => {
    expect(findCountry('SA')).toEqual({
      code: 'SA',
      name: 'Saudi Arabia',
      nameAr: 'السعودية',
      dialCode: '+966',
    });
    expect(findCountry('XX')).toBeUndefined();
  });

  it('holds about 250 distinct alpha-2 codes sorted by English name', () => {
    expect(COUNTRIES.length).toBeGreaterThanOrEqual(245);
    expect(new Set(COUNTRY_CODES).size).toBe(COUNTRY_CODES.length);
    for (const code of COUNTRY_CODES) expect(code).toMatch(/^[A-Z]{2}$/);
    const names = COUNTRIES.map((country) => country.name);
    expect(names).toEqual([...names].sort(new Intl.Collator('en').compare));
  });

  it('accepts upper-case codes only', () => {
    expect(CountryCodeSchema.parse('SA')).toBe('SA');
    expect(CountryCodeSchema.safeParse('sa').error?.issues[0]?.message).toBe(COUNTRY_MESSAGE);
    expect(CountryCodeSchema.safeParse(undefined).error?.issues[0]?.message).toBe(COUNTRY_MESSAGE);
    expect(isCountryCode('AE')).toBe(true);
    expect(isCountryCode('ae')).toBe(false);
  });

  it('leaves territories without a calling code out of the phone picker', () => {
    expect(findCountry('AQ')?.dialCode).toBeNull();
    expect(DIAL_CODE_OPTIONS.some((option) => option.code === 'AQ')).toBe(false);
    expect(DIAL_CODE_OPTIONS.find((option) => option.code === 'AE')?.dialCode).toBe('+971');
    expect(DIAL_CODE_OPTIONS.length).toBe(COUNTRIES.filter((country) => country.dialCode !== null).length);
    expect(DIAL_CODES.filter((dialCode) => dialCode === '+1')).toHaveLength(1);
  });
});
