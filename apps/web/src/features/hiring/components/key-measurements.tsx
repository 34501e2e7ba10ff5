import type { Applicant } from '@casting/contract';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../../lib/format';

type Measurements = NonNullable<Applicant['talent']['measurements']>;

const ORDER = ['height', 'bust', 'waist', 'hips'] as const satisfies readonly (keyof Measurements)[];

/** A model's height, bust, waist and hips, those given. */
export function KeyMeasurements({ measurements }: { readonly measurements: Measurements }) {
  const { t } = useTranslation('hiring');
  const given = ORDER.flatMap((key) => {
    const value = measurements[key];
    return value === null ? [] : [{ key, value }];
  });
  if (given.length === 0) return null;
  return (
    <dl aria-label={t('measurements.label')} className="mt-3 flex flex-wrap gap-2">
      {given.map(({ key, value }) => (
        <div key={key} className="flex items-baseline gap-1.5 rounded-full bg-sand-100 px-3 py-1 text-xs">
          <dt className="text-ink-600">{t(`measurements.${key}`)}</dt>
          <dd className="font-semibold text-ink-950 tabular-nums">
            {formatNumber(value, { style: 'unit', unit: 'centimeter' })}
          </dd>
        </div>
      ))}
    </dl>
  );
}
