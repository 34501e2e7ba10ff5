import type { JobRequestStatus } from '@casting/contract';
import { useTranslation } from 'react-i18next';
import { cx } from '../../../ui/class-names';

const STATUS_STYLES: { readonly [S in JobRequestStatus]: string } = {
  INVITED: 'bg-accent-100 text-accent-700',
  INVITATION_DECLINED: 'bg-ink-950/8 text-ink-700',
  PENDING: 'bg-gold-400/20 text-ink-900',
  APPROVED: 'bg-emerald-100 text-emerald-900',
  REJECTED: 'bg-ink-950/8 text-ink-700',
  FINISHED: 'bg-ink-950 text-sand-50',
};

export function StatusBadge({ status }: { readonly status: JobRequestStatus }) {
  const { t } = useTranslation('applications');
  return (
    <span
      className={cx(
        'inline-flex shrink-0 rounded-full px-3 py-1 text-xs font-semibold',
        STATUS_STYLES[status],
      )}
    >
      {t(`status.${status}`)}
    </span>
  );
}
