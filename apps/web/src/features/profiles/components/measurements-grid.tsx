import { dressSizeKind, MEASUREMENTS, type Measurement } from '@casting/contract';
import { useTranslation } from 'react-i18next';
import { formatClothingSize, formatSize } from '../../../lib/clothing-size';
import { formatNumber } from '../../../lib/format';
import { numberOf, type SpecialtyInfo } from '../lib/specialty-info';

const INTL_UNITS = {
  height: 'centimeter',
  weight: 'kilogram',
  bust: 'centimeter',
  waist: 'centimeter',
  hips: 'centimeter',
} as const;

/** A measurement with its unit (written by Intl in the active language) or a size with its numbering. */
function formatMeasurement(measurement: Measurement, value: number): string {
  if (measurement === 'dressSize') return formatClothingSize(value);
  if (measurement === 'shoeSize') return formatSize(value, 'EU');
  return formatNumber(value, { style: 'unit', unit: INTL_UNITS[measurement] });
}

/** A model's body measurements; a man's suit size is named as such, though it travels as `dressSize`. */
export function MeasurementsGrid({ info }: { readonly info: SpecialtyInfo }) {
  const { t } = useTranslation('profiles');
  return (
    <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4 lg:grid-cols-7">
      {MEASUREMENTS.map((measurement) => {
        const value = numberOf(info, measurement);
        const label =
          measurement === 'dressSize' && value !== null && dressSizeKind(value) === 'suit'
            ? t('measurements.suitSize')
            : t(`measurements.${measurement}`);
        return (
          <div key={measurement} className="rounded-2xl border border-ink-950/10 bg-white px-4 py-3">
            <dt className="text-eyebrow font-semibold text-ink-600 uppercase">{label}</dt>
            <dd className="mt-1 text-lg font-semibold text-ink-950">
              {value === null ? t('details.notGiven') : formatMeasurement(measurement, value)}
            </dd>
          </div>
        );
      })}
    </dl>
  );
}
