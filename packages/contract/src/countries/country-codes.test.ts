import { describe, expect, it } from 'vitest';
import { CountryCodeSchema } from './country-code-schema';
import {
  COUNTRY_CODES,
  COUNTRY_MESSAGE,
  DIAL_CODE_OPTIONS,
  DIAL_CODES,
  dialCodeOf,
  isCountryCode,
} from './country-codes';

describe('country codes', () => {
  it('holds about 250 distinct alpha-2 codes', () => {
    expect(COUNTRY_CODES.length).toBeGreaterThanOrEqual(245);
    expect(new Set(COUNTRY_CODES).size).toBe(COUNTRY_CODES.length);
    for (const code of COUNTRY_CODES) expect(code).toMatch(/^[A-Z]{2}$/);
  });

  it('accepts upper-case codes only', () => {
    expect(CountryCodeSchema.parse('SA')).toBe('SA');
    expect(CountryCodeSchema.safeParse('sa').error?.issues[0]?.message).toBe(COUNTRY_MESSAGE);
    expect(CountryCodeSchema.safeParse(undefined).error?.issues[0]?.message).toBe(COUNTRY_MESSAGE);
    expect(isCountryCode('AE')).toBe(true);
    expect(isCountryCode('ae')).toBe(false);
  });

  it('leaves territories without a calling code out of the phone picker', () => {
    expect(dialCodeOf('SA')).toBe('+966');
    expect(dialCodeOf('AQ')).toBeNull();
    expect(dialCodeOf('XX')).toBeNull();
    expect(DIAL_CODE_OPTIONS.some((option) => option.code === 'AQ')).toBe(false);
    expect(DIAL_CODE_OPTIONS.find((option) => option.code === 'AE')?.dialCode).toBe('+971');
    expect(DIAL_CODES.filter((dialCode) => dialCode === '+1')).toHaveLength(1);
  });
});
