import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { cx } from './class-names';

const STARS = [1, 2, 3, 4, 5] as const;

/** Stars out of 5 for reading; the number is what screen readers hear. */
export function StarRating({ value, className }: { readonly value: number; readonly className?: string }) {
  const { t } = useTranslation();
  const rounded = Math.round(value * 2) / 2;
  // One gradient per rating: ids are the document's, and a page shows many ratings.
  const gradient = useId();
  return (
    <span
      role="img"
      aria-label={t('stars.label', { value: Math.round(value * 10) / 10 })}
      className={cx('inline-flex gap-0.5', className)}
    >
      {STARS.map((star) => (
        // Gold on the svg itself: the half star's gradient takes its colour from there, not from the
        // path. The star is symmetric, so a right-to-left page mirrors it to fill its starting half.
        <svg
          key={star}
          viewBox="0 0 20 20"
          className="size-5 text-gold-400 rtl:-scale-x-100"
          aria-hidden="true"
        >
          <defs>
            <linearGradient id={`${gradient}-${star}`}>
              <stop offset="50%" stopColor="currentColor" />
              <stop offset="50%" stopColor="transparent" />
            </linearGradient>
          </defs>
          <path
            d="M10 1.5l2.6 5.3 5.9.9-4.2 4.1 1 5.8L10 14.8l-5.3 2.8 1-5.8L1.5 7.7l5.9-.9z"
            stroke="currentColor"
            strokeWidth="1"
            fill={
              rounded >= star
                ? 'currentColor'
                : rounded >= star - 0.5
                  ? `url(#${gradient}-${star})`
                  : 'transparent'
            }
          />
        </svg>
      ))}
    </span>
  );
}
