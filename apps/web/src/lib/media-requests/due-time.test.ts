import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { i18n, i18nReady } from '../../i18n/i18n';
import { dueAtProblem, formatDue, riyadhDueAt } from './due-time';

beforeAll(async () => {
  await i18nReady;
});

afterAll(async () => {
  await i18n.changeLanguage('en');
});

const NOW = new Date('2026-11-30T09:00:00Z');

describe('the due time of a media request', () => {
  it('is the typed Riyadh date and time with its offset, once both are whole', () => {
    expect(riyadhDueAt('2026-12-02', '18:00')).toBe('2026-12-02T18:00:00+03:00');
    expect(riyadhDueAt('', '18:00')).toBeNull();
    expect(riyadhDueAt('2026-12-02', '')).toBeNull();
  });

  it('is refused as the server refuses it: not ahead, or more than 60 days ahead', () => {
    expect(dueAtProblem('2026-11-30T12:00:00+03:00', NOW)).toBe('past');
    expect(dueAtProblem('2026-11-30T12:00:01+03:00', NOW)).toBeNull();
    expect(dueAtProblem('2027-01-29T12:00:00+03:00', NOW)).toBeNull();
    expect(dueAtProblem('2027-01-29T12:00:01+03:00', NOW)).toBe('far');
  });

  it('reads in Riyadh time, with the Hijri date beside the Gregorian in Arabic', async () => {
    await i18n.changeLanguage('en');
    expect(formatDue('2026-12-02T23:30:00+03:00')).toEqual({ date: 'December 2, 2026', time: '11:30 PM' });
    await i18n.changeLanguage('ar');
    const { date } = formatDue('2026-12-02T23:30:00+03:00');
    expect(date).toMatch(/\(.*هـ\)$/);
  });
});
