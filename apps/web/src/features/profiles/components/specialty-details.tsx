import type { Specialty } from '@casting/contract';
import { useTranslation } from 'react-i18next';
import { booleanOf, textOf, type SpecialtyInfo } from '../lib/specialty-info';

const CAMERA_FIELDS = ['camera', 'lightning', 'lense'] as const;
const EDITOR_FIELDS = [
  'editingSoftware',
  'colorGrading',
  'soundEditing',
  'visualEffects',
  'motionGraphics',
] as const;

type DetailField = (typeof CAMERA_FIELDS)[number] | (typeof EDITOR_FIELDS)[number] | 'stabilizer';

function Detail({ field, value }: { readonly field: DetailField; readonly value: string }) {
  const { t } = useTranslation('profiles');
  return (
    <div className="rounded-2xl border border-ink-950/10 bg-white px-4 py-3">
      <dt className="text-eyebrow font-semibold text-ink-600 uppercase">{t(`specialtyFields.${field}`)}</dt>
      <dd dir="auto" className="mt-1 font-semibold text-ink-950">
        {value}
      </dd>
    </div>
  );
}

/**
 * The specialty info panel of videographers, photographers and editors (spec §2): the
 * camera, lighting and lens they work with, or the editor's skills answered Yes or No.
 */
export function SpecialtyDetails({ role, info }: { readonly role: Specialty; readonly info: SpecialtyInfo }) {
  const { t } = useTranslation('profiles');
  const yesNo = (value: boolean | null) =>
    value === null ? t('details.notGiven') : value ? t('details.yes') : t('details.no');

  if (role === 'EDITOR') {
    return (
      <dl className="grid gap-3 sm:grid-cols-2 lg:grid-cols-5">
        {EDITOR_FIELDS.map((field) => (
          <Detail key={field} field={field} value={yesNo(booleanOf(info, field))} />
        ))}
      </dl>
    );
  }
  const stabilizer = booleanOf(info, 'stabilizer');
  return (
    <dl className="grid gap-3 sm:grid-cols-3">
      {CAMERA_FIELDS.map((field) => (
        <Detail key={field} field={field} value={textOf(info, field) ?? t('details.notGiven')} />
      ))}
      {role === 'VIDEOGRAPHER' && stabilizer !== null ? (
        <Detail field="stabilizer" value={yesNo(stabilizer)} />
      ) : null}
    </dl>
  );
}
