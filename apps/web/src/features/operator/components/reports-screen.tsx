import { REPORT_STATUSES } from '@casting/contract';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useReports } from '../api/operator-queries';
import type { ReportStatus } from '../api/operator-requests';
import { pageParam, oneOf } from '../operator-search-params';
import { EmptyState, LoadState, Pager, ScreenHeader, Segmented, useFocusRescue } from './console-parts';
import { ReportCard } from './report-card';

/** /operator/reports: the queue, open reports oldest first, or the decided ones newest first. */
export function ReportsScreen() {
  const { t } = useTranslation('operator');
  const [params, setParams] = useSearchParams();
  const status: ReportStatus = oneOf(params.get('status'), REPORT_STATUSES, 'OPEN');
  const page = pageParam(params.get('page'));
  const reports = useReports(status, page);
  const heading = useRef<HTMLHeadingElement>(null);
  const items = reports.data?.items;
  useFocusRescue(heading, items);
  // Deciding the last report of a later page leaves it empty: the page before shows instead.
  const emptyLaterPage = items !== undefined && !reports.isPlaceholderData && items.length === 0 && page > 1;
  useEffect(() => {
    if (emptyLaterPage) setParams({ status, page: String(page - 1) }, { replace: true });
  }, [emptyLaterPage, setParams, status, page]);

  return (
    <>
      <ScreenHeader title={t('reports.title')} description={t('reports.description')} headingRef={heading}>
        <Segmented
          label={t('reports.filter')}
          values={REPORT_STATUSES}
          value={status}
          labelOf={(value) => t(`reports.statuses.${value}`)}
          onChange={(value) => {
            setParams({ status: value });
          }}
        />
      </ScreenHeader>
      {items === undefined ? (
        <LoadState
          loading={t('reports.loading')}
          failed={reports.isError}
          error={reports.error}
          onRetry={() => void reports.refetch()}
        />
      ) : items.length === 0 ? (
        <EmptyState title={t(`reports.emptyTitle.${status}`)} body={t('reports.emptyBody')} />
      ) : (
        <>
          <ul
            aria-label={t('reports.listLabel')}
            aria-busy={reports.isPlaceholderData}
            className="mt-8 flex flex-col gap-5"
          >
            {items.map((report) => (
              <li key={report.id}>
                <ReportCard report={report} />
              </li>
            ))}
          </ul>
          <Pager
            page={page}
            hasMore={reports.data?.meta.hasMore ?? false}
            onPage={(next) => {
              setParams({ status, page: String(next) });
            }}
          />
        </>
      )}
    </>
  );
}
