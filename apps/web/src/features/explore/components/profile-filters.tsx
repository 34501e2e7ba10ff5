import {
  EYE_COLOR_OPTIONS,
  GENDER_OPTIONS,
  HAIR_COLOR_OPTIONS,
  LICENCE_TYPES,
  measurementValues,
  SKIN_TONE_OPTIONS,
} from '@casting/contract';
import { useTranslation } from 'react-i18next';
import { clothingSizeOptions } from '../../../lib/clothing-size';
import { formatNumber } from '../../../lib/format';
import { Button } from '../../../ui/button';
import { SelectField, type SelectOption } from '../../../ui/form/select-field';
import type { ExploreState, FilterName, ModelFilterName } from '../explore-params';
import { localizedOptions, optionLabel } from '../../../lib/option-label';

export interface ProfileFiltersProps {
  readonly id: string;
  readonly filters: ExploreState['filters'];
  readonly licence: ExploreState['licence'];
  /** Only models carry these attributes; for other specialties the panel explains instead of filtering. */
  readonly enabled: boolean;
  readonly onChange: (name: FilterName, value: string | null) => void;
  readonly onClear: () => void;
}

function shoeSizeOptions(): readonly SelectOption[] {
  return measurementValues('shoeSize').map((size) => ({ value: String(size), label: formatNumber(size) }));
}

export function ProfileFilters({ id, filters, licence, enabled, onChange, onClear }: ProfileFiltersProps) {
  const { t } = useTranslation('explore');
  const fields: readonly {
    readonly name: ModelFilterName;
    readonly label: string;
    readonly options: readonly SelectOption[];
  }[] = [
    { name: 'gender', label: t('filters.gender'), options: localizedOptions('gender', GENDER_OPTIONS) },
    {
      name: 'hairColor',
      label: t('filters.hairColor'),
      options: localizedOptions('hairColor', HAIR_COLOR_OPTIONS),
    },
    {
      name: 'skinTone',
      label: t('filters.skinTone'),
      options: localizedOptions('skinTone', SKIN_TONE_OPTIONS),
    },
    {
      name: 'eyeColor',
      label: t('filters.eyeColor'),
      options: localizedOptions('eyeColor', EYE_COLOR_OPTIONS),
    },
    { name: 'shoeSize', label: t('filters.shoeSize'), options: shoeSizeOptions() },
    // Dress sizes (UK) and suit sizes (EU) in one list: their numbers do not overlap.
    { name: 'dressSize', label: t('filters.dressSize'), options: clothingSizeOptions('either') },
  ];
  const active = licence !== null || Object.values(filters).some((value) => value !== null);

  return (
    <section
      id={id}
      aria-label={t('filters.panelLabel')}
      className="rounded-card border border-ink-950/10 bg-white/70 p-6"
    >
      {/* Any specialty may hold a licence (issue 36), so this one filter works in every category. */}
      <div className="mb-5 sm:max-w-xs">
        <SelectField
          label={t('filters.licence')}
          options={LICENCE_TYPES.map((type) => ({ value: type, label: optionLabel('licenceType', type) }))}
          placeholder={t('filters.any')}
          value={licence ?? ''}
          onChange={(event) => {
            onChange('licence', event.target.value === '' ? null : event.target.value);
          }}
        />
      </div>
      {enabled ? null : <p className="mb-5 text-sm text-ink-700">{t('filters.modelsOnly')}</p>}
      <div className="grid grid-cols-2 gap-5 md:grid-cols-3 xl:grid-cols-6">
        {fields.map((field) => (
          <SelectField
            key={field.name}
            label={field.label}
            options={field.options}
            placeholder={t('filters.any')}
            disabled={!enabled}
            value={filters[field.name] === null ? '' : String(filters[field.name])}
            onChange={(event) => {
              onChange(field.name, event.target.value === '' ? null : event.target.value);
            }}
          />
        ))}
      </div>
      <div className="mt-5 flex justify-end">
        <Button variant="ghost" size="sm" disabled={!active} onClick={onClear}>
          {t('filters.clear')}
        </Button>
      </div>
    </section>
  );
}
