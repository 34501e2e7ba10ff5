import { describe, expect, it } from 'vitest';
import { exceedsAvailable, halalasFromRiyals, riyalsInputOf } from './riyals-input';

describe('the riyals a talent types', () => {
  it('reads riyals with up to two decimals as whole halalas, in either language', () => {
    expect(halalasFromRiyals('2156.19')).toBe(215_619);
    expect(halalasFromRiyals('2,156.19')).toBe(215_619);
    expect(halalasFromRiyals('٢١٥٦٫١٩')).toBe(215_619);
    expect(halalasFromRiyals(' 500 ')).toBe(50_000);
  });

  it('leaves what is not an amount for the contract to refuse', () => {
    expect(halalasFromRiyals('')).toBeNaN();
    expect(halalasFromRiyals('abc')).toBeNaN();
    expect(Number.isInteger(halalasFromRiyals('1.005'))).toBe(false);
  });

  it('writes the default (all that is available) as a person would type it', () => {
    expect(riyalsInputOf(215_719)).toBe('2157.19');
    expect(riyalsInputOf(150_000)).toBe('1500');
    expect(riyalsInputOf(105)).toBe('1.05');
    expect(halalasFromRiyals(riyalsInputOf(215_719))).toBe(215_719);
  });

  it('refuses more than is available', () => {
    expect(exceedsAvailable(215_720, 215_719)).toBe(true);
    expect(exceedsAvailable(215_719, 215_719)).toBe(false);
    expect(exceedsAvailable(Number.NaN, 100)).toBe(false);
  });
});
