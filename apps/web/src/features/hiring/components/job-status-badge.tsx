import type { JobStatus } from '@casting/contract';
import { useTranslation } from 'react-i18next';
import { cx } from '../../../ui/class-names';

export function JobStatusBadge({ status }: { readonly status: JobStatus }) {
  const { t } = useTranslation('hiring');
  return (
    <span
      className={cx(
        'inline-flex shrink-0 items-center gap-1.5 rounded-full px-3 py-1 text-xs font-semibold',
        status === 'OPEN' ? 'bg-emerald-100 text-emerald-900' : 'bg-ink-950/8 text-ink-700',
      )}
    >
      <span
        aria-hidden="true"
        className={cx('size-1.5 rounded-full', status === 'OPEN' ? 'bg-emerald-600' : 'bg-ink-500')}
      />
      {t(`jobStatus.${status}`)}
    </span>
  );
}
