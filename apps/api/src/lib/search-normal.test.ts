import { describe, expect, it } from 'vitest';
import { normalizeSearchText } from './search-normal';

describe('normalizeSearchText', () => {
  it.each([
    ['أحمد', 'احمد'],
    ['إبراهيم', 'ابراهيم'],
    ['آمنة', 'امنه'],
    ['ٱلله', 'الله'],
    ['مصطفى', 'مصطفي'],
    ['لؤي', 'لوي'],
    ['هانئ', 'هاني'],
    ['مُحَمَّدٌ', 'محمد'],
    ['ســارة', 'ساره'],
    ['Ahmed KHAN', 'ahmed khan'],
  ])('%s is searched as %s', (text, normal) => {
    expect(normalizeSearchText(text)).toBe(normal);
  });
});
