import { describe, expect, it, vi } from 'vitest';

// The i18n module sets <html lang dir> and reads the browser's languages when it starts; unit tests
// run without a DOM.
vi.hoisted(() => {
  vi.stubGlobal('document', { documentElement: {} });
  vi.stubGlobal('navigator', { languages: ['en-US'] });
});

const { formatMoney, formatPay } = await import('./money');
const { i18n, i18nReady } = await import('../i18n/i18n');
await i18nReady;

async function inLanguage(language: 'en' | 'ar', read: () => string): Promise<string> {
  await i18n.changeLanguage(language);
  try {
    return read();
  } finally {
    await i18n.changeLanguage('en');
  }
}

// Intl keeps an amount and its currency together with a no-break space.
describe('formatPay', () => {
  it('writes riyals, dollars and the basis in English', () => {
    expect(formatPay({ amount: 150_000, currency: 'SAR', basis: 'DAY' })).toBe('SAR\u00a01,500 / day');
    expect(formatPay({ amount: 150_000, currency: 'USD', basis: 'HOUR' })).toBe('$1,500 / hour');
    expect(formatPay({ amount: 4_500_000, currency: 'SAR', basis: 'JOB' })).toBe(
      'SAR\u00a045,000 for the whole job',
    );
  });

  it('writes Arabic amounts with Arabic-Indic digits and the riyal sign, in the Arabic order', async () => {
    expect(await inLanguage('ar', () => formatPay({ amount: 150_000, currency: 'SAR', basis: 'DAY' }))).toBe(
      '١٬٥٠٠\u00a0ر.س. / يوم',
    );
    expect(await inLanguage('ar', () => formatPay({ amount: 9_950, currency: 'USD', basis: 'HOUR' }))).toBe(
      '٩٩٫٥٠\u00a0US$ / ساعة',
    );
    expect(
      await inLanguage('ar', () => formatPay({ amount: 4_500_000, currency: 'SAR', basis: 'JOB' })),
    ).toBe('٤٥٬٠٠٠\u00a0ر.س. للعمل كاملًا');
  });
});

describe('formatMoney', () => {
  it('shows halalas or cents only when there are some, always two of them', () => {
    expect(formatMoney({ amount: 243_750, currency: 'SAR' })).toBe('SAR\u00a02,437.50');
    expect(formatMoney({ amount: 65_000, currency: 'USD' })).toBe('$650');
    expect(formatMoney({ amount: 0, currency: 'SAR' })).toBe('SAR\u00a00');
  });

  it('leaves out the direction marks Intl puts around an Arabic amount', async () => {
    expect(await inLanguage('ar', () => formatMoney({ amount: 243_750, currency: 'SAR' }))).toBe(
      '٢٬٤٣٧٫٥٠\u00a0ر.س.',
    );
  });
});
