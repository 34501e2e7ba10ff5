import { useTranslation } from 'react-i18next';
import { cx } from './class-names';
import { VerifiedSealIcon } from './icons';

/**
 * The mark of an organization the platform has verified (issue 35): a seal whose accessible name
 * is "Verified organization", shown beside the organization's name where an answer says
 * `verified: true`.
 */
export function VerifiedMark({ className }: { readonly className?: string }) {
  const { t } = useTranslation();
  const label = t('verified.mark');
  return (
    <span
      role="img"
      aria-label={label}
      title={label}
      className={cx('inline-flex shrink-0 text-accent-600', className)}
    >
      <VerifiedSealIcon className="size-[1.1em]" />
    </span>
  );
}
