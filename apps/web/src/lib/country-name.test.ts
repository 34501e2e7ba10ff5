import { describe, expect, it, vi } from 'vitest';

// The i18n module sets <html lang dir> and reads the browser's languages when it starts; unit tests
// run without a DOM.
vi.hoisted(() => {
  vi.stubGlobal('document', { documentElement: {} });
  vi.stubGlobal('navigator', { languages: ['en-US'] });
  vi.stubGlobal('localStorage', { getItem: () => null, setItem: () => undefined });
});

const { dialCodeOptions } = await import('./country-name');
const { i18n, i18nReady } = await import('../i18n/i18n');
await i18nReady;

const label = ({ country, dialCode }: { country: string; dialCode: string }) => `${country} (${dialCode})`;

describe('dialCodeOptions', () => {
  it('names the countries in English, Saudi Arabia first, then by name', async () => {
    await i18n.changeLanguage('en');
    const options = dialCodeOptions(label);
    expect(options.slice(0, 2)).toEqual([
      { value: 'SA', label: 'Saudi Arabia (+966)' },
      { value: 'AF', label: 'Afghanistan (+93)' },
    ]);
  });

  it('names them in Arabic, in Arabic order, with each code kept left to right', async () => {
    await i18n.changeLanguage('ar');
    const options = dialCodeOptions(label);
    expect(options[0]).toEqual({ value: 'SA', label: 'السعودية (\u2066+966\u2069)' });
    expect(options.filter((option) => /[A-Za-z]/.test(option.label))).toEqual([]);
    const names = options.slice(1).map((option) => option.label);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'ar')));
    await i18n.changeLanguage('en');
  });
});
