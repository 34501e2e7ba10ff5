import { describe, expect, it } from 'vitest';
import { inSarHalalas, payFromSalary, salaryOf } from './pay';

describe('pay at the peg', () => {
  it('counts a cent as 3.75 halalas, to the nearest halala', () => {
    expect(inSarHalalas({ amount: 40_000, currency: 'USD' })).toBe(150_000);
    expect(inSarHalalas({ amount: 39_999, currency: 'USD' })).toBe(149_996);
    expect(inSarHalalas({ amount: 2, currency: 'USD' })).toBe(8);
    expect(inSarHalalas({ amount: 150_000, currency: 'SAR' })).toBe(150_000);
  });

  it("gives the spec's salary in US dollars, to the nearest cent", () => {
    expect(salaryOf({ amount: 150_000, currency: 'SAR' })).toBe(400);
    expect(salaryOf({ amount: 243_750, currency: 'SAR' })).toBe(650);
    expect(salaryOf({ amount: 100, currency: 'SAR' })).toBe(0.27);
    expect(salaryOf({ amount: 125_050, currency: 'USD' })).toBe(1250.5);
  });

  it('reads a salary alone as US dollars per hour, in cents', () => {
    expect(payFromSalary(45.5)).toEqual({ amount: 4_550, currency: 'USD', basis: 'HOUR' });
    expect(payFromSalary(0.29)).toEqual({ amount: 29, currency: 'USD', basis: 'HOUR' });
  });
});
