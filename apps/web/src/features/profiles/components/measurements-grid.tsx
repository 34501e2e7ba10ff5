import { MEASUREMENT_RANGES, MEASUREMENTS, type MeasurementRange } from '@casting/contract';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../../lib/format';
import { numberOf, type SpecialtyInfo } from '../lib/specialty-info';

const INTL_UNITS: { readonly [U in MeasurementRange['unit']]: string } = {
  cm: 'centimeter',
  kg: 'kilogram',
  in: 'inch',
};

/** A model's body measurements with their units, written by Intl in the active language. */
export function MeasurementsGrid({ info }: { readonly info: SpecialtyInfo }) {
  const { t } = useTranslation('profiles');
  return (
    <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4 lg:grid-cols-7">
      {MEASUREMENTS.map((measurement) => {
        const value = numberOf(info, measurement);
        const unit = INTL_UNITS[MEASUREMENT_RANGES[measurement].unit];
        return (
          <div key={measurement} className="rounded-2xl border border-ink-950/10 bg-white px-4 py-3">
            <dt className="text-eyebrow font-semibold text-ink-600 uppercase">
              {t(`measurements.${measurement}`)}
            </dt>
            <dd className="mt-1 text-lg font-semibold text-ink-950">
              {value === null ? t('details.notGiven') : formatNumber(value, { style: 'unit', unit })}
            </dd>
          </div>
        );
      })}
    </dl>
  );
}
