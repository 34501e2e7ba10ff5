import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../../lib/format';
import { Button } from '../../../ui/button';
import { Heading } from '../../../ui/heading';
import { BriefcaseIcon, UserPlusIcon } from '../../../ui/icons';
import { Spinner } from '../../../ui/spinner';
import type { ExploreView } from '../explore-params';
import { CardSkeletons, gridClasses } from './card-skeletons';

/** The parts of a TanStack infinite query the section reads. */
export interface PagedResults {
  readonly isPending: boolean;
  readonly isError: boolean;
  readonly hasNextPage: boolean;
  readonly isFetchingNextPage: boolean;
  readonly fetchNextPage: () => Promise<unknown>;
  readonly refetch: () => Promise<unknown>;
}

export interface ResultsSectionProps {
  readonly view: ExploreView;
  /** True for the fixed time after a view switch. */
  readonly switching: boolean;
  readonly query: PagedResults;
  readonly shown: number;
  readonly children: ReactNode;
}

export function ResultsSection({ view, switching, query, shown, children }: ResultsSectionProps) {
  const { t } = useTranslation('explore');
  const loading = switching || query.isPending;
  const failed = query.isError;
  const hasMore = query.hasNextPage;
  const loadingMore = query.isFetchingNextPage;
  const onLoadMore = () => {
    void query.fetchNextPage();
  };
  const onRetry = () => {
    void query.refetch();
  };
  const headingId = `explore-results-${view}`;
  const EmptyIcon = view === 'jobs' ? BriefcaseIcon : UserPlusIcon;

  let body: ReactNode;
  if (loading) {
    body = <CardSkeletons view={view} />;
  } else if (failed) {
    body = (
      <div className="rounded-card border border-accent-300 bg-accent-100/50 px-8 py-12 text-center">
        <p role="alert" className="font-semibold text-accent-700">
          {t('results.error')}
        </p>
        <Button variant="outline" className="mt-5" onClick={onRetry}>
          {t('results.retry')}
        </Button>
      </div>
    );
  } else if (shown === 0) {
    body = (
      <div className="flex flex-col items-center rounded-card border border-dashed border-ink-950/20 bg-sand-50/60 px-8 py-20 text-center">
        <span className="grid size-14 place-items-center rounded-full bg-accent-100 text-accent-700">
          <EmptyIcon className="size-7" />
        </span>
        <Heading level={3} size="title" className="mt-5 text-ink-950">
          {view === 'jobs' ? t('results.noJobs') : t('results.noProfiles')}
        </Heading>
        <p className="mt-2 text-ink-700">{t('results.emptyHint')}</p>
      </div>
    );
  } else {
    body = (
      <>
        <div className={gridClasses(view)}>{children}</div>
        {hasMore ? (
          <div className="mt-10 flex justify-center">
            <Button variant="outline" size="lg" pending={loadingMore} onClick={onLoadMore}>
              {loadingMore ? t('results.loadingMore') : t('results.loadMore')}
            </Button>
          </div>
        ) : null}
      </>
    );
  }

  return (
    <section aria-labelledby={headingId} aria-busy={loading} className="mt-10">
      <div className="mb-6 flex items-baseline justify-between gap-4">
        <Heading level={2} size="title" id={headingId} className="text-ink-950">
          {view === 'jobs' ? t('results.jobsHeading') : t('results.profilesHeading')}
        </Heading>
        <p role="status" className="flex items-center gap-2 text-sm font-medium text-ink-600">
          {loading ? (
            <>
              <Spinner className="size-4 text-accent-600" />
              {view === 'jobs' ? t('results.loadingJobs') : t('results.loadingProfiles')}
            </>
          ) : failed || shown === 0 ? null : (
            t(hasMore ? 'results.countMore' : 'results.count', { shown: formatNumber(shown) })
          )}
        </p>
      </div>
      {body}
    </section>
  );
}
