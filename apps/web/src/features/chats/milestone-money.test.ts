import { describe, expect, it } from 'vitest';
import { estimateBreakdown, halalasFromRiyals, usdAtPeg } from './milestone-money';

describe('halalasFromRiyals', () => {
  it('reads riyals with up to two decimals as whole halalas', () => {
    expect(halalasFromRiyals('2437.5')).toBe(243_750);
    expect(halalasFromRiyals('2,437.50')).toBe(243_750);
    expect(halalasFromRiyals(' 1 ')).toBe(100);
    expect(halalasFromRiyals('0.29')).toBe(29);
    expect(halalasFromRiyals('1000000')).toBe(100_000_000);
  });

  it('reads the Arabic-Indic digits and separators Saudi keyboards type', () => {
    expect(halalasFromRiyals('٢٤٣٧٫٥٠')).toBe(243_750);
    expect(halalasFromRiyals('٢٬٤٣٧')).toBe(243_700);
  });

  it('leaves a third decimal as a fraction of a halala, and text as NaN, for the rule to refuse', () => {
    expect(Number.isInteger(halalasFromRiyals('10.005'))).toBe(false);
    expect(halalasFromRiyals('')).toBeNaN();
    expect(halalasFromRiyals('ten')).toBeNaN();
  });
});

describe('usdAtPeg', () => {
  it('converts halalas to cents at 3.75 riyals to the dollar, to the nearest cent', () => {
    expect(usdAtPeg(243_750)).toEqual({ amount: 65_000, currency: 'USD' });
    expect(usdAtPeg(100)).toEqual({ amount: 27, currency: 'USD' });
  });
});

describe('estimateBreakdown', () => {
  it("gives the issue's example at the default fee of 10 %", () => {
    expect(estimateBreakdown(243_750)).toEqual({ amount: 243_750, fee: 24_375, vat: 3_656, net: 215_719 });
  });

  it('gives nothing for an amount a milestone cannot have', () => {
    expect(estimateBreakdown(99)).toBeNull();
    expect(estimateBreakdown(100_000_001)).toBeNull();
    expect(estimateBreakdown(100.5)).toBeNull();
    expect(estimateBreakdown(Number.NaN)).toBeNull();
  });
});
