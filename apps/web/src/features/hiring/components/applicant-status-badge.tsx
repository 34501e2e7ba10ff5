import type { JobRequestStatus } from '@casting/contract';
import { useTranslation } from 'react-i18next';
import { cx } from '../../../ui/class-names';

const STATUS_STYLES: { readonly [S in JobRequestStatus]: string } = {
  INVITED: 'bg-gold-400/20 text-ink-900',
  INVITATION_DECLINED: 'bg-ink-950/8 text-ink-700',
  PENDING: 'bg-gold-400/25 text-ink-900',
  APPROVED: 'bg-emerald-100 text-emerald-900',
  REJECTED: 'bg-ink-950/8 text-ink-700',
  FINISHED: 'bg-ink-950 text-sand-50',
};

export function ApplicantStatusBadge({ status }: { readonly status: JobRequestStatus }) {
  const { t } = useTranslation('hiring');
  return (
    <span className={cx('rounded-full px-3 py-1 text-xs font-semibold', STATUS_STYLES[status])}>
      <span className="sr-only">{t('applicant.statusPrefix')} </span>
      {t(`applicantStatus.${status}`)}
    </span>
  );
}
