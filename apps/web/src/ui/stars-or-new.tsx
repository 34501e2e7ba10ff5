import { REVIEW_RULES } from '@casting/contract';
import { useTranslation } from 'react-i18next';
import { cx } from './class-names';
import { StarRating } from './star-rating';

/** A published average, or "New" while fewer than REVIEW_RULES.starsShownFrom reviews stand behind it. */
export function StarsOrNew({
  stars,
  reviewCount,
  className,
}: {
  readonly stars: number;
  /** Unknown where the reader has only the average: the stars are shown then. */
  readonly reviewCount: number | undefined;
  readonly className?: string;
}) {
  const { t } = useTranslation();
  if (reviewCount !== undefined && reviewCount < REVIEW_RULES.starsShownFrom) {
    return (
      <span
        className={cx(
          'inline-flex rounded-full bg-gold-400/20 px-2.5 py-0.5 text-xs font-semibold text-ink-900',
          className,
        )}
      >
        {t('stars.new')}
      </span>
    );
  }
  return <StarRating value={stars} {...(className === undefined ? {} : { className })} />;
}
