import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../../lib/format';
import { Button } from '../../../ui/button';

export interface PagerProps {
  readonly meta: { readonly page: number; readonly hasMore: boolean };
  readonly onPage: (page: number) => void;
  readonly isLoadingPage: boolean;
}

/** Previous and next, for a list the server pages without counting it. */
export function Pager({ meta: { page, hasMore }, onPage, isLoadingPage }: PagerProps) {
  const { t } = useTranslation('hiring');
  if (page <= 1 && !hasMore) return null;
  return (
    <nav aria-label={t('pager.label')} className="mt-8 flex items-center justify-between gap-4">
      <Button
        variant="outline"
        size="sm"
        disabled={page <= 1 || isLoadingPage}
        onClick={() => {
          onPage(page - 1);
        }}
      >
        {t('pager.previous')}
      </Button>
      <p className="text-sm text-ink-600">{t('pager.page', { page: formatNumber(page) })}</p>
      <Button
        variant="outline"
        size="sm"
        disabled={!hasMore || isLoadingPage}
        onClick={() => {
          onPage(page + 1);
        }}
      >
        {t('pager.next')}
      </Button>
    </nav>
  );
}
