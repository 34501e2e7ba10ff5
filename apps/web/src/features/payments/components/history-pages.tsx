import type { CountedPageMeta } from '@casting/contract';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../ui/button';

export interface HistoryPagesProps {
  readonly meta: CountedPageMeta;
  readonly onPage: (page: number) => void;
  readonly isLoadingPage: boolean;
}

/** Previous and next for a history of more than one page. */
export function HistoryPages({ meta: { page, limit, total }, onPage, isLoadingPage }: HistoryPagesProps) {
  const { t } = useTranslation('payments');
  const pages = Math.max(1, Math.ceil(total / limit));
  if (pages <= 1) return null;
  return (
    <nav aria-label={t('history.pagination')} className="mt-6 flex items-center justify-between gap-4">
      <Button
        variant="outline"
        size="sm"
        disabled={page <= 1 || isLoadingPage}
        onClick={() => {
          onPage(page - 1);
        }}
      >
        {t('history.previous')}
      </Button>
      <p className="text-sm text-ink-600">{t('history.page', { page, pages })}</p>
      <Button
        variant="outline"
        size="sm"
        disabled={page >= pages || isLoadingPage}
        onClick={() => {
          onPage(page + 1);
        }}
      >
        {t('history.next')}
      </Button>
    </nav>
  );
}
