import { describe, expect, it, vi } from 'vitest';

// The i18n module reads the page's language and the browser's when it starts; unit tests have neither.
vi.hoisted(() => {
  vi.stubGlobal('document', { documentElement: {} });
  vi.stubGlobal('navigator', { languages: ['en-US'] });
});

const { daysOf, halalasOf, riyadhDay, riyadhTime } = await import('./operator-format');
const { stateRows } = await import('./audit-state');
const { oneOf, pageParam } = await import('./operator-search-params');

describe('times in the console', () => {
  it('are Riyadh time (UTC+3), whatever the machine’s zone', () => {
    expect(riyadhTime('2026-11-29T21:30:00.000Z', 'en')).toBe('Nov 30, 2026, 12:30 AM');
    expect(riyadhDay('2026-11-29T21:30:00.000Z', 'en')).toBe('November 30, 2026');
    expect(riyadhTime('2026-11-29T21:30:00.000Z', 'ar')).toContain('12:30');
  });
});

describe('amounts typed in riyals', () => {
  it('are sent as whole halalas, in either language’s digits', () => {
    expect(halalasOf('150')).toBe(15_000);
    expect(halalasOf('2156.19')).toBe(215_619);
    expect(halalasOf('١٥٠٫٢٥')).toBe(15_025);
  });

  it('are no number when they are not an amount of riyals and halalas', () => {
    expect(halalasOf('1.005')).toBeNaN();
    expect(halalasOf('ten')).toBeNaN();
    expect(halalasOf('')).toBeNaN();
  });
});

describe('days of a suspension', () => {
  it('are whole numbers, in either language’s digits', () => {
    expect(daysOf('7')).toBe(7);
    expect(daysOf('١٤')).toBe(14);
    expect(daysOf('1.5')).toBeNaN();
    expect(daysOf('')).toBeNaN();
  });
});

describe("an audit entry's state", () => {
  it('reads as fields and values: nested fields by path, moments on Riyadh time, nothing as a dash', () => {
    expect(
      stateRows(
        {
          status: 'OPEN',
          days: 3,
          verified: true,
          suspendedUntil: null,
          suspendedAt: '2026-11-29T21:30:00.000Z',
          target: { type: 'MESSAGE' },
        },
        'en',
      ),
    ).toEqual([
      ['status', 'OPEN'],
      ['days', '3'],
      ['verified', 'true'],
      ['suspendedUntil', '—'],
      ['suspendedAt', 'Nov 30, 2026, 12:30 AM'],
      ['target.type', 'MESSAGE'],
    ]);
    expect(stateRows(null)).toEqual([]);
  });
});

describe('list addresses', () => {
  it('read a page from 1 and one of the known filters, else the defaults', () => {
    expect(pageParam('3')).toBe(3);
    expect(pageParam('0')).toBe(1);
    expect(pageParam(null)).toBe(1);
    expect(pageParam('x')).toBe(1);
    expect(oneOf('DISMISSED', ['OPEN', 'DISMISSED'] as const, 'OPEN')).toBe('DISMISSED');
    expect(oneOf('nope', ['OPEN', 'DISMISSED'] as const, 'OPEN')).toBe('OPEN');
  });
});
