import { SPECIALTIES, type Specialty } from '@casting/contract';
import { useTranslation } from 'react-i18next';
import { cx } from '../../../ui/class-names';
import { SpecialtyIcon } from '../../../ui/specialty-icon';

export interface CategoryToggleGroupProps {
  readonly value: Specialty;
  readonly onChange: (category: Specialty) => void;
}

/** The ten specialties as toggle buttons: exactly one is pressed, and assistive technology says which. */
export function CategoryToggleGroup({ value, onChange }: CategoryToggleGroupProps) {
  const { t } = useTranslation('explore');
  const { t: tc } = useTranslation();
  return (
    <div role="group" aria-label={t('categories.label')} className="flex flex-wrap gap-2">
      {SPECIALTIES.map((specialty) => {
        const pressed = specialty === value;
        return (
          <button
            key={specialty}
            type="button"
            aria-pressed={pressed}
            onClick={() => {
              onChange(specialty);
            }}
            className={cx(
              'inline-flex cursor-pointer items-center gap-2 rounded-full border px-4 py-2 text-sm font-medium transition-colors',
              pressed
                ? 'border-ink-950 bg-ink-950 text-sand-50'
                : 'border-ink-950/15 bg-white/70 text-ink-800 hover:border-ink-950/40 hover:text-ink-950',
            )}
          >
            <SpecialtyIcon
              specialty={specialty}
              className={cx('size-5', pressed ? 'text-gold-400' : 'text-accent-600')}
            />
            {tc(`specialties.${specialty}`)}
          </button>
        );
      })}
    </div>
  );
}
