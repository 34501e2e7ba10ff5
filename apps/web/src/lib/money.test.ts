import { describe, expect, it, vi } from 'vitest';

// The i18n module sets <html lang dir> and reads the browser's languages when it starts; unit tests
// run without a DOM.
vi.hoisted(() => {
  vi.stubGlobal('document', { documentElement: {} });
  vi.stubGlobal('navigator', { languages: ['en-US'] });
});

const { formatMoney } = await import('./money');
const { i18nReady } = await import('../i18n/i18n');
await i18nReady;

describe('formatMoney', () => {
  it('writes dollars with the trailing sign and no cents for whole amounts', () => {
    expect(formatMoney(650)).toBe('650$');
    expect(formatMoney(0)).toBe('0$');
    expect(formatMoney(1_000_000)).toBe('1,000,000$');
  });

  it('shows cents only when there are some, always two of them', () => {
    expect(formatMoney(400.5)).toBe('400.50$');
    expect(formatMoney(1250.256)).toBe('1,250.26$');
  });

  it('says per hour for a rate', () => {
    expect(formatMoney(650, 'hour')).toBe('650$/hr');
    expect(formatMoney(99.9, 'hour')).toBe('99.90$/hr');
  });
});
