import { LIMITS } from '@casting/contract';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { cx } from '../../../ui/class-names';

const STARS = Array.from(
  { length: LIMITS.ratingMax - LIMITS.ratingMin + 1 },
  (_, index) => LIMITS.ratingMin + index,
);

export interface StarRatingInputProps {
  readonly legend: string;
  readonly value: number | undefined;
  readonly onChange: (value: number) => void;
  readonly invalid: boolean;
  readonly describedBy?: string | undefined;
  /** Smaller stars, for the sub-ratings under the overall one. */
  readonly small?: boolean;
}

/** Native radios under the stars: arrow keys, labels and the checked state come from the browser. */
export function StarRatingInput({
  legend,
  value,
  onChange,
  invalid,
  describedBy,
  small = false,
}: StarRatingInputProps) {
  const { t } = useTranslation('chats');
  const name = useId();
  const [hovered, setHovered] = useState<number | null>(null);
  const shown = hovered ?? value ?? 0;

  return (
    <fieldset aria-describedby={describedBy}>
      <legend className={cx('text-sm text-ink-900', small ? 'font-medium' : 'font-semibold')}>
        {legend}
      </legend>
      <div
        className={cx('flex', small ? 'mt-1 gap-0' : 'mt-2 gap-1')}
        onMouseLeave={() => {
          setHovered(null);
        }}
      >
        {STARS.map((star) => (
          <label
            key={star}
            className={cx(
              'relative grid cursor-pointer',
              small ? 'size-9' : 'size-11',
              'place-items-center place-items-center rounded-full transition-colors hover:bg-gold-400/15 has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-accent-600',
            )}
            onMouseEnter={() => {
              setHovered(star);
            }}
          >
            <input
              type="radio"
              name={name}
              value={star}
              checked={value === star}
              aria-invalid={invalid}
              onChange={() => {
                onChange(star);
              }}
              className="absolute inset-0 cursor-pointer opacity-0"
            />
            <svg viewBox="0 0 20 20" aria-hidden="true" className={small ? 'size-6' : 'size-8'}>
              <path
                d="M10 1.5l2.6 5.3 5.9.9-4.2 4.1 1 5.8L10 14.8l-5.3 2.8 1-5.8L1.5 7.7l5.9-.9z"
                strokeWidth="1.2"
                strokeLinejoin="round"
                className={cx(
                  'transition-colors',
                  star <= shown ? 'fill-gold-400 stroke-gold-400' : 'fill-transparent stroke-ink-300',
                )}
              />
            </svg>
            <span className="sr-only">{t('review.star', { count: star })}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
