import { JOB_REQUEST_STATUSES, type JobRequestStatus } from '@casting/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { cx } from '../../../ui/class-names';
import { applicationsSearch } from '../applications-params';

/** The states in the order an application lives through them, invitations first. */
const FILTERS: readonly (JobRequestStatus | undefined)[] = [undefined, ...JOB_REQUEST_STATUSES];

export function StatusFilter({ current }: { readonly current: JobRequestStatus | undefined }) {
  const { t } = useTranslation('applications');
  return (
    <nav aria-label={t('filter.label')}>
      <ul className="flex flex-wrap gap-2">
        {FILTERS.map((status) => {
          const active = status === current;
          return (
            <li key={status ?? 'ALL'}>
              <Link
                to={{ search: applicationsSearch(status, 1) }}
                aria-current={active ? 'page' : undefined}
                className={cx(
                  'inline-flex rounded-full px-4 py-2 text-sm font-medium transition-colors',
                  active
                    ? 'bg-ink-950 text-sand-50'
                    : 'bg-white text-ink-700 ring-1 ring-ink-950/10 hover:bg-ink-950/5 hover:text-ink-950',
                )}
              >
                {status === undefined ? t('filter.all') : t(`status.${status}`)}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
