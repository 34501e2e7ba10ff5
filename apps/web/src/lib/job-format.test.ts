import { beforeAll, describe, expect, it } from 'vitest';
import { i18n, i18nReady } from '../i18n/i18n';
import { formatJobDuration } from './job-format';

beforeAll(async () => {
  await i18nReady;
});

const weeks = (minimum: number, maximum: number) =>
  formatJobDuration({ minimum, minimumPrefix: 'WEEK', maximum, maximumPrefix: 'WEEK' });

describe('formatJobDuration', () => {
  it('reads as Saudis write it in Arabic, the second end in the genitive after إلى', async () => {
    await i18n.changeLanguage('ar');
    expect(weeks(1, 2)).toBe('أسبوع إلى أسبوعين');
    expect(weeks(2, 2)).toBe('أسبوعان');
    expect(weeks(3, 5)).toBe('3 أسابيع إلى 5 أسابيع');
    expect(formatJobDuration({ minimum: 2, minimumPrefix: 'MONTH', maximum: 1, maximumPrefix: 'YEAR' })).toBe(
      'شهران إلى سنة',
    );
  });

  it('reads the same way in English', async () => {
    await i18n.changeLanguage('en');
    expect(weeks(1, 2)).toBe('1 week to 2 weeks');
    expect(weeks(1, 1)).toBe('1 week');
  });
});
