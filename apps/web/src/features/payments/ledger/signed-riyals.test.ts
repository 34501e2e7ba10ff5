import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '../../../i18n/i18n';
import { signedRiyals } from './signed-riyals';

describe('signedRiyals', () => {
  afterEach(async () => {
    await i18n.changeLanguage('en');
  });

  it('always shows the sign, in either language', async () => {
    await i18n.changeLanguage('en');
    expect(signedRiyals(215_719).replace(/\s/g, ' ')).toBe('+SAR 2,157.19');
    expect(signedRiyals(-100_000).replace(/\s/g, ' ')).toBe('−SAR 1,000');
    await i18n.changeLanguage('ar');
    expect(signedRiyals(-100_000).replace(/\s/g, ' ')).toBe('−١٬٠٠٠ ر.س.');
  });
});
