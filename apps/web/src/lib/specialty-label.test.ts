import { SPECIALTIES } from '@casting/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { i18n, i18nReady } from '../i18n/i18n';
import { specialtyLabel } from './specialty-label';

beforeAll(async () => {
  await i18nReady;
});

describe('specialtyLabel', () => {
  it('names a woman’s profession in the feminine in Arabic', async () => {
    await i18n.changeLanguage('ar');
    expect(specialtyLabel('MODEL', 'FEMALE')).toBe('عارضة أزياء');
    expect(specialtyLabel('BEAUTY', 'FEMALE')).toBe('خبيرة تجميل');
    expect(specialtyLabel('MODEL', 'MALE')).toBe('عارض أزياء');
    expect(specialtyLabel('PHOTOGRAPHER', undefined)).toBe('مصوّر فوتوغرافي');
    for (const specialty of SPECIALTIES)
      expect(specialtyLabel(specialty, 'FEMALE')).not.toBe(specialtyLabel(specialty, 'MALE'));
  });

  it('is the same for both in English', async () => {
    await i18n.changeLanguage('en');
    expect(specialtyLabel('MODEL', 'FEMALE')).toBe('Model');
    expect(specialtyLabel('BEAUTY', 'FEMALE')).toBe(specialtyLabel('BEAUTY', 'MALE'));
  });
});
