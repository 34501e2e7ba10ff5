import { describe, expect, it } from 'vitest';
import { feeBreakdown, HalalasSchema } from './fees';

describe('feeBreakdown', () => {
  it("gives the issue's example: 243,750 halalas at 10 % is a fee of 24,375, VAT 3,656 and 215,719 net", () => {
    expect(feeBreakdown(243_750, 10)).toEqual({ amount: 243_750, fee: 24_375, vat: 3_656, net: 215_719 });
  });

  it('rounds the fee half up: 5 halalas at 10 % is a fee of 1 (0.5), 4 halalas a fee of 0 (0.4)', () => {
    expect(feeBreakdown(5, 10).fee).toBe(1);
    expect(feeBreakdown(4, 10).fee).toBe(0);
    expect(feeBreakdown(15, 10).fee).toBe(2);
    expect(feeBreakdown(14, 10).fee).toBe(1);
  });

  it('computes the VAT on the rounded fee, halves up: a fee of 10 has VAT 2 (1.5), a fee of 3 VAT 0 (0.45)', () => {
    expect(feeBreakdown(100, 10)).toEqual({ amount: 100, fee: 10, vat: 2, net: 88 });
    expect(feeBreakdown(30, 10)).toEqual({ amount: 30, fee: 3, vat: 0, net: 27 });
    // 25 halalas: the fee is 2.5, rounded to 3, whose VAT 0.45 rounds to 0 (on 2.5 it would be 0.375).
    expect(feeBreakdown(25, 10)).toEqual({ amount: 25, fee: 3, vat: 0, net: 22 });
    // A fee of 30 (300 halalas) has VAT 4.5, which rounds to 5.
    expect(feeBreakdown(300, 10)).toEqual({ amount: 300, fee: 30, vat: 5, net: 265 });
  });

  it('rounds a half up where floating point would round it down: 1.15 % of 3,000 halalas is 34.5, a fee of 35', () => {
    // In floating point 3000 * 1.15 / 100 is 34.49999999999999; basis points keep it exact.
    expect(feeBreakdown(3_000, 1.15).fee).toBe(35);
    expect(feeBreakdown(100_050, 2.5).fee).toBe(2_501);
    expect(feeBreakdown(100_060, 2.5).fee).toBe(2_502);
  });

  it('is all zero for an amount of zero, and takes nothing at 0 %', () => {
    expect(feeBreakdown(0, 10)).toEqual({ amount: 0, fee: 0, vat: 0, net: 0 });
    expect(feeBreakdown(243_750, 0)).toEqual({ amount: 243_750, fee: 0, vat: 0, net: 243_750 });
  });

  it('stays exact for the largest amounts a double holds', () => {
    const amount = Number.MAX_SAFE_INTEGER; // 9,007,199,254,740,991
    const breakdown = feeBreakdown(amount, 10);
    expect(breakdown).toEqual({
      amount,
      fee: 900_719_925_474_099,
      vat: 135_107_988_821_115,
      net: 7_971_371_340_445_777,
    });
    expect(breakdown.fee + breakdown.vat + breakdown.net).toBe(amount);
  });

  it('always adds up to the amount', () => {
    for (let amount = 0; amount < 5_000; amount += 37) {
      for (const percent of [0, 2.5, 10, 12.75, 100]) {
        const { fee, vat, net } = feeBreakdown(amount, percent);
        expect(fee + vat + net).toBe(amount);
        expect(Math.abs(fee - (amount * percent) / 100)).toBeLessThanOrEqual(0.5 + 1e-9);
        expect(Math.abs(vat - (fee * 15) / 100)).toBeLessThanOrEqual(0.5 + 1e-9);
      }
    }
  });

  it('refuses amounts that are not whole, non-negative halalas, and percents out of range', () => {
    expect(() => feeBreakdown(-1, 10)).toThrow(RangeError);
    expect(() => feeBreakdown(1.5, 10)).toThrow(RangeError);
    expect(() => feeBreakdown(Number.MAX_SAFE_INTEGER + 1, 10)).toThrow(RangeError);
    expect(() => feeBreakdown(100, -1)).toThrow(RangeError);
    expect(() => feeBreakdown(100, 100.5)).toThrow(RangeError);
    expect(() => feeBreakdown(100, Number.NaN)).toThrow(RangeError);
    expect(() => feeBreakdown(100, 1.005)).toThrow(RangeError);
  });
});

describe('HalalasSchema', () => {
  it('accepts whole non-negative amounts and refuses the rest', () => {
    expect(HalalasSchema.safeParse(243_750).success).toBe(true);
    expect(HalalasSchema.safeParse(0).success).toBe(true);
    expect(HalalasSchema.safeParse(-1).success).toBe(false);
    expect(HalalasSchema.safeParse(2437.5).success).toBe(false);
  });
});
