import { describe, expect, it } from 'vitest';
import { intlLocale, preferredLanguage } from './languages';

describe('preferredLanguage', () => {
  it('picks Arabic when the browser prefers it, whatever the region', () => {
    expect(preferredLanguage(['ar-SA', 'en-US'])).toBe('ar');
    expect(preferredLanguage(['fr-FR', 'AR', 'en'])).toBe('ar');
  });

  it('picks English when English comes first or nothing we speak is listed', () => {
    expect(preferredLanguage(['en-GB', 'ar'])).toBe('en');
    expect(preferredLanguage(['fr', 'de'])).toBe('en');
    expect(preferredLanguage([])).toBe('en');
  });
});

describe('intlLocale', () => {
  it('formats Arabic with Latin digits and Gregorian dates', () => {
    const date = new Date(Date.UTC(2026, 10, 25, 12));
    const text = new Intl.DateTimeFormat(intlLocale('ar'), { dateStyle: 'long', timeZone: 'UTC' }).format(
      date,
    );
    expect(text).toBe('25 نوفمبر 2026');
    expect(new Intl.NumberFormat(intlLocale('ar')).format(1650)).toBe('1,650');
  });
});
