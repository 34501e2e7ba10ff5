import { describe, expect, it } from 'vitest';
import { dateFieldLocale, datePartDigits, datePartOrder, isoFromParts, partsFromIso } from './date-parts';

describe('the date field’s order', () => {
  it('reads day, month, year in English and in Arabic', () => {
    expect(datePartOrder(dateFieldLocale('en'))).toEqual(['day', 'month', 'year']);
    expect(datePartOrder(dateFieldLocale('ar'))).toEqual(['day', 'month', 'year']);
  });

  it('writes Arabic dates in the Gregorian calendar with Latin digits', () => {
    const written = new Intl.DateTimeFormat(dateFieldLocale('ar'), { dateStyle: 'short' }).format(
      new Date(Date.UTC(2023, 5, 30, 12)),
    );
    expect(written).toMatch(/30.*6.*2023/);
  });

  it('follows another locale’s order where it differs', () => {
    expect(datePartOrder('en-US')).toEqual(['month', 'day', 'year']);
  });
});

describe('typing a part', () => {
  it('keeps digits only, up to the part’s length', () => {
    expect(datePartDigits('3a0x', 'day')).toBe('30');
    expect(datePartDigits('123', 'month')).toBe('12');
    expect(datePartDigits('20235', 'year')).toBe('2023');
  });

  it('reads Arabic-Indic digits as Latin ones', () => {
    expect(datePartDigits('٣٠', 'day')).toBe('30');
    expect(datePartDigits('۲۰۲۳', 'year')).toBe('2023');
  });
});

describe('the form value', () => {
  it('splits YYYY-MM-DD and leaves anything else empty', () => {
    expect(partsFromIso('2023-06-30')).toEqual({ day: '30', month: '06', year: '2023' });
    expect(partsFromIso('')).toEqual({ day: '', month: '', year: '' });
    expect(partsFromIso(null)).toEqual({ day: '', month: '', year: '' });
    expect(partsFromIso('30/06/2023')).toEqual({ day: '', month: '', year: '' });
  });

  it('joins a real day as YYYY-MM-DD, padding single digits', () => {
    expect(isoFromParts({ day: '30', month: '06', year: '2023' })).toBe('2023-06-30');
    expect(isoFromParts({ day: '1', month: '2', year: '2024' })).toBe('2024-02-01');
    expect(isoFromParts({ day: '29', month: '02', year: '2024' })).toBe('2024-02-29');
    expect(isoFromParts({ day: '1', month: '1', year: '0099' })).toBe('0099-01-01');
  });

  it('refuses days the calendar has not and unfinished dates', () => {
    expect(isoFromParts({ day: '29', month: '02', year: '2023' })).toBeNull();
    expect(isoFromParts({ day: '31', month: '04', year: '2023' })).toBeNull();
    expect(isoFromParts({ day: '00', month: '01', year: '2023' })).toBeNull();
    expect(isoFromParts({ day: '10', month: '13', year: '2023' })).toBeNull();
    expect(isoFromParts({ day: '10', month: '01', year: '202' })).toBeNull();
    expect(isoFromParts({ day: '', month: '01', year: '2023' })).toBeNull();
  });
});
