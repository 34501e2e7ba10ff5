import { describe, expect, it } from 'vitest';
import { ageOn, isIsoDate, toIsoDate } from './dates';

describe('dates', () => {
  it('accepts real calendar days only', () => {
    expect(isIsoDate('2024-02-29')).toBe(true);
    expect(isIsoDate('2023-02-29')).toBe(false);
    expect(isIsoDate('2024-1-05')).toBe(false);
    expect(isIsoDate('05/01/2024')).toBe(false);
  });

  it('writes the UTC day of an instant', () => {
    expect(toIsoDate(new Date('2026-11-21T23:59:59Z'))).toBe('2026-11-21');
  });

  it('counts whole years, a birthday counting on its day', () => {
    expect(ageOn('2008-11-21', '2026-11-21')).toBe(18);
    expect(ageOn('2008-11-22', '2026-11-21')).toBe(17);
    expect(ageOn('2008-02-29', '2026-02-28')).toBe(17);
    expect(ageOn('2008-02-29', '2026-03-01')).toBe(18);
  });
});
