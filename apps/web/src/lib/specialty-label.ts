import type { Specialty } from '@casting/contract';
import { i18n } from '../i18n/i18n';

/**
 * A talent's specialty as a title for them: Arabic names a woman's profession in the feminine
 * ("عارضة أزياء", "خبيرة تجميل"). Only a model's profile records a gender; without one the
 * masculine form is the generic one Arabic uses.
 */
export function specialtyLabel(specialty: Specialty, gender: unknown): string {
  return gender === 'FEMALE'
    ? i18n.t(`specialtiesFemale.${specialty}`, { ns: 'common' })
    : i18n.t(`specialties.${specialty}`, { ns: 'common' });
}
