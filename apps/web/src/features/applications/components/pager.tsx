import type { JobRequestStatus } from '@casting/contract';
import { useTranslation } from 'react-i18next';
import { LinkButton } from '../../../ui/link-button';
import { applicationsSearch } from '../applications-params';

export interface PagerProps {
  readonly status: JobRequestStatus | undefined;
  readonly page: number;
  readonly hasMore: boolean;
}

export function Pager({ status, page, hasMore }: PagerProps) {
  const { t } = useTranslation('applications');
  if (page === 1 && !hasMore) return null;
  return (
    <nav aria-label={t('pager.label')} className="mt-8 flex items-center justify-between gap-4">
      {page > 1 ? (
        <LinkButton to={{ search: applicationsSearch(status, page - 1) }} variant="outline" size="sm">
          {t('pager.previous')}
        </LinkButton>
      ) : (
        <span />
      )}
      <span className="text-sm text-ink-600">{t('pager.page', { page })}</span>
      {hasMore ? (
        <LinkButton to={{ search: applicationsSearch(status, page + 1) }} variant="outline" size="sm">
          {t('pager.next')}
        </LinkButton>
      ) : (
        <span />
      )}
    </nav>
  );
}
