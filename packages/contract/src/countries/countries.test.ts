import { describe, expect, it } from 'vitest';
import { COUNTRIES, findCountry } from './countries';
import { COUNTRY_CODES, DIAL_CODE_OPTIONS } from './country-codes';

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

  it('names every code in the order of the codes, sorted by English name', () => {
    expect(COUNTRIES.map((country) => country.code)).toEqual(COUNTRY_CODES);
    const names = COUNTRIES.map((country) => country.name);
    expect(names).toEqual([...names].sort(new Intl.Collator('en').compare));
  });

  it('offers every country that has a calling code in the phone picker', () => {
    expect(findCountry('AQ')?.dialCode).toBeNull();
    expect(DIAL_CODE_OPTIONS.length).toBe(COUNTRIES.filter((country) => country.dialCode !== null).length);
  });
});
